CREATE TABLE "pack_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scanned_by" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pack_slots" (
	"tenant_id" bigint NOT NULL,
	"slot_no" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" bigint NOT NULL,
	CONSTRAINT "pack_slots_tenant_id_slot_no_pk" PRIMARY KEY("tenant_id","slot_no")
);
--> statement-breakpoint
ALTER TABLE "pack_scans" ADD CONSTRAINT "pack_scans_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_scans" ADD CONSTRAINT "pack_scans_order_id_daifa_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."daifa_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_scans" ADD CONSTRAINT "pack_scans_task_id_pickup_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."pickup_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_slots" ADD CONSTRAINT "pack_slots_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_slots" ADD CONSTRAINT "pack_slots_order_id_daifa_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."daifa_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pack_scans_order" ON "pack_scans" USING btree ("order_id","task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pack_slots_order" ON "pack_slots" USING btree ("order_id");