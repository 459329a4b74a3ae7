CREATE TABLE "auto_after_sale_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"shop_after_sale_id" bigint NOT NULL,
	"rule" text,
	"result" text NOT NULL,
	"as_no" text,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_after_sale_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_after_sales" ADD COLUMN "auto_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auto_after_sale_logs" ADD CONSTRAINT "auto_after_sale_logs_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_after_sale_logs" ADD CONSTRAINT "auto_after_sale_logs_shop_after_sale_id_shop_after_sales_id_fk" FOREIGN KEY ("shop_after_sale_id") REFERENCES "public"."shop_after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_after_sale_logs_tenant_recent" ON "auto_after_sale_logs" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "auto_after_sale_logs_case" ON "auto_after_sale_logs" USING btree ("shop_after_sale_id");