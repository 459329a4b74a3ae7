CREATE TABLE "custom_goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"stall" text NOT NULL,
	"article_no" text NOT NULL,
	"title" text NOT NULL,
	"colors" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"price_fen" bigint NOT NULL,
	"weight_g" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_goods" ADD CONSTRAINT "custom_goods_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_goods_tenant_stall_article" ON "custom_goods" USING btree ("tenant_id","stall","article_no");--> statement-breakpoint
CREATE INDEX "custom_goods_tenant_recent" ON "custom_goods" USING btree ("tenant_id","updated_at","id");