CREATE TABLE "shop_after_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"refund_id" text NOT NULL,
	"tid" text NOT NULL,
	"oid" text,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"platform_modified_at" timestamp with time zone NOT NULL,
	"shop_order_id" bigint,
	"shop_order_line_id" bigint,
	"after_sale_id" bigint,
	"raw" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "refund_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "refund_cursor" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "refund_pass_max" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_after_sales" ADD CONSTRAINT "shop_after_sales_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_after_sales" ADD CONSTRAINT "shop_after_sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_after_sales" ADD CONSTRAINT "shop_after_sales_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_after_sales" ADD CONSTRAINT "shop_after_sales_shop_order_line_id_shop_order_lines_id_fk" FOREIGN KEY ("shop_order_line_id") REFERENCES "public"."shop_order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_after_sales" ADD CONSTRAINT "shop_after_sales_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_after_sales_refund" ON "shop_after_sales" USING btree ("shop_id","refund_id");--> statement-breakpoint
CREATE INDEX "shop_after_sales_tenant_recent" ON "shop_after_sales" USING btree ("tenant_id","platform_modified_at","id");--> statement-breakpoint
CREATE INDEX "shop_after_sales_pending" ON "shop_after_sales" USING btree ("tenant_id","platform_modified_at","id") WHERE "shop_after_sales"."after_sale_id" is null and "shop_after_sales"."status" in ('REFUNDING', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "shop_after_sales_line" ON "shop_after_sales" USING btree ("shop_order_line_id");