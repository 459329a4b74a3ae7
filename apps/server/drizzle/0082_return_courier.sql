ALTER TABLE "suppliers" ADD COLUMN "return_remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "return_address" jsonb;--> statement-breakpoint
ALTER TABLE "return_items" ADD COLUMN "route" text DEFAULT 'WALK' NOT NULL;--> statement-breakpoint
ALTER TABLE "return_items" ADD COLUMN "courier_code" text;--> statement-breakpoint
ALTER TABLE "return_items" ADD COLUMN "waybill_no" text;--> statement-breakpoint
ALTER TABLE "return_items" ADD COLUMN "ship_fee_fen" bigint;--> statement-breakpoint
ALTER TABLE "return_items" ADD COLUMN "ship_weight_g" integer;--> statement-breakpoint
ALTER TABLE "return_items" ADD COLUMN "ship_prints" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_items" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "return_items_waybill" ON "return_items" USING btree ("waybill_no","courier_code") WHERE waybill_no is not null;