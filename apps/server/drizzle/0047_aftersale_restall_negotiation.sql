ALTER TABLE "after_sales" ADD COLUMN "rereturns" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "negotiated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "offer_fen" bigint;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "offer_note" text;