CREATE TABLE "own_waybills" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"courier_code" text NOT NULL,
	"waybill_no" text NOT NULL,
	"mark_destination" text NOT NULL,
	"sorting_code" text NOT NULL,
	"package_name" text NOT NULL,
	"package_code" text NOT NULL,
	"allocated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"printed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "own_waybills" ADD CONSTRAINT "own_waybills_order_id_daifa_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."daifa_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_waybills" ADD CONSTRAINT "own_waybills_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "own_waybills_number" ON "own_waybills" USING btree ("courier_code","waybill_no");