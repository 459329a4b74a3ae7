CREATE TABLE "pickup_day_audits" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"audited_by" bigint NOT NULL,
	"audited_name" text NOT NULL,
	"audited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_day_audits_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "pickup_day_audits" ADD CONSTRAINT "pickup_day_audits_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;