CREATE TABLE "goods_associations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"article_no" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"goods_id" text NOT NULL,
	"goods_color" text NOT NULL,
	"goods_size" text NOT NULL,
	"stall" text NOT NULL,
	"goods_article_no" text NOT NULL,
	"title" text NOT NULL,
	"created_by" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_associations" ADD CONSTRAINT "goods_associations_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_associations_sku" ON "goods_associations" USING btree ("tenant_id","article_no","color","size");