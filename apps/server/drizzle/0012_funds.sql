CREATE SEQUENCE "public"."funds_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "ali_ledger_auths" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"alipay_account" text NOT NULL,
	"cap_percent" integer DEFAULT 30 NOT NULL,
	"state" text NOT NULL,
	"authorised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ali_ledger_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"split_no" text NOT NULL,
	"tenant_id" bigint NOT NULL,
	"shop_order_no" text NOT NULL,
	"daifa_order_no" text NOT NULL,
	"fen" bigint NOT NULL,
	"state" text NOT NULL,
	"fail_reason" text,
	"due_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alipay_bindings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"alipay_account" text NOT NULL,
	"real_name" text NOT NULL,
	"bound_by" bigint NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"face_fen" bigint NOT NULL,
	"threshold_fen" bigint NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"used_pay_no" text,
	"used_at" timestamp with time zone,
	"locked_pay_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_anomalies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"pay_no" text,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text
);
--> statement-breakpoint
CREATE TABLE "old_balances" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"fen" bigint NOT NULL,
	"migrated_at" timestamp with time zone,
	"ledger_transaction_id" bigint
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "pay_later_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"limit_fen" bigint NOT NULL,
	"due_days" integer DEFAULT 15 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_passwords" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pay_no" text,
	"params" jsonb NOT NULL,
	"verified" boolean NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pay_no" text NOT NULL,
	"tenant_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"document_kind" text NOT NULL,
	"document_nos" text[] NOT NULL,
	"lines" jsonb NOT NULL,
	"subject" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"coupon_id" bigint,
	"discount_fen" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'WAITING' NOT NULL,
	"method" text,
	"trade_no" text,
	"pay_callback" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"queried_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"tenant_id" bigint NOT NULL,
	"pay_no" text NOT NULL,
	"trade_no" text NOT NULL,
	"document_no" text NOT NULL,
	"fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'PROCESSING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_trades" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"pay_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint,
	"phone" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"scene" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdraw_no" text NOT NULL,
	"tenant_id" bigint NOT NULL,
	"applied_by" bigint NOT NULL,
	"fen" bigint NOT NULL,
	"alipay_account" text NOT NULL,
	"real_name" text NOT NULL,
	"state" text DEFAULT 'REVIEWING' NOT NULL,
	"auto_approve_at" timestamp with time zone,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"fail_reason" text,
	"payout_order_id" text,
	"payout_sent_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "replenish_requests" ADD COLUMN "replenish_no" text;--> statement-breakpoint
UPDATE "replenish_requests" SET "replenish_no" = 'BK' || lpad("id"::text, 12, '0');--> statement-breakpoint
ALTER TABLE "replenish_requests" ALTER COLUMN "replenish_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "replenish_requests" ADD COLUMN "goods" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "replenish_requests" ADD COLUMN "reason" text DEFAULT 'PRICE_RAISED' NOT NULL;--> statement-breakpoint
ALTER TABLE "replenish_requests" ADD COLUMN "original_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "replenish_requests" ADD COLUMN "current_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "replenish_requests" ADD COLUMN "deadline_at" timestamp with time zone DEFAULT now() + interval '48 hours' NOT NULL;--> statement-breakpoint
ALTER TABLE "replenish_requests" ADD COLUMN "pay_no" text;--> statement-breakpoint
ALTER TABLE "replenish_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "replenish_requests" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "replenish_requests" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "replenish_requests" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ali_ledger_auths" ADD CONSTRAINT "ali_ledger_auths_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ali_ledger_records" ADD CONSTRAINT "ali_ledger_records_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alipay_bindings" ADD CONSTRAINT "alipay_bindings_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_balances" ADD CONSTRAINT "old_balances_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_later_settings" ADD CONSTRAINT "pay_later_settings_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_passwords" ADD CONSTRAINT "pay_passwords_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ali_ledger_records_no" ON "ali_ledger_records" USING btree ("split_no");--> statement-breakpoint
CREATE INDEX "ali_ledger_records_tenant" ON "ali_ledger_records" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "coupons_tenant" ON "coupons" USING btree ("tenant_id","valid_to");--> statement-breakpoint
CREATE INDEX "money_anomalies_open" ON "money_anomalies" USING btree ("created_at") WHERE "money_anomalies"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "payment_notifications_pay_no" ON "payment_notifications" USING btree ("pay_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_pay_no" ON "payment_orders" USING btree ("pay_no");--> statement-breakpoint
CREATE INDEX "payment_orders_tenant_time" ON "payment_orders" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_waiting" ON "payment_orders" USING btree ("expires_at") WHERE "payment_orders"."state" = 'WAITING';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_refund_no" ON "payment_refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "payment_refunds_trade" ON "payment_refunds" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "payment_refunds_due" ON "payment_refunds" USING btree ("next_attempt_at") WHERE "payment_refunds"."state" = 'PROCESSING';--> statement-breakpoint
CREATE INDEX "sms_codes_phone_time" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_time" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_no" ON "withdrawals" USING btree ("withdraw_no");--> statement-breakpoint
CREATE INDEX "withdrawals_tenant_time" ON "withdrawals" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_open" ON "withdrawals" USING btree ("state") WHERE "withdrawals"."state" in ('REVIEWING', 'PAYING');--> statement-breakpoint
CREATE UNIQUE INDEX "replenish_no" ON "replenish_requests" USING btree ("replenish_no");--> statement-breakpoint
CREATE INDEX "replenish_due" ON "replenish_requests" USING btree ("deadline_at") WHERE "replenish_requests"."state" = 'WAITING_PAYMENT';