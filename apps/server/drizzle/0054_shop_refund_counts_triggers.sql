-- shop_after_sales.dropshipped: the refund's shop line went out as a dropship line not canceled. Kept by
-- row triggers on both tables (the refund may arrive before or after the line is placed; a line may be
-- canceled later), so 店铺售后待转 and the 自动售后 sweep read a column and a partial index.
CREATE FUNCTION shop_after_sales_dropshipped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.dropshipped := NEW.shop_order_line_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM daifa_order_lines x WHERE x.shop_order_line_id = NEW.shop_order_line_id AND NOT x.canceled);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER shop_after_sales_dropshipped BEFORE INSERT OR UPDATE OF shop_order_line_id ON shop_after_sales
  FOR EACH ROW EXECUTE FUNCTION shop_after_sales_dropshipped();--> statement-breakpoint
CREATE FUNCTION daifa_line_shop_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lines bigint[] := ARRAY[]::bigint[];
BEGIN
  IF TG_OP <> 'INSERT' THEN lines := lines || OLD.shop_order_line_id; END IF;
  IF TG_OP <> 'DELETE' THEN lines := lines || NEW.shop_order_line_id; END IF;
  UPDATE shop_after_sales s
     SET dropshipped = d.live
    FROM (SELECT s2.id, EXISTS (SELECT 1 FROM daifa_order_lines x
                                 WHERE x.shop_order_line_id = s2.shop_order_line_id AND NOT x.canceled) AS live
            FROM shop_after_sales s2 WHERE s2.shop_order_line_id = ANY (lines)) d
   WHERE s.id = d.id AND s.dropshipped IS DISTINCT FROM d.live;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER daifa_lines_shop_refunds_insert AFTER INSERT ON daifa_order_lines
  FOR EACH ROW WHEN (NEW.shop_order_line_id IS NOT NULL) EXECUTE FUNCTION daifa_line_shop_refunds();--> statement-breakpoint
CREATE TRIGGER daifa_lines_shop_refunds_update AFTER UPDATE OF shop_order_line_id, canceled ON daifa_order_lines
  FOR EACH ROW WHEN (OLD.shop_order_line_id IS DISTINCT FROM NEW.shop_order_line_id OR OLD.canceled IS DISTINCT FROM NEW.canceled)
  EXECUTE FUNCTION daifa_line_shop_refunds();--> statement-breakpoint
CREATE TRIGGER daifa_lines_shop_refunds_delete AFTER DELETE ON daifa_order_lines
  FOR EACH ROW WHEN (OLD.shop_order_line_id IS NOT NULL) EXECUTE FUNCTION daifa_line_shop_refunds();--> statement-breakpoint
UPDATE shop_after_sales s SET dropshipped = true
 WHERE EXISTS (SELECT 1 FROM daifa_order_lines x WHERE x.shop_order_line_id = s.shop_order_line_id AND NOT x.canceled);
--> statement-breakpoint
-- 店铺售后's tab counts as appended moves (shop_after_sale_counts), one move per key a statement, folded by
-- housekeeping (src/modules/afterSale/tabCounts.ts) as 售后订单's are.
CREATE FUNCTION shop_after_sale_count_keys(after_sale_id bigint, status text, dropshipped boolean) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN after_sale_id IS NOT NULL THEN ARRAY['ALL', 'CONVERTED']
    WHEN status IN ('REFUNDING', 'REFUNDED') AND dropshipped THEN ARRAY['ALL', 'PENDING']
    ELSE ARRAY['ALL'] END
$$;--> statement-breakpoint
CREATE FUNCTION shop_after_sales_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shop_after_sale_counts (tenant_id, key, n)
    SELECT r.tenant_id, k, count(*) FROM new_rows r, unnest(shop_after_sale_count_keys(r.after_sale_id, r.status, r.dropshipped)) k
     GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO shop_after_sale_counts (tenant_id, key, n)
    SELECT r.tenant_id, k, -count(*) FROM old_rows r, unnest(shop_after_sale_count_keys(r.after_sale_id, r.status, r.dropshipped)) k
     GROUP BY 1, 2;
  ELSE
    INSERT INTO shop_after_sale_counts (tenant_id, key, n)
    SELECT tenant_id, key, sum(n) FROM (
      SELECT r.tenant_id, k AS key, -1 AS n FROM old_rows r, unnest(shop_after_sale_count_keys(r.after_sale_id, r.status, r.dropshipped)) k
      UNION ALL
      SELECT r.tenant_id, k, 1 FROM new_rows r, unnest(shop_after_sale_count_keys(r.after_sale_id, r.status, r.dropshipped)) k) moves
     GROUP BY 1, 2 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shop_after_sales_counted_insert AFTER INSERT ON shop_after_sales REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_after_sales_counted();--> statement-breakpoint
CREATE TRIGGER shop_after_sales_counted_update AFTER UPDATE ON shop_after_sales REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_after_sales_counted();--> statement-breakpoint
CREATE TRIGGER shop_after_sales_counted_delete AFTER DELETE ON shop_after_sales REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_after_sales_counted();--> statement-breakpoint
CREATE FUNCTION shop_after_sales_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM shop_after_sale_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shop_after_sales_count_truncated AFTER TRUNCATE ON shop_after_sales
  FOR EACH STATEMENT EXECUTE FUNCTION shop_after_sales_count_truncated();--> statement-breakpoint
INSERT INTO shop_after_sale_counts (tenant_id, key, n)
SELECT tenant_id, k, count(*) FROM shop_after_sales, unnest(shop_after_sale_count_keys(after_sale_id, status, dropshipped)) k
 GROUP BY 1, 2;
