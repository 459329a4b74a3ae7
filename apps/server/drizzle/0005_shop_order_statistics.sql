-- A shop belongs to one tenant: without this the planner multiplies the two filters' selectivities,
-- expects a few hundred rows where there are thousands, and sorts a bitmap scan instead of reading
-- the (tenant, status, time) index newest first and stopping at the page's 51st row.
CREATE STATISTICS IF NOT EXISTS "shop_orders_tenant_shop" (dependencies, ndistinct) ON "tenant_id", "shop_id" FROM "shop_orders";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "shop_orders_tenant_platform" (dependencies, ndistinct) ON "tenant_id", "platform" FROM "shop_orders";--> statement-breakpoint
ANALYZE "shop_orders";
