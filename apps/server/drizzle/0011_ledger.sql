CREATE TABLE "idempotency_keys" (
	"tenant_id" bigint NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" smallint NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint,
	"code" text NOT NULL,
	"balance" bigint,
	"version" bigint,
	"floor" bigint,
	"ceiling" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_floor" CHECK ("ledger_accounts"."balance" is null or "ledger_accounts"."floor" is null or "ledger_accounts"."balance" >= "ledger_accounts"."floor"),
	CONSTRAINT "ledger_accounts_ceiling" CHECK ("ledger_accounts"."balance" is null or "ledger_accounts"."ceiling" is null or "ledger_accounts"."balance" <= "ledger_accounts"."ceiling")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"item_type" text,
	"balance_after" bigint,
	"account_version" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount_fen" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint,
	"bill_type" text NOT NULL,
	"direction" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"document_kind" text NOT NULL,
	"document_no" text NOT NULL,
	"pay_method" text,
	"item_type" text,
	"operator_id" bigint,
	"operator_name" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"reverses_id" bigint,
	"available_after" bigint,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_amount" CHECK ("ledger_transactions"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_tenant_code" ON "ledger_accounts" USING btree ("tenant_id","code") WHERE "ledger_accounts"."tenant_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_code" ON "ledger_accounts" USING btree ("code") WHERE "ledger_accounts"."tenant_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_account_version" ON "ledger_entries" USING btree ("account_id","account_version") WHERE "ledger_entries"."account_version" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_tenant_time" ON "ledger_transactions" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_document" ON "ledger_transactions" USING btree ("document_no");--> statement-breakpoint
-- Ledger rows are history: a mistake is answered with a reversing transaction, never an edit.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: post a reversing transaction instead', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
-- Checked at commit, once every entry of the transaction is in: at least two entries, summing to 0,
-- and the transaction's amount is the sum of its positive entries.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tid bigint;
  total numeric;
  n integer;
  size numeric;
  declared bigint;
BEGIN
  IF TG_TABLE_NAME = 'ledger_entries' THEN tid := NEW.transaction_id; ELSE tid := NEW.id; END IF;
  SELECT coalesce(sum(amount_fen), 0), count(*), coalesce(sum(amount_fen) FILTER (WHERE amount_fen > 0), 0)
    INTO total, n, size FROM ledger_entries WHERE transaction_id = tid;
  SELECT amount_fen INTO declared FROM ledger_transactions WHERE id = tid;
  IF n < 2 OR total <> 0 OR size <> declared THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (% entries, sum %, moved % of %)', tid, n, total, size, declared
      USING ERRCODE = 'P0002';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();--> statement-breakpoint
INSERT INTO ledger_accounts (tenant_id, code) VALUES
  (NULL, 'alipayClearing'), (NULL, 'revenue'), (NULL, 'supplierPayable'), (NULL, 'promotion'), (NULL, 'legacy'), (NULL, 'offline');--> statement-breakpoint
-- The read side for other modules (拿货结算账单, 对账单): one row per movement a tenant sees.
CREATE VIEW ledger_bills_v1 AS
  SELECT t.id, t.tenant_id, t.created_at, t.bill_type, t.direction, t.amount_fen, t.document_kind, t.document_no,
         t.pay_method, t.item_type, t.operator_id, t.operator_name, t.memo, t.reverses_id, t.available_after
    FROM ledger_transactions t
   WHERE t.tenant_id IS NOT NULL AND t.direction <> 'NONE';
