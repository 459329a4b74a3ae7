CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "accounts_username_lower";--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_main_username_lower" ON "accounts" USING btree (lower("username")) WHERE "accounts"."parent_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_sub_username_lower" ON "accounts" USING btree ("parent_id",lower("username")) WHERE "accounts"."parent_id" is not null;--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "locked_until";