CREATE TABLE "fulfilment_strategies" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"lack_wait_days" integer NOT NULL,
	"next_day_tries" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fulfilment_strategies" ADD CONSTRAINT "fulfilment_strategies_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;