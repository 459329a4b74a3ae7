CREATE TABLE "home_daily" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_daily_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "home_daily" ADD CONSTRAINT "home_daily_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daifa_orders_tenant_paid" ON "daifa_orders" USING btree ("tenant_id","paid_at") WHERE "daifa_orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "daifa_orders_tenant_delivered" ON "daifa_orders" USING btree ("tenant_id","delivered_at") WHERE "daifa_orders"."delivered_at" is not null;