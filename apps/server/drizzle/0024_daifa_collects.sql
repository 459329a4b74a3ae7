CREATE TABLE "daifa_collects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"receiver_text" text DEFAULT '' NOT NULL,
	"receiver_name" text DEFAULT '' NOT NULL,
	"receiver_phone" text DEFAULT '' NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"receiver_address" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"courier_code" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"request_key" text,
	"order_no" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "daifa_collects" ADD CONSTRAINT "daifa_collects_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daifa_collects_recent" ON "daifa_collects" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "daifa_collects_request" ON "daifa_collects" USING btree ("tenant_id","request_key");