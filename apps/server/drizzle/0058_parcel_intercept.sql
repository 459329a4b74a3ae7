ALTER TABLE "after_sales" ADD COLUMN "intercept_state" text;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "next_as_no" text;