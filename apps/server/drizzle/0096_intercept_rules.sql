CREATE TABLE "intercept_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"rule_id" bigint,
	"rule_name" text NOT NULL,
	"order_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"actions" text NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intercept_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "hold_urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "intercept_hits" ADD CONSTRAINT "intercept_hits_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intercept_hits" ADD CONSTRAINT "intercept_hits_rule_id_intercept_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."intercept_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intercept_hits" ADD CONSTRAINT "intercept_hits_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intercept_rules" ADD CONSTRAINT "intercept_rules_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intercept_hits_tenant_at" ON "intercept_hits" USING btree ("tenant_id","at","id");--> statement-breakpoint
CREATE INDEX "intercept_hits_rule_at" ON "intercept_hits" USING btree ("rule_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "intercept_hits_order_rule" ON "intercept_hits" USING btree ("order_id","rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "intercept_rules_tenant_position" ON "intercept_rules" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "shop_orders_hold_until" ON "shop_orders" USING btree ("hold_until") WHERE "shop_orders"."hold_until" is not null;