CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "problem_parcels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"parcel_no" text NOT NULL,
	"problem_type" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "replenish_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"last_auth_time" timestamp with time zone NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"not_remind" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"event" text NOT NULL,
	"before_page" text,
	"current_page" text,
	"page_channel" text,
	"http_status" integer,
	"host" text,
	"platform_type" text,
	"activity_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "has_erp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "need_platform_setting_popup" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD CONSTRAINT "problem_parcels_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenish_requests" ADD CONSTRAINT "replenish_requests_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_unread" ON "messages" USING btree ("tenant_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "problem_parcels_tenant_state" ON "problem_parcels" USING btree ("tenant_id","state","created_at");--> statement-breakpoint
CREATE INDEX "replenish_tenant_state" ON "replenish_requests" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "shops_tenant_expire" ON "shops" USING btree ("tenant_id","expire_time");--> statement-breakpoint
CREATE INDEX "tracking_account_time" ON "tracking_events" USING btree ("account_id","created_at");