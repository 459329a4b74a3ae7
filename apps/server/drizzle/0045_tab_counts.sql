CREATE TABLE "after_sale_counts" (
	"tenant_id" bigint NOT NULL,
	"key" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_parcel_counts" (
	"tenant_id" bigint NOT NULL,
	"state" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "after_sale_counts_tenant" ON "after_sale_counts" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "problem_parcel_counts_tenant" ON "problem_parcel_counts" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "problem_parcels_tenant_due" ON "problem_parcels" USING btree ("tenant_id","deadline_at") WHERE "problem_parcels"."state" = 'WAITING_PROCESS';