ALTER TABLE "after_sale_lines" ADD COLUMN "accepted_qty" integer;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD COLUMN "refuse_reason" text;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "return_courier" text;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "waybill_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "returns_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "return_weight_g" integer;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "signed_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "problem_reason" text;--> statement-breakpoint
CREATE INDEX "after_sales_waybill_due" ON "after_sales" USING btree ("waybill_due_at") WHERE "after_sales"."status" = 'GOODS_RETURNING' and "after_sales"."return_waybill_no" is null;--> statement-breakpoint
CREATE INDEX "after_sales_return_waybill" ON "after_sales" USING btree ("tenant_id","return_waybill_no") WHERE "after_sales"."return_waybill_no" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_open_return_waybill" ON "after_sales" USING btree ("return_waybill_no") WHERE "after_sales"."status" in ('GOODS_RETURNING', 'PROBLEM');