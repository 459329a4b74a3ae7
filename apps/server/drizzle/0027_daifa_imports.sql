CREATE TABLE "daifa_import_columns" (
	"tenant_id" bigint NOT NULL,
	"header" text NOT NULL,
	"field" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daifa_import_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" bigint NOT NULL,
	"row_no" integer NOT NULL,
	"cells" text[] NOT NULL,
	"group_key" text DEFAULT '' NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'OK' NOT NULL,
	"order_no" text
);
--> statement-breakpoint
CREATE TABLE "daifa_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"encoding" text NOT NULL,
	"headers" text[] NOT NULL,
	"mapping" jsonb NOT NULL,
	"courier_code" text,
	"request_key" text,
	"job_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daifa_import_columns" ADD CONSTRAINT "daifa_import_columns_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daifa_import_rows" ADD CONSTRAINT "daifa_import_rows_import_id_daifa_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."daifa_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daifa_imports" ADD CONSTRAINT "daifa_imports_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daifa_import_columns_pk" ON "daifa_import_columns" USING btree ("tenant_id","header");--> statement-breakpoint
CREATE UNIQUE INDEX "daifa_import_rows_row" ON "daifa_import_rows" USING btree ("import_id","row_no");--> statement-breakpoint
CREATE INDEX "daifa_import_rows_group" ON "daifa_import_rows" USING btree ("import_id","group_key");--> statement-breakpoint
CREATE INDEX "daifa_imports_recent" ON "daifa_imports" USING btree ("tenant_id","created_at");