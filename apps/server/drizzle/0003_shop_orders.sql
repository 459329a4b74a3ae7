CREATE SEQUENCE "public"."shop_order_system_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "shop_auth_requests" (
	"state" text PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"shop_id" bigint,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"account_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"tenant_id" bigint NOT NULL,
	"oid" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"article_no" text NOT NULL,
	"stall" text,
	"quantity" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"refund_status" text DEFAULT 'NONE' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"tid" text NOT NULL,
	"system_no" text DEFAULT 'SO' || nextval('shop_order_system_no_seq') NOT NULL,
	"status" text NOT NULL,
	"refund_status" text DEFAULT 'NONE' NOT NULL,
	"daifa_status" text DEFAULT 'NONE' NOT NULL,
	"print_status" text DEFAULT 'UNPRINTED' NOT NULL,
	"seller_flag" smallint DEFAULT 0 NOT NULL,
	"seller_remark" text DEFAULT '' NOT NULL,
	"buyer_remark" text DEFAULT '' NOT NULL,
	"hold" boolean DEFAULT false NOT NULL,
	"buyer_nick" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiver_phone_tail" text,
	"receiver_province" text NOT NULL,
	"receiver_city" text NOT NULL,
	"receiver_district" text NOT NULL,
	"receiver_address" text NOT NULL,
	"receiver_masked" boolean NOT NULL,
	"payment_fen" bigint NOT NULL,
	"post_fee_fen" bigint NOT NULL,
	"express_company" text,
	"waybill_no" text,
	"order_time" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"platform_modified_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_sync_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" bigint NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" text DEFAULT 'RUNNING' NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "platform_shop_id" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "auth_state" text DEFAULT 'AUTHORIZED' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "access_token_sealed" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "refresh_token_sealed" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "access_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sync_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sync_cursor" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sync_pass_max" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sync_lease_owner" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sync_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "last_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "last_sync_result" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "last_sync_error" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "verify_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "verify_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_auth_requests" ADD CONSTRAINT "shop_auth_requests_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_auth_requests" ADD CONSTRAINT "shop_auth_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_auth_requests" ADD CONSTRAINT "shop_auth_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_events" ADD CONSTRAINT "shop_order_events_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_events" ADD CONSTRAINT "shop_order_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_sync_logs" ADD CONSTRAINT "shop_sync_logs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_order_events_order" ON "shop_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_lines_order_oid" ON "shop_order_lines" USING btree ("order_id","oid");--> statement-breakpoint
CREATE INDEX "shop_order_lines_tenant_article" ON "shop_order_lines" USING btree ("tenant_id","article_no");--> statement-breakpoint
CREATE INDEX "shop_order_lines_tenant_stall" ON "shop_order_lines" USING btree ("tenant_id","stall");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_shop_tid" ON "shop_orders" USING btree ("shop_id","tid");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_system_no" ON "shop_orders" USING btree ("system_no");--> statement-breakpoint
CREATE INDEX "shop_orders_tenant_time" ON "shop_orders" USING btree ("tenant_id","order_time","id");--> statement-breakpoint
CREATE INDEX "shop_orders_tenant_status_time" ON "shop_orders" USING btree ("tenant_id","status","order_time","id");--> statement-breakpoint
CREATE INDEX "shop_orders_tenant_tid" ON "shop_orders" USING btree ("tenant_id","tid");--> statement-breakpoint
CREATE INDEX "shop_orders_tenant_waybill" ON "shop_orders" USING btree ("tenant_id","waybill_no") WHERE "shop_orders"."waybill_no" is not null;--> statement-breakpoint
CREATE INDEX "shop_orders_tenant_buyer" ON "shop_orders" USING btree ("tenant_id","buyer_nick");--> statement-breakpoint
CREATE INDEX "shop_orders_tenant_phone_tail" ON "shop_orders" USING btree ("tenant_id","receiver_phone_tail");--> statement-breakpoint
CREATE INDEX "shop_orders_tenant_refunding" ON "shop_orders" USING btree ("tenant_id","order_time","id") WHERE "shop_orders"."refund_status" = 'REFUNDING';--> statement-breakpoint
CREATE INDEX "shop_orders_tenant_hold" ON "shop_orders" USING btree ("tenant_id","order_time","id") WHERE "shop_orders"."hold";--> statement-breakpoint
CREATE INDEX "shop_sync_logs_shop" ON "shop_sync_logs" USING btree ("shop_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_tenant_platform_shop" ON "shops" USING btree ("tenant_id","platform","platform_shop_id");