CREATE TABLE "popup_shows" (
	"account_id" bigint NOT NULL,
	"popup_id" bigint NOT NULL,
	"day" date NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popup_shows_account_id_popup_id_day_pk" PRIMARY KEY("account_id","popup_id","day")
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"link_text" text,
	"page" text DEFAULT 'ALL' NOT NULL,
	"audience" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"frequency" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "popup_shows" ADD CONSTRAINT "popup_shows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_shows" ADD CONSTRAINT "popup_shows_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popups_live" ON "popups" USING btree ("page","priority","id") WHERE "popups"."withdrawn_at" is null;