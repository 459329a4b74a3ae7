CREATE TABLE "pickup_fee_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"fee_no" text NOT NULL,
	"day" date NOT NULL,
	"took_pieces" integer NOT NULL,
	"returned_pieces" integer NOT NULL,
	"take_rate_fen" bigint NOT NULL,
	"return_rate_fen" bigint NOT NULL,
	"fen" bigint NOT NULL,
	"state" text NOT NULL,
	"replenish_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_items" ADD COLUMN "fee_no" text;--> statement-breakpoint
ALTER TABLE "pickup_fee_days" ADD CONSTRAINT "pickup_fee_days_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_fee_days_no" ON "pickup_fee_days" USING btree ("fee_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_fee_days_day" ON "pickup_fee_days" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "return_items_fee" ON "return_items" USING btree ("fee_no");--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "pickup_fee_no_seq";--> statement-breakpoint
-- returns walked back before the fee existed are not charged for
UPDATE "return_items" SET "fee_no" = '' WHERE "state" = 'FACTORY_RETURNED';
