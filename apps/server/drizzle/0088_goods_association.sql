CREATE TABLE "goods_association_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"article_no" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"action" text NOT NULL,
	"goods" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"account_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_suggestions" (
	"sku_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"goods_id" text NOT NULL,
	"goods_color" text NOT NULL,
	"goods_size" text NOT NULL,
	"stall" text NOT NULL,
	"goods_article_no" text NOT NULL,
	"title" text NOT NULL,
	"price_fen" bigint NOT NULL,
	"score" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_skus" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"article_no" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"stall" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suggested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "goods_associations" ADD COLUMN "linked_price_fen" bigint;--> statement-breakpoint
ALTER TABLE "goods_associations" ADD COLUMN "market_price_fen" bigint;--> statement-breakpoint
ALTER TABLE "goods_associations" ADD COLUMN "state" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_associations" ADD COLUMN "invalid_reason" text;--> statement-breakpoint
ALTER TABLE "goods_associations" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods_association_history" ADD CONSTRAINT "goods_association_history_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_suggestions" ADD CONSTRAINT "goods_suggestions_sku_id_shop_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_suggestions" ADD CONSTRAINT "goods_suggestions_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_skus" ADD CONSTRAINT "shop_skus_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_association_history_sku" ON "goods_association_history" USING btree ("tenant_id","article_no","color","size","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_skus_key" ON "shop_skus" USING btree ("tenant_id","article_no","color","size");--> statement-breakpoint
CREATE INDEX "shop_skus_tenant_seen" ON "shop_skus" USING btree ("tenant_id","last_seen_at","id");--> statement-breakpoint
CREATE INDEX "goods_associations_checked" ON "goods_associations" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "goods_associations_goods" ON "goods_associations" USING btree ("tenant_id","goods_id");--> statement-breakpoint
-- every SKU already synced, as its newest order showed it
INSERT INTO "shop_skus" ("tenant_id", "article_no", "color", "size", "title", "image_url", "stall", "first_seen_at", "last_seen_at")
SELECT l.tenant_id, l.article_no, l.color, l.size,
       (array_agg(l.title ORDER BY o.order_time DESC))[1],
       (array_agg(l.image_url ORDER BY o.order_time DESC))[1],
       (array_agg(l.stall ORDER BY o.order_time DESC))[1],
       min(o.order_time), max(o.order_time)
  FROM "shop_order_lines" l JOIN "shop_orders" o ON o.id = l.order_id
 GROUP BY l.tenant_id, l.article_no, l.color, l.size
ON CONFLICT DO NOTHING;
