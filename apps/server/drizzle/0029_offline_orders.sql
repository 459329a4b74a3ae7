CREATE SEQUENCE "public"."offline_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."offline_return_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "offline_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"request_key" text NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_address" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"pieces" integer NOT NULL,
	"took_pieces" integer DEFAULT 0 NOT NULL,
	"goods_fen" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"return_no" text NOT NULL,
	"request_key" text NOT NULL,
	"state" text NOT NULL,
	"resume_state" text,
	"version" integer DEFAULT 1 NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_address" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"offline_order_no" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"pieces" integer NOT NULL,
	"goods_fen" bigint NOT NULL,
	"refund_fen" bigint,
	"refuse_reason" text,
	"remark" text DEFAULT '' NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offline_orders" ADD CONSTRAINT "offline_orders_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_returns" ADD CONSTRAINT "offline_returns_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offline_orders_no" ON "offline_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "offline_orders_request" ON "offline_orders" USING btree ("tenant_id","request_key");--> statement-breakpoint
CREATE INDEX "offline_orders_recent" ON "offline_orders" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offline_orders_status" ON "offline_orders" USING btree ("tenant_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "offline_returns_no" ON "offline_returns" USING btree ("return_no");--> statement-breakpoint
CREATE UNIQUE INDEX "offline_returns_request" ON "offline_returns" USING btree ("tenant_id","request_key");--> statement-breakpoint
CREATE INDEX "offline_returns_recent" ON "offline_returns" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offline_returns_state" ON "offline_returns" USING btree ("tenant_id","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);