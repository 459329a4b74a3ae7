ALTER TABLE "pickup_assignments" ADD COLUMN "walk_key" text DEFAULT 'z' NOT NULL;
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "walk_key" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The walk as one sortable text: market (sort, id), floor (sort, id), 档口号 in natural order. Fixed-width
-- digits compare alike under any collation; a stall without a floor walks after its market's floors.
CREATE OR REPLACE FUNCTION supplier_walk_key(p_market bigint, p_floor bigint, p_stall_key text) RETURNS text AS $$
  SELECT lpad(m.sort::text, 6, '0') || lpad(m.id::text, 12, '0')
         || coalesce(lpad(f.sort::text, 6, '0') || lpad(f.id::text, 12, '0'), '999999999999999999') || p_stall_key
    FROM markets m LEFT JOIN market_floors f ON f.id = p_floor WHERE m.id = p_market
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION suppliers_set_walk_key() RETURNS trigger AS $$
BEGIN
  NEW.walk_key := coalesce(supplier_walk_key(NEW.market_id, NEW.floor_id, NEW.stall_key), 'z');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER suppliers_walk_key BEFORE INSERT OR UPDATE OF market_id, floor_id, stall_key ON "suppliers"
  FOR EACH ROW EXECUTE FUNCTION suppliers_set_walk_key();
--> statement-breakpoint
UPDATE "suppliers" SET "walk_key" = coalesce(supplier_walk_key("market_id", "floor_id", "stall_key"), 'z');
--> statement-breakpoint
UPDATE "pickup_assignments" a SET "walk_key" = s."walk_key" FROM "suppliers" s WHERE s."id" = a."supplier_id";
--> statement-breakpoint
-- A stall moved in the walk takes its work items along (rare: a new floor, a market re-sorted).
CREATE OR REPLACE FUNCTION suppliers_walk_follow() RETURNS trigger AS $$
BEGIN
  UPDATE pickup_assignments SET walk_key = NEW.walk_key WHERE supplier_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER suppliers_walk_follow AFTER UPDATE OF walk_key ON "suppliers"
  FOR EACH ROW WHEN (OLD.walk_key IS DISTINCT FROM NEW.walk_key) EXECUTE FUNCTION suppliers_walk_follow();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION walk_places_follow() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'markets' THEN
    UPDATE suppliers SET walk_key = supplier_walk_key(market_id, floor_id, stall_key) WHERE market_id = NEW.id;
  ELSE
    UPDATE suppliers SET walk_key = supplier_walk_key(market_id, floor_id, stall_key) WHERE floor_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER markets_walk_follow AFTER UPDATE OF sort ON "markets"
  FOR EACH ROW WHEN (OLD.sort IS DISTINCT FROM NEW.sort) EXECUTE FUNCTION walk_places_follow();
--> statement-breakpoint
CREATE TRIGGER market_floors_walk_follow AFTER UPDATE OF sort ON "market_floors"
  FOR EACH ROW WHEN (OLD.sort IS DISTINCT FROM NEW.sort) EXECUTE FUNCTION walk_places_follow();
--> statement-breakpoint
-- A work item walks where its stall is; matched later (未归类 → a stall saved), it moves with it.
CREATE OR REPLACE FUNCTION pickup_assignment_walk_key() RETURNS trigger AS $$
BEGIN
  NEW.walk_key := coalesce((SELECT s.walk_key FROM suppliers s WHERE s.id = NEW.supplier_id), 'z');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pickup_assignments_walk_key BEFORE INSERT OR UPDATE OF supplier_id ON "pickup_assignments"
  FOR EACH ROW EXECUTE FUNCTION pickup_assignment_walk_key();
--> statement-breakpoint
CREATE INDEX "pickup_assignments_walk" ON "pickup_assignments" USING btree ("tenant_id","day","walk_key","id");
--> statement-breakpoint
CREATE INDEX "pickup_assignments_supplier" ON "pickup_assignments" USING btree ("supplier_id","day");
