CREATE TABLE "shop_write_backs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"daifa_order_id" bigint NOT NULL,
	"shop_order_id" bigint NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_write_backs" ADD CONSTRAINT "shop_write_backs_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_write_backs" ADD CONSTRAINT "shop_write_backs_daifa_order_id_daifa_orders_id_fk" FOREIGN KEY ("daifa_order_id") REFERENCES "public"."daifa_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_write_backs" ADD CONSTRAINT "shop_write_backs_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_write_backs_order" ON "shop_write_backs" USING btree ("daifa_order_id");--> statement-breakpoint
CREATE INDEX "shop_write_backs_due" ON "shop_write_backs" USING btree ("next_at") WHERE "shop_write_backs"."state" = 'PENDING';