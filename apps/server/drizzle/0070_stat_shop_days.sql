CREATE TABLE "stat_shop_days" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"shop_id" bigint NOT NULL,
	"orders" integer NOT NULL,
	"pieces" integer NOT NULL,
	"took_pieces" integer NOT NULL,
	"lack_pieces" integer NOT NULL,
	"after_sale_pieces" integer NOT NULL,
	"goods_fen" bigint NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stat_shop_days_tenant_id_day_shop_id_pk" PRIMARY KEY("tenant_id","day","shop_id")
);
--> statement-breakpoint
ALTER TABLE "stat_shop_days" ADD CONSTRAINT "stat_shop_days_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;