DROP INDEX "shop_after_sales_pending";--> statement-breakpoint
ALTER TABLE "shop_after_sales" ADD COLUMN "lapsed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shop_after_sales_pending" ON "shop_after_sales" USING btree ("tenant_id","platform_modified_at","id") WHERE "shop_after_sales"."after_sale_id" is null and "shop_after_sales"."status" in ('REFUNDING', 'REFUNDED') and "shop_after_sales"."dropshipped" and "shop_after_sales"."lapsed_at" is null;--> statement-breakpoint
-- A lapsed refund is no longer 待转: the tab counts' keys learn lapsed_at (every row is unlapsed now, so
-- the moves kept so far stay true).
CREATE FUNCTION shop_after_sale_count_keys(after_sale_id bigint, status text, dropshipped boolean, lapsed_at timestamptz)
RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN after_sale_id IS NOT NULL THEN ARRAY['ALL', 'CONVERTED']
    WHEN status IN ('REFUNDING', 'REFUNDED') AND dropshipped AND lapsed_at IS NULL THEN ARRAY['ALL', 'PENDING']
    ELSE ARRAY['ALL'] END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_after_sales_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shop_after_sale_counts (tenant_id, key, n)
    SELECT r.tenant_id, k, count(*)
      FROM new_rows r, unnest(shop_after_sale_count_keys(r.after_sale_id, r.status, r.dropshipped, r.lapsed_at)) k
     GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO shop_after_sale_counts (tenant_id, key, n)
    SELECT r.tenant_id, k, -count(*)
      FROM old_rows r, unnest(shop_after_sale_count_keys(r.after_sale_id, r.status, r.dropshipped, r.lapsed_at)) k
     GROUP BY 1, 2;
  ELSE
    INSERT INTO shop_after_sale_counts (tenant_id, key, n)
    SELECT tenant_id, key, sum(n) FROM (
      SELECT r.tenant_id, k AS key, -1 AS n
        FROM old_rows r, unnest(shop_after_sale_count_keys(r.after_sale_id, r.status, r.dropshipped, r.lapsed_at)) k
      UNION ALL
      SELECT r.tenant_id, k, 1
        FROM new_rows r, unnest(shop_after_sale_count_keys(r.after_sale_id, r.status, r.dropshipped, r.lapsed_at)) k) moves
     GROUP BY 1, 2 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION shop_after_sale_count_keys(bigint, text, boolean);
