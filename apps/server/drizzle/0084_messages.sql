CREATE TABLE "message_read_marks" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"read_before" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reads" (
	"account_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reads_account_id_message_id_pk" PRIMARY KEY("account_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "message_subscriptions" (
	"account_id" bigint NOT NULL,
	"category" text NOT NULL,
	"receive" boolean NOT NULL,
	"popup" boolean NOT NULL,
	CONSTRAINT "message_subscriptions_account_id_category_pk" PRIMARY KEY("account_id","category")
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"account_id" bigint NOT NULL,
	"notice_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_account_id_notice_id_pk" PRIMARY KEY("account_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_keys" (
	"tenant_id" bigint NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_keys_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "notify_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "messages_unread";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "category" text DEFAULT 'SYSTEM' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "type" text DEFAULT 'SYSTEM' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "digest" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "message_read_marks" ADD CONSTRAINT "message_read_marks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_subscriptions" ADD CONSTRAINT "message_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_keys" ADD CONSTRAINT "notify_keys_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_outbox" ADD CONSTRAINT "notify_outbox_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_reads_message" ON "message_reads" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "notices_live" ON "notices" USING btree ("kind","pinned","publish_at","id") WHERE "notices"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "notify_keys_created" ON "notify_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_tenant_key" ON "messages" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "messages_tenant_recent" ON "messages" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "messages_tenant_category_recent" ON "messages" USING btree ("tenant_id","category","updated_at","id");--> statement-breakpoint
CREATE INDEX "messages_tenant_type_created" ON "messages" USING btree ("tenant_id","type","created_at");--> statement-breakpoint
-- Messages written before categories: as they were, a 系统 message each, last changed when written.
UPDATE "messages" SET "updated_at" = "created_at";
