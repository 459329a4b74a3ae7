ALTER TABLE "problem_parcels" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD COLUMN "after_sale_id" bigint;--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD COLUMN "order_no" text;--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD COLUMN "as_no" text;--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD COLUMN "goods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "problem_parcels_tenant_recent" ON "problem_parcels" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "problem_parcels_due" ON "problem_parcels" USING btree ("deadline_at") WHERE "problem_parcels"."state" = 'WAITING_PROCESS';--> statement-breakpoint
CREATE UNIQUE INDEX "problem_parcels_case" ON "problem_parcels" USING btree ("after_sale_id");