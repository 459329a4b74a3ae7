CREATE TABLE "shop_after_sale_counts" (
	"tenant_id" bigint NOT NULL,
	"key" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_after_sale_leaks" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"fen" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "shop_after_sales_pending";--> statement-breakpoint
ALTER TABLE "shop_after_sales" ADD COLUMN "dropshipped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_after_sale_leaks" ADD CONSTRAINT "shop_after_sale_leaks_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_after_sale_counts_tenant" ON "shop_after_sale_counts" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "shop_after_sales_converted" ON "shop_after_sales" USING btree ("tenant_id") WHERE "shop_after_sales"."after_sale_id" is not null;--> statement-breakpoint
CREATE INDEX "shop_after_sales_pending" ON "shop_after_sales" USING btree ("tenant_id","platform_modified_at","id") WHERE "shop_after_sales"."after_sale_id" is null and "shop_after_sales"."status" in ('REFUNDING', 'REFUNDED') and "shop_after_sales"."dropshipped";