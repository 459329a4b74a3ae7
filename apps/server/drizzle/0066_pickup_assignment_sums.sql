ALTER TABLE "pickup_assignments" ADD COLUMN "qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_assignments" ADD COLUMN "ref_price_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "pickup_assignments" a SET "qty" = t."qty", "ref_price_fen" = t."ref_price_fen"
  FROM "pickup_tasks" t WHERE t."id" = a."task_id";--> statement-breakpoint
-- A new work item carries its task's pieces and 参考价, so the board's sums and counts read assignments alone.
CREATE OR REPLACE FUNCTION pickup_assignment_copy_task() RETURNS trigger AS $$
BEGIN
  SELECT t.qty, t.ref_price_fen INTO NEW.qty, NEW.ref_price_fen FROM pickup_tasks t WHERE t.id = NEW.task_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER pickup_assignments_copy_task BEFORE INSERT ON "pickup_assignments"
  FOR EACH ROW EXECUTE FUNCTION pickup_assignment_copy_task();--> statement-breakpoint
-- 换档口 / 换款 change what an open line asks for: its open work item follows; a closed day's stays as it was.
CREATE OR REPLACE FUNCTION pickup_task_follow_open() RETURNS trigger AS $$
BEGIN
  UPDATE pickup_assignments SET qty = NEW.qty, ref_price_fen = NEW.ref_price_fen
   WHERE task_id = NEW.id AND state IN ('WAITING_ASSIGNED', 'TAKING');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER pickup_tasks_follow_open AFTER UPDATE OF "qty", "ref_price_fen" ON "pickup_tasks"
  FOR EACH ROW WHEN (OLD."qty" IS DISTINCT FROM NEW."qty" OR OLD."ref_price_fen" IS DISTINCT FROM NEW."ref_price_fen")
  EXECUTE FUNCTION pickup_task_follow_open();
