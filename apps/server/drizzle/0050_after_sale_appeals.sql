CREATE TABLE "after_sale_appeals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"after_sale_id" bigint NOT NULL,
	"as_no" text NOT NULL,
	"reason" text NOT NULL,
	"requested_fen" bigint NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"approved_fen" bigint,
	"ops_note" text,
	"ops_name" text,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "after_sale_appeals" ADD CONSTRAINT "after_sale_appeals_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_appeals" ADD CONSTRAINT "after_sale_appeals_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_appeals_case" ON "after_sale_appeals" USING btree ("after_sale_id");--> statement-breakpoint
CREATE INDEX "after_sale_appeals_pending" ON "after_sale_appeals" USING btree ("created_at") WHERE "after_sale_appeals"."state" = 'PENDING';