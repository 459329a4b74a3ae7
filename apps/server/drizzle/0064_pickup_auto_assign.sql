CREATE TABLE "pickup_auto_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"market_id" bigint,
	"floor_id" bigint,
	"supplier_id" bigint,
	"picker_id" bigint NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"on_duty" boolean DEFAULT true NOT NULL,
	"cap" integer
);
--> statement-breakpoint
ALTER TABLE "pickup_settings" ADD COLUMN "auto_assign" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_auto_rules" ADD CONSTRAINT "pickup_auto_rules_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_auto_rules" ADD CONSTRAINT "pickup_auto_rules_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_auto_rules" ADD CONSTRAINT "pickup_auto_rules_floor_id_market_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."market_floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_auto_rules" ADD CONSTRAINT "pickup_auto_rules_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_auto_rules_tenant" ON "pickup_auto_rules" USING btree ("tenant_id","priority");