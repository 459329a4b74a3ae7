ALTER TABLE "erp_purchase_lines" ADD COLUMN "board_qty" integer;--> statement-breakpoint
ALTER TABLE "erp_purchase_lines" ADD COLUMN "board_price_fen" bigint;--> statement-breakpoint
-- lines already on the board were made from the figures they have now
UPDATE "erp_purchase_lines" l SET "board_qty" = l."qty", "board_price_fen" = l."price_fen" WHERE EXISTS (SELECT 1 FROM "pickup_tasks" t WHERE t."source" = 'ERP' AND t."source_id" = l."id");
