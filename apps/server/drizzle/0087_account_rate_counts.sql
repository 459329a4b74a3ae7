CREATE TABLE "account_rate_counts" (
	"account_id" bigint NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "account_rate_counts_account_id_key_window_start_pk" PRIMARY KEY("account_id","key","window_start")
);
--> statement-breakpoint
ALTER TABLE "account_rate_counts" ADD CONSTRAINT "account_rate_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;