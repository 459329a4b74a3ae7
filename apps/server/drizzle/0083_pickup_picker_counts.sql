-- Writers wait until this commits: a move appended while the pickers' table is filled below, before its
-- trigger exists, would be left out of it for good.
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
-- The pickers' rows are the stalls' moves summed over the stalls: a trigger on what the assignments'
-- triggers append (the fold's own rows, folded, are not moves).
CREATE FUNCTION pickup_day_counts_by_picker() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pickup_day_picker_counts (tenant_id, day, picker_id, state, printed, n, pieces, ref_fen, took, took_fen, last_report_at)
  SELECT tenant_id, day, picker_id, state, printed, sum(n), sum(pieces), sum(ref_fen), sum(took), sum(took_fen), max(last_report_at)
    FROM new_rows WHERE NOT folded GROUP BY 1, 2, 3, 4, 5
  HAVING sum(n) <> 0 OR sum(pieces) <> 0 OR sum(ref_fen) <> 0 OR sum(took) <> 0 OR sum(took_fen) <> 0
      OR max(last_report_at) IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER pickup_day_counts_by_picker AFTER INSERT ON pickup_day_counts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_day_counts_by_picker();--> statement-breakpoint
CREATE OR REPLACE FUNCTION pickup_assignments_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pickup_day_counts;
  DELETE FROM pickup_day_picker_counts;
  RETURN NULL;
END $$;
