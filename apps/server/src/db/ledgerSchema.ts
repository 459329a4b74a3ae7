import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './schema.ts';

/**
 * The money ledger (pgledger's shape). Every movement is one `ledger_transactions` row with two or more
 * `ledger_entries` summing to 0 (a deferred trigger checks it at commit); both tables refuse UPDATE and
 * DELETE, so a mistake is answered with a reversing transaction. Only `modules/funds/ledger/ledger.ts` writes
 * them.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the platform's own accounts. */
    tenantId: bigint('tenant_id', { mode: 'number' }).references(() => accounts.id, { onDelete: 'restrict' }),
    /** available | frozen | payLater (per tenant); alipayClearing | revenue | supplierPayable | promotion | legacy | offline. */
    code: text('code').notNull(),
    /**
     * Tenant accounts cache their balance (sum of their entries) and a version bumped by every entry,
     * under the row lock; platform accounts keep neither, so no single hot row serialises tenants.
     */
    balance: bigint('balance', { mode: 'number' }),
    version: bigint('version', { mode: 'number' }),
    /** The lowest balance a posting may leave (0 for available and frozen); null: no floor. */
    floor: bigint('floor', { mode: 'number' }),
    /** The highest balance a posting may leave (0 for payLater, which only ever owes); null: no ceiling. */
    ceiling: bigint('ceiling', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_tenant_code').on(t.tenantId, t.code).where(sql`${t.tenantId} is not null`),
    uniqueIndex('ledger_accounts_platform_code').on(t.code).where(sql`${t.tenantId} is null`),
    check('ledger_accounts_floor', sql`${t.balance} is null or ${t.floor} is null or ${t.balance} >= ${t.floor}`),
    check('ledger_accounts_ceiling', sql`${t.balance} is null or ${t.ceiling} is null or ${t.balance} <= ${t.ceiling}`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The tenant the movement belongs to (its bills); null for platform-only movements. */
    tenantId: bigint('tenant_id', { mode: 'number' }).references(() => accounts.id, { onDelete: 'restrict' }),
    billType: text('bill_type').notNull(),
    /** What the tenant sees: IN (收入), OUT (支出) or NONE (between the tenant's own accounts' states, not listed). */
    direction: text('direction', { enum: ['IN', 'OUT', 'NONE'] }).notNull(),
    /** The size of the movement: the sum of its positive entries. */
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    documentKind: text('document_kind').notNull(),
    documentNo: text('document_no').notNull(),
    payMethod: text('pay_method'),
    itemType: text('item_type'),
    operatorId: bigint('operator_id', { mode: 'number' }),
    operatorName: text('operator_name').notNull(),
    memo: text('memo').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The transaction this one reverses. */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    /** The tenant's available balance right after this movement (余额 on its bill). */
    availableAfter: bigint('available_after', { mode: 'number' }),
    /** Free detail for 资金流向 (a trade number, a withdrawal account mask). */
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency').on(t.idempotencyKey),
    index('ledger_transactions_tenant_time').on(t.tenantId, t.createdAt, t.id),
    index('ledger_transactions_document').on(t.documentNo),
    check('ledger_transactions_amount', sql`${t.amountFen} > 0`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Signed fen: + to the account, − from it. */
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    itemType: text('item_type'),
    /** Tenant accounts only: the account's balance and version right after this entry. */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    accountVersion: bigint('account_version', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction').on(t.transactionId),
    index('ledger_entries_account').on(t.accountId, t.id),
    uniqueIndex('ledger_entries_account_version').on(t.accountId, t.accountVersion).where(sql`${t.accountVersion} is not null`),
    check('ledger_entries_nonzero', sql`${t.amountFen} <> 0`),
  ],
);

/**
 * `Idempotency-Key` of money calls, saved with the answer inside the money's own transaction (a
 * rolled-back call leaves no key, so its retry runs afresh); kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Which call (method + route) and a hash of its body: the same key for another request is refused. */
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    /** HTTP status and envelope of the first answer. */
    status: smallint('status').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);
