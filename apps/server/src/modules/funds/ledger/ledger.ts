import { sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { executePrepared } from '../../../db/prepared.ts';
import { asDate } from '../../../db/rawRows.ts';
import { ApiError } from '../../../http/apiError.ts';
import { billTotals } from '../balance/billTotals.ts';
import { isTenantAccount, LedgerAccountIds, type AccountCode, type TenantAccountCode } from './ledgerAccounts.ts';

export type BillTypeCode =
  | 'ORDER'
  | 'RECHARGE'
  | 'TRANSFER'
  | 'WITHDRAWAL'
  | 'REPLENISH'
  | 'REFUND'
  | 'APPEAL'
  | 'OTHER'
  | 'PROXY_RETURN_GOODS'
  | 'BALANCE_MIGRATE'
  | 'POST_ORDER'
  | 'ALI_REFUND'
  | 'PICKUP'
  | 'FOR_FACTORY_SHIPMENT'
  | 'OFFLINE_REFUND'
  | 'PUR_PLATFORM_TAKE_RETURN';
export type PaymentMethodCode = 'ALIPAY_WEB' | 'ALIPAY_APP' | 'ALIPAY_WAP' | 'BALANCE';
export type PaymentItemTypeCode = 'ORDER' | 'FREIGHT' | 'UPDATE_PRICE' | 'GOODS_PAY_LATER' | 'OTHER';

export interface LedgerEntryInput {
  account: AccountCode;
  /** Signed fen: + into the account, − out of it. */
  fen: number;
  itemType?: PaymentItemTypeCode | null;
  /** Another tenant's account (operator transfers); the transaction's tenant otherwise. */
  tenantId?: number;
}

export interface LedgerPostInput {
  /** Whose bill this is; null for a movement among platform accounts only. */
  tenantId: number | null;
  billType: BillTypeCode;
  /** What the tenant sees on its bill: IN 收入, OUT 支出, NONE not listed (between its own accounts' states). */
  direction: 'IN' | 'OUT' | 'NONE';
  document: { kind: string; no: string };
  payMethod?: PaymentMethodCode | null;
  itemType?: PaymentItemTypeCode | null;
  operator: { id: number | null; name: string };
  memo?: string;
  /** The same key posts once: a repeat returns the first transaction. */
  idempotencyKey: string;
  reversesId?: number;
  detail?: Record<string, unknown>;
  entries: LedgerEntryInput[];
  /** Demo data and benchmarks only: when it happened (post in time order; versions follow posting). */
  at?: Date;
}

export interface PostedTransaction {
  id: number;
  /** True when the key had already posted: nothing moved this time. */
  replayed: boolean;
  availableAfter: number | null;
  createdAt: Date;
}

/** A posting that would take an account below its floor or above its ceiling. */
export class LedgerLimitError extends ApiError {
  constructor(readonly account: TenantAccountCode) {
    super(
      account === 'available' ? ErrorCode.INSUFFICIENT_BALANCE : ErrorCode.CONFLICT,
      account === 'available' ? '余额不足' : account === 'payLater' ? '还款金额超过货款后付待结算金额' : '冻结金额不足',
    );
  }
}

type LockedAccount = {
  id: number;
  balance: number;
  version: number;
  floor: number | null;
  ceiling: number | null;
};

/**
 * The only writer of the ledger. `post` runs inside the caller's transaction, so the movement commits
 * or rolls back with the document change it pays for.
 */
export class Ledger {
  readonly accounts = new LedgerAccountIds();

  async post(tx: DbOrTx, input: LedgerPostInput): Promise<PostedTransaction> {
    const amount = checkEntries(input);
    // One posting per key at a time: a second caller waits here, then finds the first one's row.
    await executePrepared(tx, sql`select pg_advisory_xact_lock(hashtextextended(${input.idempotencyKey}, 11))`);

    const resolved = [];
    for (const e of input.entries) {
      const tenant = e.tenantId ?? input.tenantId;
      if (isTenantAccount(e.account)) {
        if (tenant === null) throw new Error(`ledger entry on ${e.account} needs a tenant`);
        resolved.push({ ...e, tenant, accountId: await this.accounts.tenantId(tx, tenant, e.account) });
      } else {
        resolved.push({ ...e, tenant: null, accountId: await this.accounts.platformId(tx, e.account) });
      }
    }
    const tenantIds = [...new Set(resolved.filter((e) => e.tenant !== null).map((e) => e.accountId))].sort((a, b) => a - b);

    // The usual posting moves one tenant account: one guarded UPDATE that also sees whether the key has
    // posted (the advisory lock is held, so its snapshot includes any earlier posting of the key).
    // Several tenant accounts are locked in ascending id order first, so two postings never deadlock.
    let moved: LockedAccount[] | null;
    if (tenantIds.length === 1) {
      const id = tenantIds[0]!;
      const mine = resolved.filter((e) => e.accountId === id);
      const fen = mine.reduce((sum, e) => sum + e.fen, 0);
      const r = await executePrepared<LockedAccount>(tx, sql`
        update ledger_accounts set balance = balance + ${fen}, version = version + ${mine.length}
         where id = ${id} and (floor is null or balance + ${fen} >= floor) and (ceiling is null or balance + ${fen} <= ceiling)
           and not exists (select 1 from ledger_transactions where idempotency_key = ${input.idempotencyKey})
         returning id, balance, version, floor, ceiling`);
      moved = r.rows.length ? r.rows.map(toLocked) : null;
      if (!moved) {
        const replay = await this.replay(tx, input.idempotencyKey);
        if (replay) return replay;
        throw new LedgerLimitError(mine[0]!.account as TenantAccountCode);
      }
    } else {
      const replay = await this.replay(tx, input.idempotencyKey);
      if (replay) return replay;
      moved = tenantIds.length ? await this.moveAccounts(tx, tenantIds, resolved) : [];
    }

    // Each entry's balance and version after it, counted back from the accounts' new state.
    const state = new Map(moved.map((a) => [a.id, { ...a }]));
    const after: { balance: number | null; version: number | null }[] = new Array(resolved.length);
    for (let i = resolved.length - 1; i >= 0; i--) {
      const e = resolved[i]!;
      const acc = state.get(e.accountId);
      if (!acc) {
        after[i] = { balance: null, version: null };
        continue;
      }
      after[i] = { balance: acc.balance, version: acc.version };
      if ((acc.floor !== null && acc.balance < acc.floor) || (acc.ceiling !== null && acc.balance > acc.ceiling)) {
        throw new LedgerLimitError(e.account as TenantAccountCode);
      }
      acc.balance -= e.fen;
      acc.version -= 1;
    }

    const availableAfter = await this.availableAfter(tx, input.tenantId, resolved, after);
    const at = input.at?.toISOString() ?? null;
    const inserted = await executePrepared<{ id: number; created_at: Date | string }>(tx, sql`
      with t as (
        insert into ledger_transactions
          (tenant_id, bill_type, direction, amount_fen, document_kind, document_no, pay_method, item_type,
           operator_id, operator_name, memo, idempotency_key, reverses_id, available_after, detail, created_at)
        values (${input.tenantId}, ${input.billType}, ${input.direction}, ${amount}, ${input.document.kind},
                ${input.document.no}, ${input.payMethod ?? null}, ${input.itemType ?? null}, ${input.operator.id},
                ${input.operator.name}, ${input.memo ?? ''}, ${input.idempotencyKey}, ${input.reversesId ?? null},
                ${availableAfter}, ${input.detail ? JSON.stringify(input.detail) : null}::jsonb,
                coalesce(${at}::timestamptz, now()))
        returning id, created_at),
      e as (
        insert into ledger_entries (transaction_id, account_id, amount_fen, item_type, balance_after, account_version, created_at)
        select t.id, u.*, t.created_at from t cross join unnest(
          ${arrayParam(resolved.map((e) => e.accountId))}::bigint[],
          ${arrayParam(resolved.map((e) => e.fen))}::bigint[],
          ${sql.param(resolved.map((e) => e.itemType ?? null))}::text[],
          ${sql.param(after.map((a) => a.balance))}::bigint[],
          ${sql.param(after.map((a) => a.version))}::bigint[]) u)
      select id, created_at from t`);
    for (const tenant of new Set([input.tenantId, ...resolved.map((e) => e.tenant)]))
      if (tenant !== null) billTotals.invalidate(tenant);
    return { id: Number(inserted.rows[0]!.id), replayed: false, availableAfter, createdAt: asDate(inserted.rows[0]!.created_at) };
  }

  /** The transaction an earlier posting of this key made, if any. */
  private async replay(tx: DbOrTx, idempotencyKey: string): Promise<PostedTransaction | null> {
    const existing = await tx.execute<{ id: number; available_after: number | null; created_at: Date | string }>(
      sql`select id, available_after, created_at from ledger_transactions where idempotency_key = ${idempotencyKey}`,
    );
    const found = existing.rows[0];
    return found
      ? { id: Number(found.id), replayed: true, availableAfter: numOrNull(found.available_after), createdAt: asDate(found.created_at) }
      : null;
  }

  /** Locks the accounts in ascending id order, checks every step against floor and ceiling, and moves them. */
  private async moveAccounts(
    tx: DbOrTx,
    ids: number[],
    resolved: { account: AccountCode; fen: number; accountId: number }[],
  ): Promise<LockedAccount[]> {
    const rows = await tx.execute<LockedAccount>(sql`
      select id, balance, version, floor, ceiling from ledger_accounts
       where id = any(${arrayParam(ids)}::bigint[]) order by id for update`);
    const locked = new Map(rows.rows.map((r) => [Number(r.id), toLocked(r)]));
    for (const e of resolved) {
      const acc = locked.get(e.accountId);
      if (!acc) continue;
      acc.balance += e.fen;
      acc.version += 1;
      if ((acc.floor !== null && acc.balance < acc.floor) || (acc.ceiling !== null && acc.balance > acc.ceiling)) {
        throw new LedgerLimitError(e.account as TenantAccountCode);
      }
    }
    const moved = await tx.execute(sql`
      update ledger_accounts a set balance = v.balance, version = v.version
        from (select unnest(${arrayParam(ids)}::bigint[]) id,
                     unnest(${arrayParam(ids.map((id) => locked.get(id)!.balance))}::bigint[]) balance,
                     unnest(${arrayParam(ids.map((id) => locked.get(id)!.version))}::bigint[]) version) v
       where a.id = v.id
         and (a.floor is null or v.balance >= a.floor) and (a.ceiling is null or v.balance <= a.ceiling)`);
    if (moved.rowCount !== ids.length) throw new LedgerLimitError('available');
    return [...locked.values()];
  }

  /**
   * Posts the mirror image of a transaction (every entry negated, the direction turned round) under
   * its own key: the way a mistake is put right in an append-only ledger.
   */
  async reverse(
    tx: DbOrTx,
    originalId: number,
    input: { idempotencyKey: string; operator: { id: number | null; name: string }; memo: string; billType?: BillTypeCode },
  ): Promise<PostedTransaction> {
    const original = await tx.execute<{
      tenant_id: number | null;
      bill_type: BillTypeCode;
      direction: 'IN' | 'OUT' | 'NONE';
      document_kind: string;
      document_no: string;
      pay_method: PaymentMethodCode | null;
    }>(sql`select tenant_id, bill_type, direction, document_kind, document_no, pay_method from ledger_transactions where id = ${originalId}`);
    const t = original.rows[0];
    if (!t) throw new Error(`ledger transaction ${originalId} not found`);
    const entries = await tx.execute<{ code: AccountCode; tenant_id: number | null; amount_fen: number; item_type: PaymentItemTypeCode | null }>(sql`
      select a.code, a.tenant_id, e.amount_fen, e.item_type from ledger_entries e join ledger_accounts a on a.id = e.account_id
       where e.transaction_id = ${originalId} order by e.id`);
    return this.post(tx, {
      tenantId: t.tenant_id === null ? null : Number(t.tenant_id),
      billType: input.billType ?? t.bill_type,
      direction: t.direction === 'IN' ? 'OUT' : t.direction === 'OUT' ? 'IN' : 'NONE',
      document: { kind: t.document_kind, no: t.document_no },
      payMethod: t.pay_method,
      operator: input.operator,
      memo: input.memo,
      idempotencyKey: input.idempotencyKey,
      reversesId: originalId,
      entries: entries.rows.map((e) => ({
        account: e.code,
        fen: -Number(e.amount_fen),
        itemType: e.item_type,
        ...(e.tenant_id === null ? {} : { tenantId: Number(e.tenant_id) }),
      })),
    });
  }

  private async availableAfter(
    tx: DbOrTx,
    tenantId: number | null,
    resolved: { account: AccountCode; tenant: number | null }[],
    after: { balance: number | null }[],
  ): Promise<number | null> {
    if (tenantId === null) return null;
    for (let i = resolved.length - 1; i >= 0; i--) {
      if (resolved[i]!.account === 'available' && resolved[i]!.tenant === tenantId) return after[i]!.balance;
    }
    const id = await this.accounts.tenantId(tx, tenantId, 'available');
    const row = await tx.execute<{ balance: number }>(sql`select balance from ledger_accounts where id = ${id}`);
    return Number(row.rows[0]!.balance);
  }
}

function checkEntries(input: LedgerPostInput): number {
  if (input.entries.length < 2) throw new Error('a ledger transaction needs at least two entries');
  let sum = 0;
  let moved = 0;
  for (const e of input.entries) {
    if (!Number.isSafeInteger(e.fen) || e.fen === 0) throw new Error(`ledger entry of ${e.fen} fen: whole non-zero fen only`);
    sum += e.fen;
    if (e.fen > 0) moved += e.fen;
  }
  if (sum !== 0) throw new Error(`ledger entries sum to ${sum} fen, not 0`);
  if (!input.idempotencyKey) throw new Error('a ledger transaction needs an idempotency key');
  return moved;
}

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const toLocked = (r: LockedAccount): LockedAccount => ({
  id: Number(r.id),
  balance: Number(r.balance),
  version: Number(r.version),
  floor: numOrNull(r.floor),
  ceiling: numOrNull(r.ceiling),
});
