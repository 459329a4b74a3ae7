ALTER TABLE "after_sales" ADD COLUMN "exchange_to" text;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "reship_waybill_no" text;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "reship_courier" text;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "reshipped_at" timestamp with time zone;