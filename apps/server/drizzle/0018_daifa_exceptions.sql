ALTER TABLE "daifa_order_lines" ADD COLUMN "replenish_no" text;--> statement-breakpoint
ALTER TABLE "daifa_order_lines" ADD COLUMN "warehouse_due" text;--> statement-breakpoint
CREATE INDEX "daifa_order_lines_exceptions" ON "daifa_order_lines" USING btree ("tenant_id","exception_at") WHERE "daifa_order_lines"."pickup_state" like 'E_%' and not "daifa_order_lines"."canceled";--> statement-breakpoint
CREATE INDEX "daifa_order_lines_replenish" ON "daifa_order_lines" USING btree ("replenish_no") WHERE "daifa_order_lines"."replenish_no" is not null;--> statement-breakpoint
CREATE INDEX "daifa_order_lines_warehouse_due" ON "daifa_order_lines" USING btree ("id") WHERE "daifa_order_lines"."warehouse_due" is not null;