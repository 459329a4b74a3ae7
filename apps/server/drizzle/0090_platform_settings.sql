CREATE TABLE "shipping_info_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"sender_name" text,
	"sender_phone" text,
	"remark" text DEFAULT '' NOT NULL,
	"neutral" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speed_delivery_settings" (
	"tenant_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "speed_delivery_settings_tenant_id_platform_pk" PRIMARY KEY("tenant_id","platform")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "sender_phone" text;--> statement-breakpoint
ALTER TABLE "shop_write_backs" ADD COLUMN "early" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_info_settings" ADD CONSTRAINT "shipping_info_settings_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speed_delivery_settings" ADD CONSTRAINT "speed_delivery_settings_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daifa_orders_flag_collect_overdue" ON "daifa_orders" USING btree ("tenant_id","created_at","id","tab") WHERE 'COLLECT_OVERDUE' = any(flags);--> statement-breakpoint
CREATE INDEX "shop_write_backs_early" ON "shop_write_backs" USING btree ("created_at") WHERE "shop_write_backs"."early";