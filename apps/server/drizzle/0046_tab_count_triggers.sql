-- 售后订单's and 问题件's tab counts as appended moves (after_sale_counts, problem_parcel_counts), written
-- by statement triggers on the tables, so no code path can forget one and a bulk change writes one move
-- per key; housekeeping folds them (src/modules/afterSale/tabCounts.ts).
CREATE FUNCTION after_sale_count_keys(status text, return_state text, waybill text) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN status = 'GOODS_RETURNING' AND return_state = 'WAIT_SIGNED' AND waybill IS NULL THEN ARRAY[status, 'CHIP:NO_WAYBILL']
    WHEN status = 'GOODS_RETURNING' AND return_state = 'WAIT_SIGNED' THEN ARRAY[status, 'CHIP:WAIT_SIGN']
    WHEN status = 'GOODS_RETURNING' AND return_state IN ('SIGNED', 'WAIT_FACTORY', 'GOODS_RETURNED_FACTORY')
      THEN ARRAY[status, 'CHIP:AT_STALL']
    ELSE ARRAY[status] END
$$;--> statement-breakpoint
CREATE FUNCTION after_sales_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO after_sale_counts (tenant_id, key, n)
    SELECT r.tenant_id, k, count(*) FROM new_rows r, unnest(after_sale_count_keys(r.status, r.return_state, r.return_waybill_no)) k
     GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO after_sale_counts (tenant_id, key, n)
    SELECT r.tenant_id, k, -count(*) FROM old_rows r, unnest(after_sale_count_keys(r.status, r.return_state, r.return_waybill_no)) k
     GROUP BY 1, 2;
  ELSE
    INSERT INTO after_sale_counts (tenant_id, key, n)
    SELECT tenant_id, key, sum(n) FROM (
      SELECT r.tenant_id, k AS key, -1 AS n FROM old_rows r, unnest(after_sale_count_keys(r.status, r.return_state, r.return_waybill_no)) k
      UNION ALL
      SELECT r.tenant_id, k, 1 FROM new_rows r, unnest(after_sale_count_keys(r.status, r.return_state, r.return_waybill_no)) k) moves
     GROUP BY 1, 2 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER after_sales_counted_insert AFTER INSERT ON after_sales REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION after_sales_counted();--> statement-breakpoint
CREATE TRIGGER after_sales_counted_update AFTER UPDATE ON after_sales REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION after_sales_counted();--> statement-breakpoint
CREATE TRIGGER after_sales_counted_delete AFTER DELETE ON after_sales REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION after_sales_counted();--> statement-breakpoint
CREATE FUNCTION after_sales_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM after_sale_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER after_sales_count_truncated AFTER TRUNCATE ON after_sales
  FOR EACH STATEMENT EXECUTE FUNCTION after_sales_count_truncated();--> statement-breakpoint
CREATE FUNCTION problem_parcels_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO problem_parcel_counts (tenant_id, state, n) SELECT tenant_id, state, count(*) FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO problem_parcel_counts (tenant_id, state, n) SELECT tenant_id, state, -count(*) FROM old_rows GROUP BY 1, 2;
  ELSE
    INSERT INTO problem_parcel_counts (tenant_id, state, n)
    SELECT tenant_id, state, sum(n) FROM (
      SELECT tenant_id, state, -1 AS n FROM old_rows UNION ALL SELECT tenant_id, state, 1 FROM new_rows) moves
     GROUP BY 1, 2 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER problem_parcels_counted_insert AFTER INSERT ON problem_parcels REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION problem_parcels_counted();--> statement-breakpoint
CREATE TRIGGER problem_parcels_counted_update AFTER UPDATE ON problem_parcels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION problem_parcels_counted();--> statement-breakpoint
CREATE TRIGGER problem_parcels_counted_delete AFTER DELETE ON problem_parcels REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION problem_parcels_counted();--> statement-breakpoint
CREATE FUNCTION problem_parcels_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM problem_parcel_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER problem_parcels_count_truncated AFTER TRUNCATE ON problem_parcels
  FOR EACH STATEMENT EXECUTE FUNCTION problem_parcels_count_truncated();--> statement-breakpoint
INSERT INTO after_sale_counts (tenant_id, key, n)
SELECT tenant_id, k, count(*) FROM after_sales, unnest(after_sale_count_keys(status, return_state, return_waybill_no)) k GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO problem_parcel_counts (tenant_id, state, n) SELECT tenant_id, state, count(*) FROM problem_parcels GROUP BY 1, 2;
