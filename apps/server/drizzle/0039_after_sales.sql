CREATE SEQUENCE "public"."after_sale_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "after_sale_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"after_sale_id" bigint NOT NULL,
	"type" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"account_id" bigint,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"after_sale_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"qty" integer NOT NULL,
	"refund_fen" bigint DEFAULT 0 NOT NULL,
	"open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"as_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"return_state" text,
	"source" text DEFAULT 'MANUAL' NOT NULL,
	"reason" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"applied_fen" bigint NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"fee_fen" bigint DEFAULT 0 NOT NULL,
	"return_waybill_no" text,
	"version" integer DEFAULT 0 NOT NULL,
	"account_id" bigint,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD CONSTRAINT "after_sale_events_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_line_id_daifa_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."daifa_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_daifa_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."daifa_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_events_case" ON "after_sale_events" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE INDEX "after_sale_lines_case" ON "after_sale_lines" USING btree ("after_sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_lines_one_open" ON "after_sale_lines" USING btree ("line_id") WHERE "after_sale_lines"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_as_no" ON "after_sales" USING btree ("as_no");--> statement-breakpoint
CREATE INDEX "after_sales_tenant_recent" ON "after_sales" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "after_sales_tenant_status" ON "after_sales" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "after_sales_order" ON "after_sales" USING btree ("order_id");