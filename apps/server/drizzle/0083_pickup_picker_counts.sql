-- Writers wait until this commits: a report running the old trigger function while the table below is
-- made would leave its move out of the pickers' counts for good.
LOCK TABLE "pickup_assignments" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "pickup_day_picker_counts" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"picker_id" bigint NOT NULL,
	"state" text NOT NULL,
	"printed" boolean NOT NULL,
	"n" integer NOT NULL,
	"pieces" integer NOT NULL,
	"ref_fen" bigint NOT NULL,
	"took" integer NOT NULL,
	"took_fen" bigint NOT NULL,
	"last_report_at" timestamp with time zone,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pickup_day_counts" ADD COLUMN "folded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "pickup_day_picker_counts_day" ON "pickup_day_picker_counts" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "pickup_day_picker_counts_unfolded" ON "pickup_day_picker_counts" USING btree ("tenant_id","day","picker_id","state","printed") WHERE not "pickup_day_picker_counts"."folded";--> statement-breakpoint
CREATE INDEX "pickup_day_counts_unfolded" ON "pickup_day_counts" USING btree ("tenant_id","day","supplier_id","picker_id","state","printed") WHERE not "pickup_day_counts"."folded";--> statement-breakpoint
-- What is there becomes one folded row a key, and the pickers' rows are summed from it.
WITH gone AS (DELETE FROM pickup_day_counts RETURNING *)
INSERT INTO pickup_day_counts (tenant_id, day, supplier_id, picker_id, state, printed, n, pieces, ref_fen, took, took_fen, last_report_at, folded)
SELECT tenant_id, day, supplier_id, picker_id, state, printed, sum(n), sum(pieces), sum(ref_fen), sum(took), sum(took_fen), max(last_report_at), true
  FROM gone GROUP BY 1, 2, 3, 4, 5, 6
HAVING sum(n) <> 0 OR sum(pieces) <> 0 OR sum(ref_fen) <> 0 OR sum(took) <> 0 OR sum(took_fen) <> 0 OR max(last_report_at) IS NOT NULL;--> statement-breakpoint
INSERT INTO pickup_day_picker_counts (tenant_id, day, picker_id, state, printed, n, pieces, ref_fen, took, took_fen, last_report_at, folded)
SELECT tenant_id, day, picker_id, state, printed, sum(n), sum(pieces), sum(ref_fen), sum(took), sum(took_fen), max(last_report_at), true
  FROM pickup_day_counts GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- The triggers' moves go to both: the stalls' rows, and the same moves summed over the stalls.
CREATE OR REPLACE FUNCTION pickup_assignments_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH moves AS (
      SELECT tenant_id, day, coalesce(supplier_id, 0) AS supplier_id, coalesce(picker_id, 0) AS picker_id, state,
             printed_at IS NOT NULL AS printed, count(*)::int AS n, sum(qty)::int AS pieces,
             sum(qty::bigint * ref_price_fen) AS ref_fen, sum(took_qty)::int AS took,
             sum(took_qty::bigint * coalesce(took_price_fen, 0)) AS took_fen, max(reported_at) AS last_report_at
        FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6),
    stalls AS (
      INSERT INTO pickup_day_counts (tenant_id, day, supplier_id, picker_id, state, printed, n, pieces, ref_fen, took, took_fen, last_report_at)
      SELECT * FROM moves)
    INSERT INTO pickup_day_picker_counts (tenant_id, day, picker_id, state, printed, n, pieces, ref_fen, took, took_fen, last_report_at)
    SELECT tenant_id, day, picker_id, state, printed, sum(n), sum(pieces), sum(ref_fen), sum(took), sum(took_fen), max(last_report_at)
      FROM moves GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    WITH moves AS (
      SELECT tenant_id, day, coalesce(supplier_id, 0) AS supplier_id, coalesce(picker_id, 0) AS picker_id, state,
             printed_at IS NOT NULL AS printed, -count(*)::int AS n, -sum(qty)::int AS pieces,
             -sum(qty::bigint * ref_price_fen) AS ref_fen, -sum(took_qty)::int AS took,
             -sum(took_qty::bigint * coalesce(took_price_fen, 0)) AS took_fen, NULL::timestamptz AS last_report_at
        FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6),
    stalls AS (
      INSERT INTO pickup_day_counts (tenant_id, day, supplier_id, picker_id, state, printed, n, pieces, ref_fen, took, took_fen, last_report_at)
      SELECT * FROM moves)
    INSERT INTO pickup_day_picker_counts (tenant_id, day, picker_id, state, printed, n, pieces, ref_fen, took, took_fen, last_report_at)
    SELECT tenant_id, day, picker_id, state, printed, sum(n), sum(pieces), sum(ref_fen), sum(took), sum(took_fen), max(last_report_at)
      FROM moves GROUP BY 1, 2, 3, 4, 5;
  ELSE
    WITH moves AS (
      SELECT tenant_id, day, supplier_id, picker_id, state, printed, sum(n)::int AS n, sum(pieces)::int AS pieces,
             sum(ref_fen) AS ref_fen, sum(took)::int AS took, sum(took_fen) AS took_fen, max(last_report_at) AS last_report_at
        FROM (
          SELECT tenant_id, day, coalesce(supplier_id, 0) AS supplier_id, coalesce(picker_id, 0) AS picker_id, state,
                 printed_at IS NOT NULL AS printed, -1 AS n, -qty AS pieces, -(qty::bigint * ref_price_fen) AS ref_fen,
                 -took_qty AS took, -(took_qty::bigint * coalesce(took_price_fen, 0)) AS took_fen, NULL::timestamptz AS last_report_at
            FROM old_rows
          UNION ALL
          SELECT tenant_id, day, coalesce(supplier_id, 0), coalesce(picker_id, 0), state, printed_at IS NOT NULL, 1, qty,
                 qty::bigint * ref_price_fen, took_qty, took_qty::bigint * coalesce(took_price_fen, 0), reported_at
            FROM new_rows) m
       GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(n) <> 0 OR sum(pieces) <> 0 OR sum(ref_fen) <> 0 OR sum(took) <> 0 OR sum(took_fen) <> 0
          OR max(last_report_at) IS NOT NULL),
    stalls AS (
      INSERT INTO pickup_day_counts (tenant_id, day, supplier_id, picker_id, state, printed, n, pieces, ref_fen, took, took_fen, last_report_at)
      SELECT * FROM moves)
    INSERT INTO pickup_day_picker_counts (tenant_id, day, picker_id, state, printed, n, pieces, ref_fen, took, took_fen, last_report_at)
    SELECT tenant_id, day, picker_id, state, printed, sum(n), sum(pieces), sum(ref_fen), sum(took), sum(took_fen), max(last_report_at)
      FROM moves GROUP BY 1, 2, 3, 4, 5
    HAVING sum(n) <> 0 OR sum(pieces) <> 0 OR sum(ref_fen) <> 0 OR sum(took) <> 0 OR sum(took_fen) <> 0
        OR max(last_report_at) IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pickup_assignments_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pickup_day_counts;
  DELETE FROM pickup_day_picker_counts;
  RETURN NULL;
END $$;
