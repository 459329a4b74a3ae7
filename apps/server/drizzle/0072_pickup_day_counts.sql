CREATE TABLE "pickup_day_counts" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"supplier_id" bigint NOT NULL,
	"picker_id" bigint NOT NULL,
	"state" text NOT NULL,
	"printed" boolean NOT NULL,
	"n" integer NOT NULL,
	"pieces" integer NOT NULL,
	"ref_fen" bigint NOT NULL,
	"took" integer NOT NULL,
	"took_fen" bigint NOT NULL,
	"last_report_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stat_pickup_articles" (
	"tenant_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"stall" text NOT NULL,
	"article_no" text NOT NULL,
	"day" date NOT NULL,
	"answered" integer NOT NULL,
	"lacked" integer NOT NULL,
	CONSTRAINT "stat_pickup_articles_tenant_id_day_supplier_id_stall_article_no_pk" PRIMARY KEY("tenant_id","day","supplier_id","stall","article_no")
);
--> statement-breakpoint
CREATE TABLE "stat_pickup_people" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"picker_id" bigint NOT NULL,
	"lines" integer NOT NULL,
	"took_pieces" integer NOT NULL,
	"took_fen" bigint NOT NULL,
	"lack_lines" integer NOT NULL,
	CONSTRAINT "stat_pickup_people_tenant_id_day_picker_id_pk" PRIMARY KEY("tenant_id","day","picker_id")
);
--> statement-breakpoint
CREATE TABLE "stat_pickup_stalls" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"supplier_id" bigint NOT NULL,
	"stall" text NOT NULL,
	"answered" integer NOT NULL,
	"lacked" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stat_pickup_stalls_tenant_id_day_supplier_id_stall_pk" PRIMARY KEY("tenant_id","day","supplier_id","stall")
);
--> statement-breakpoint
ALTER TABLE "stat_pickup_articles" ADD CONSTRAINT "stat_pickup_articles_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_pickup_people" ADD CONSTRAINT "stat_pickup_people_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_pickup_stalls" ADD CONSTRAINT "stat_pickup_stalls_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_day_counts_day" ON "pickup_day_counts" USING btree ("tenant_id","day","picker_id");--> statement-breakpoint
CREATE INDEX "stat_pickup_articles_key" ON "stat_pickup_articles" USING btree ("tenant_id","supplier_id","article_no","day");--> statement-breakpoint
CREATE INDEX "stat_pickup_articles_lacks" ON "stat_pickup_articles" USING btree ("tenant_id","day") WHERE lacked > 0;--> statement-breakpoint
-- The board's day figures as appended moves (pickup_day_counts): statement triggers on the assignments,
-- so every move — a report, a bulk 指派, the rollover, a trigger following its task — writes one row per
-- key it changed; housekeeping folds them (src/modules/pickup/dayCounts.ts).
CREATE FUNCTION pickup_assignments_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO pickup_day_counts (tenant_id, day, supplier_id, picker_id, state, printed, n, pieces, ref_fen, took, took_fen, last_report_at)
    SELECT tenant_id, day, coalesce(supplier_id, 0), coalesce(picker_id, 0), state, printed_at IS NOT NULL, count(*),
           sum(qty), sum(qty::bigint * ref_price_fen), sum(took_qty), sum(took_qty::bigint * coalesce(took_price_fen, 0)), max(reported_at)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO pickup_day_counts (tenant_id, day, supplier_id, picker_id, state, printed, n, pieces, ref_fen, took, took_fen)
    SELECT tenant_id, day, coalesce(supplier_id, 0), coalesce(picker_id, 0), state, printed_at IS NOT NULL, -count(*),
           -sum(qty), -sum(qty::bigint * ref_price_fen), -sum(took_qty), -sum(took_qty::bigint * coalesce(took_price_fen, 0))
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6;
  ELSE
    INSERT INTO pickup_day_counts (tenant_id, day, supplier_id, picker_id, state, printed, n, pieces, ref_fen, took, took_fen, last_report_at)
    SELECT tenant_id, day, supplier_id, picker_id, state, printed, sum(n), sum(pieces), sum(ref_fen), sum(took), sum(took_fen), max(last_report_at)
      FROM (
        SELECT tenant_id, day, coalesce(supplier_id, 0) AS supplier_id, coalesce(picker_id, 0) AS picker_id, state,
               printed_at IS NOT NULL AS printed, -1 AS n, -qty AS pieces, -(qty::bigint * ref_price_fen) AS ref_fen,
               -took_qty AS took, -(took_qty::bigint * coalesce(took_price_fen, 0)) AS took_fen, NULL::timestamptz AS last_report_at
          FROM old_rows
        UNION ALL
        SELECT tenant_id, day, coalesce(supplier_id, 0), coalesce(picker_id, 0), state, printed_at IS NOT NULL, 1, qty,
               qty::bigint * ref_price_fen, took_qty, took_qty::bigint * coalesce(took_price_fen, 0), reported_at
          FROM new_rows) moves
     GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(n) <> 0 OR sum(pieces) <> 0 OR sum(ref_fen) <> 0 OR sum(took) <> 0 OR sum(took_fen) <> 0
        OR max(last_report_at) IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER pickup_assignments_counted_insert AFTER INSERT ON pickup_assignments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_assignments_counted();--> statement-breakpoint
CREATE TRIGGER pickup_assignments_counted_update AFTER UPDATE ON pickup_assignments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_assignments_counted();--> statement-breakpoint
CREATE TRIGGER pickup_assignments_counted_delete AFTER DELETE ON pickup_assignments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_assignments_counted();--> statement-breakpoint
CREATE FUNCTION pickup_assignments_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pickup_day_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER pickup_assignments_count_truncated AFTER TRUNCATE ON pickup_assignments
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_assignments_count_truncated();--> statement-breakpoint
INSERT INTO pickup_day_counts (tenant_id, day, supplier_id, picker_id, state, printed, n, pieces, ref_fen, took, took_fen, last_report_at)
SELECT tenant_id, day, coalesce(supplier_id, 0), coalesce(picker_id, 0), state, printed_at IS NOT NULL, count(*),
       sum(qty), sum(qty::bigint * ref_price_fen), sum(took_qty), sum(took_qty::bigint * coalesce(took_price_fen, 0)), max(reported_at)
  FROM pickup_assignments GROUP BY 1, 2, 3, 4, 5, 6;
