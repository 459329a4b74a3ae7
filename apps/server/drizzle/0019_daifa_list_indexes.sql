DROP INDEX IF EXISTS "daifa_order_lines_tenant_article";--> statement-breakpoint
DROP INDEX IF EXISTS "daifa_order_lines_tenant_stall";--> statement-breakpoint
DROP INDEX IF EXISTS "daifa_orders_tenant_time";--> statement-breakpoint
DROP INDEX IF EXISTS "daifa_orders_tenant_tab_time";--> statement-breakpoint
DROP INDEX IF EXISTS "daifa_orders_tenant_flagged";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "daifa_order_lines_exception_kinds" ON "daifa_order_lines" USING btree ("tenant_id","pickup_state","exception_reason") WHERE "daifa_order_lines"."pickup_state" like 'E_%' and not "daifa_order_lines"."canceled";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "daifa_order_lines_tenant_article" ON "daifa_order_lines" USING btree ("tenant_id","article_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "daifa_order_lines_tenant_stall" ON "daifa_order_lines" USING btree ("tenant_id","stall" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "daifa_orders_tenant_time" ON "daifa_orders" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "daifa_orders_tenant_tab_time" ON "daifa_orders" USING btree ("tenant_id","tab","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "daifa_orders_tenant_flagged" ON "daifa_orders" USING btree ("tenant_id","created_at","id") WHERE "daifa_orders"."flags" <> '{}';