ALTER TABLE "ali_ledger_records" ADD COLUMN "shop_order_fen" bigint;--> statement-breakpoint
ALTER TABLE "ali_ledger_records" ADD COLUMN "trade_no" text;--> statement-breakpoint
ALTER TABLE "ali_ledger_records" ADD COLUMN "split_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ali_ledger_records" ADD COLUMN "balance_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ali_ledger_records_open" ON "ali_ledger_records" USING btree ("due_at") WHERE settled_at is null;--> statement-breakpoint
CREATE INDEX "ali_ledger_records_shop_order" ON "ali_ledger_records" USING btree ("tenant_id","shop_order_no");