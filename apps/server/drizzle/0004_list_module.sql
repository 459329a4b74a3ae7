CREATE TABLE "list_bulk_job_items" (
	"job_id" bigint NOT NULL,
	"row_id" bigint NOT NULL,
	"label" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	CONSTRAINT "list_bulk_job_items_job_id_row_id_pk" PRIMARY KEY("job_id","row_id")
);
--> statement-breakpoint
CREATE TABLE "list_bulk_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"list_key" text NOT NULL,
	"action" text NOT NULL,
	"params" jsonb NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"retry_of" bigint,
	"error" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "list_column_settings" (
	"account_id" bigint NOT NULL,
	"list_key" text NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_column_settings_account_id_list_key_pk" PRIMARY KEY("account_id","list_key")
);
--> statement-breakpoint
CREATE TABLE "list_export_chunks" (
	"export_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "list_export_chunks_export_id_seq_pk" PRIMARY KEY("export_id","seq")
);
--> statement-breakpoint
CREATE TABLE "list_exports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"list_key" text NOT NULL,
	"file_name" text NOT NULL,
	"selection" jsonb NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"total" integer,
	"done" integer DEFAULT 0 NOT NULL,
	"bytes" bigint,
	"error" text,
	"run_token" uuid,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_saved_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"list_key" text NOT NULL,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "list_bulk_job_items" ADD CONSTRAINT "list_bulk_job_items_job_id_list_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."list_bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_bulk_jobs" ADD CONSTRAINT "list_bulk_jobs_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_bulk_jobs" ADD CONSTRAINT "list_bulk_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_column_settings" ADD CONSTRAINT "list_column_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_export_chunks" ADD CONSTRAINT "list_export_chunks_export_id_list_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."list_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_exports" ADD CONSTRAINT "list_exports_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_exports" ADD CONSTRAINT "list_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_saved_views" ADD CONSTRAINT "list_saved_views_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_saved_views" ADD CONSTRAINT "list_saved_views_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_bulk_job_items_state" ON "list_bulk_job_items" USING btree ("job_id","state");--> statement-breakpoint
CREATE INDEX "list_bulk_jobs_account" ON "list_bulk_jobs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "list_bulk_jobs_unfinished" ON "list_bulk_jobs" USING btree ("state") WHERE state in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE INDEX "list_exports_account" ON "list_exports" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "list_exports_expiry" ON "list_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "list_exports_unfinished" ON "list_exports" USING btree ("state") WHERE state in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE UNIQUE INDEX "list_saved_views_owner_name" ON "list_saved_views" USING btree ("account_id","list_key","name");--> statement-breakpoint
CREATE INDEX "list_saved_views_tenant" ON "list_saved_views" USING btree ("tenant_id","list_key");