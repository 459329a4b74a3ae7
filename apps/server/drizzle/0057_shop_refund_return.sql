ALTER TABLE "shop_after_sales" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "shop_after_sales" ADD COLUMN "return_waybill_no" text;--> statement-breakpoint
ALTER TABLE "shop_after_sales" ADD COLUMN "return_company" text;