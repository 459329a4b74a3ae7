-- A message read before reads were per account was read by the tenant's main account.
INSERT INTO "message_reads" ("account_id", "message_id", "read_at")
SELECT "tenant_id", "id", "read_at" FROM "messages" WHERE "read_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "read_at";