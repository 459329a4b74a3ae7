CREATE TABLE "erp_bindings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'KM' NOT NULL,
	"session" text NOT NULL,
	"orders_read_to" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"sync_error" text
);
--> statement-breakpoint
CREATE TABLE "erp_goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"item_id" text NOT NULL,
	"article_no" text NOT NULL,
	"title" text NOT NULL,
	"pic_url" text DEFAULT '' NOT NULL,
	"erp_supplier" text,
	"supplier_id" bigint,
	"sku_count" integer DEFAULT 0 NOT NULL,
	"erp_price_fen" bigint DEFAULT 0 NOT NULL,
	"take_price_fen" bigint,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "erp_purchase_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"purchase_no" text NOT NULL,
	"purchase_status" text NOT NULL,
	"detail_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"goods_id" bigint,
	"article_no" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"supplier_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "erp_bindings" ADD CONSTRAINT "erp_bindings_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_goods" ADD CONSTRAINT "erp_goods_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_goods" ADD CONSTRAINT "erp_goods_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_purchase_lines" ADD CONSTRAINT "erp_purchase_lines_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_purchase_lines" ADD CONSTRAINT "erp_purchase_lines_goods_id_erp_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."erp_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_purchase_lines" ADD CONSTRAINT "erp_purchase_lines_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "erp_goods_item" ON "erp_goods" USING btree ("tenant_id","item_id");--> statement-breakpoint
CREATE INDEX "erp_goods_article" ON "erp_goods" USING btree ("tenant_id","article_no");--> statement-breakpoint
CREATE INDEX "erp_goods_unassigned" ON "erp_goods" USING btree ("tenant_id","article_no") WHERE supplier_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "erp_purchase_lines_detail" ON "erp_purchase_lines" USING btree ("tenant_id","detail_id");--> statement-breakpoint
CREATE INDEX "erp_purchase_lines_order" ON "erp_purchase_lines" USING btree ("tenant_id","purchase_no");--> statement-breakpoint
CREATE INDEX "erp_purchase_lines_goods" ON "erp_purchase_lines" USING btree ("goods_id");--> statement-breakpoint
-- has_erp is read with the caller (a kept session): a change forgets the kept ones, as manual_delivery does
DROP TRIGGER accounts_auth_changed ON accounts;--> statement-breakpoint
CREATE TRIGGER accounts_auth_changed AFTER UPDATE OF state, parent_id, kind, username, sub_username, manual_delivery, has_erp OR DELETE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION oms_auth_changed();
