ALTER TABLE "daifa_tab_counts" DROP CONSTRAINT "daifa_tab_counts_tenant_id_day_tab_pk";--> statement-breakpoint
ALTER TABLE "daifa_tab_counts" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;--> statement-breakpoint
CREATE INDEX "daifa_tab_counts_day" ON "daifa_tab_counts" USING btree ("tenant_id","day","tab");