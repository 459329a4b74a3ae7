CREATE SEQUENCE "public"."daifa_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "courier_fee_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"courier_code" text NOT NULL,
	"warehouse_code" text NOT NULL,
	"province_code" text NOT NULL,
	"first_kg_fen" bigint NOT NULL,
	"extra_kg_fen" bigint NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daifa_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"type" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"external_id" text,
	"account_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daifa_order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"tenant_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"goods_id" text,
	"stall" text NOT NULL,
	"article_no" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"qty" integer NOT NULL,
	"took_qty" integer DEFAULT 0 NOT NULL,
	"price_fen" bigint NOT NULL,
	"service_fen" bigint NOT NULL,
	"weight_g" integer NOT NULL,
	"pickup_state" text DEFAULT 'WAITING_TAKING' NOT NULL,
	"exception_reason" text,
	"exception_detail" jsonb,
	"exception_at" timestamp with time zone,
	"exchanged" boolean DEFAULT false NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	"after_sale_state" text,
	"shop_order_line_id" bigint
);
--> statement-breakpoint
CREATE TABLE "daifa_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"request_key" text NOT NULL,
	"source" text NOT NULL,
	"shop_id" bigint,
	"shop_order_id" bigint,
	"platform" text,
	"platform_order_no" text,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiver_phone_tail" text,
	"province_code" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"sender" jsonb,
	"courier_code" text NOT NULL,
	"fee_rule_id" bigint,
	"weight_g" integer NOT NULL,
	"waybill_no" text,
	"goods_fen" bigint NOT NULL,
	"service_fen" bigint NOT NULL,
	"freight_fen" bigint NOT NULL,
	"pay_later_fen" bigint DEFAULT 0 NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"combined_state" text NOT NULL,
	"tab" text NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"ship_available_first" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"ship_by_at" timestamp with time zone,
	"attribution" jsonb,
	"pay_no" text,
	"fulfilment_seq" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daifa_tab_counts" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"tab" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "daifa_tab_counts_tenant_id_day_tab_pk" PRIMARY KEY("tenant_id","day","tab")
);
--> statement-breakpoint
ALTER TABLE "daifa_order_events" ADD CONSTRAINT "daifa_order_events_order_id_daifa_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."daifa_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daifa_order_lines" ADD CONSTRAINT "daifa_order_lines_order_id_daifa_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."daifa_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daifa_order_lines" ADD CONSTRAINT "daifa_order_lines_shop_order_line_id_shop_order_lines_id_fk" FOREIGN KEY ("shop_order_line_id") REFERENCES "public"."shop_order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daifa_orders" ADD CONSTRAINT "daifa_orders_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daifa_orders" ADD CONSTRAINT "daifa_orders_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_fee_rules_lookup" ON "courier_fee_rules" USING btree ("courier_code","warehouse_code","province_code","effective_from");--> statement-breakpoint
CREATE INDEX "daifa_order_events_order" ON "daifa_order_events" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "daifa_order_events_external" ON "daifa_order_events" USING btree ("external_id") WHERE "daifa_order_events"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "daifa_order_lines_order_line" ON "daifa_order_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "daifa_order_lines_active_shop_line" ON "daifa_order_lines" USING btree ("shop_order_line_id") WHERE "daifa_order_lines"."shop_order_line_id" is not null and not "daifa_order_lines"."canceled";--> statement-breakpoint
CREATE INDEX "daifa_order_lines_tenant_article" ON "daifa_order_lines" USING btree ("tenant_id","article_no");--> statement-breakpoint
CREATE INDEX "daifa_order_lines_tenant_stall" ON "daifa_order_lines" USING btree ("tenant_id","stall");--> statement-breakpoint
CREATE UNIQUE INDEX "daifa_orders_order_no" ON "daifa_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "daifa_orders_tenant_request_key" ON "daifa_orders" USING btree ("tenant_id","request_key");--> statement-breakpoint
CREATE INDEX "daifa_orders_tenant_time" ON "daifa_orders" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "daifa_orders_tenant_tab_time" ON "daifa_orders" USING btree ("tenant_id","tab","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "daifa_orders_tenant_platform_no" ON "daifa_orders" USING btree ("tenant_id","platform_order_no");--> statement-breakpoint
CREATE INDEX "daifa_orders_tenant_waybill" ON "daifa_orders" USING btree ("tenant_id","waybill_no") WHERE "daifa_orders"."waybill_no" is not null;--> statement-breakpoint
CREATE INDEX "daifa_orders_tenant_phone_tail" ON "daifa_orders" USING btree ("tenant_id","receiver_phone_tail");--> statement-breakpoint
CREATE INDEX "daifa_orders_tenant_flagged" ON "daifa_orders" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "daifa_orders"."flags" <> '{}';--> statement-breakpoint
CREATE INDEX "daifa_orders_waiting_payment" ON "daifa_orders" USING btree ("created_at") WHERE "daifa_orders"."status" = 'WAITING_PAYMENT';