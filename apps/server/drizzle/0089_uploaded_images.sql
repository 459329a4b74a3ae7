CREATE TABLE "uploaded_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"image_id" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_images_image_id_unique" UNIQUE("image_id")
);
--> statement-breakpoint
ALTER TABLE "custom_goods" ADD COLUMN "stall_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_goods" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_images_tenant" ON "uploaded_images" USING btree ("tenant_id","created_at");