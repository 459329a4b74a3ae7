CREATE TABLE "receiver_reveals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"document_kind" text NOT NULL,
	"document_no" text NOT NULL,
	"platform" text,
	"via" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "receiver_cipher" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "receiver_oaid" text;--> statement-breakpoint
ALTER TABLE "daifa_orders" ADD COLUMN "receiver_cipher" text;--> statement-breakpoint
ALTER TABLE "daifa_orders" ADD COLUMN "receiver_oaid" text;--> statement-breakpoint
ALTER TABLE "receiver_reveals" ADD CONSTRAINT "receiver_reveals_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_reveals" ADD CONSTRAINT "receiver_reveals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receiver_reveals_account_at" ON "receiver_reveals" USING btree ("account_id","at");