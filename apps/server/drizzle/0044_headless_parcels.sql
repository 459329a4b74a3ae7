CREATE SEQUENCE "public"."headless_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "headless_limits" (
	"tenant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "headless_parcels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"headless_no" text NOT NULL,
	"waybill_no" text NOT NULL,
	"courier_code" text NOT NULL,
	"phone_tail" text,
	"goods_hint" text DEFAULT '' NOT NULL,
	"weight_g" integer,
	"signed_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"desk_seq" integer DEFAULT 0 NOT NULL,
	"tenant_id" bigint,
	"matched_by" text,
	"matched_at" timestamp with time zone,
	"problem_parcel_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "headless_limits" ADD CONSTRAINT "headless_limits_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "headless_limits_key" ON "headless_limits" USING btree ("tenant_id","kind","window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "headless_parcels_no" ON "headless_parcels" USING btree ("headless_no");--> statement-breakpoint
CREATE INDEX "headless_parcels_pool" ON "headless_parcels" USING btree ("state","signed_at","id");--> statement-breakpoint
CREATE INDEX "headless_parcels_tenant" ON "headless_parcels" USING btree ("tenant_id","matched_at","id");--> statement-breakpoint
CREATE INDEX "headless_parcels_waybill_rev" ON "headless_parcels" USING btree (reverse("waybill_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "headless_parcels_waybill" ON "headless_parcels" USING btree ("waybill_no");