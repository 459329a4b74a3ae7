import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { Ledger, type LedgerPostInput } from '../../src/modules/funds/ledger/ledger.ts';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import type { Db } from '../../src/db/client.ts';

let t: TestApp;
let db: Db;
let ledger: Ledger;
let other: number;

async function tenantOf(username: string): Promise<number> {
  const r = await db.execute<{ id: number }>(sql`select id from accounts where username = ${username} and parent_id is null`);
  return Number(r.rows[0]!.id);
}

async function balances(tenantId: number) {
  const r = await db.execute<{ code: string; balance: number; version: number }>(
    sql`select code, balance, version from ledger_accounts where tenant_id = ${tenantId} order by id`,
  );
  return Object.fromEntries(r.rows.map((x) => [x.code, Number(x.balance)]));
}

let keySeq = 0;
const key = (what: string) => `test:${what}:${++keySeq}:${Date.now()}`;

const recharge = (tenantId: number, fen: number, k = key('recharge')): LedgerPostInput => ({
  tenantId,
  billType: 'RECHARGE',
  direction: 'IN',
  // the ledger's own mechanics: a 调账 is its own document (reconcile asks every bill for one)
  document: { kind: 'ADJUSTMENT', no: k },
  payMethod: 'ALIPAY_WEB',
  operator: { id: tenantId, name: 'seller' },
  memo: '测试入账',
  idempotencyKey: k,
  entries: [
    { account: 'alipayClearing', fen: -fen },
    { account: 'available', fen },
  ],
});

const spend = (tenantId: number, fen: number, k = key('spend')): LedgerPostInput => ({
  tenantId,
  billType: 'ORDER',
  direction: 'OUT',
  document: { kind: 'ADJUSTMENT', no: k },
  payMethod: 'BALANCE',
  operator: { id: tenantId, name: 'seller' },
  memo: '测试支出',
  idempotencyKey: k,
  entries: [
    { account: 'available', fen: -fen, itemType: 'ORDER' },
    { account: 'revenue', fen, itemType: 'ORDER' },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ledger = new Ledger();
  other = await tenantOf('purchaser');
});
afterAll(async () => t?.close());

describe('ledger.post', () => {
  it('moves money between accounts, keeps each entry’s balance and version, and lists the bill', async () => {
    const other = await freshTenant('ledgerBasics');
    const first = await db.transaction((tx) => ledger.post(tx, recharge(other, 10_000)));
    const second = await db.transaction((tx) => ledger.post(tx, spend(other, 2_550)));
    expect(first.availableAfter).toBe(10_000);
    expect(second.availableAfter).toBe(7_450);
    expect(await balances(other)).toEqual({ available: 7_450, frozen: 0, payLater: 0 });
    const entries = await db.execute<{ amount_fen: number; balance_after: number; account_version: number }>(sql`
      select e.amount_fen, e.balance_after, e.account_version from ledger_entries e
        join ledger_accounts a on a.id = e.account_id where a.tenant_id = ${other} and a.code = 'available' order by e.id`);
    expect(entries.rows.map((r) => [Number(r.amount_fen), Number(r.balance_after), Number(r.account_version)])).toEqual([
      [10_000, 10_000, 1],
      [-2_550, 7_450, 2],
    ]);
    const bills = await db.execute<{ bill_type: string; direction: string; amount_fen: number; available_after: number }>(
      sql`select bill_type, direction, amount_fen, available_after from ledger_bills_v1 where tenant_id = ${other} order by id`,
    );
    expect(bills.rows.map((b) => [b.bill_type, b.direction, Number(b.amount_fen), Number(b.available_after)])).toEqual([
      ['RECHARGE', 'IN', 10_000, 10_000],
      ['ORDER', 'OUT', 2_550, 7_450],
    ]);
  });

  it('posts a key once: a repeat returns the first transaction and moves nothing', async () => {
    const k = key('once');
    const a = await db.transaction((tx) => ledger.post(tx, recharge(other, 100, k)));
    const b = await db.transaction((tx) => ledger.post(tx, recharge(other, 999_999, k)));
    expect(b).toMatchObject({ id: a.id, replayed: true });
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => db.transaction((tx) => ledger.post(tx, recharge(other, 100, k + ':p')))),
    );
    expect(new Set(parallel.map((p) => p.id)).size).toBe(1);
    expect(parallel.filter((p) => !p.replayed)).toHaveLength(1);
  });

  it('refuses a debit below zero with 余额不足 and writes nothing', async () => {
    const before = await balances(other);
    const count = async () =>
      Number((await db.execute<{ n: number }>(sql`select count(*) n from ledger_transactions`)).rows[0]!.n);
    const n = await count();
    const error = await db.transaction((tx) => ledger.post(tx, spend(other, before.available! + 1))).catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: ErrorCode.INSUFFICIENT_BALANCE, message: '余额不足' });
    expect(await balances(other)).toEqual(before);
    expect(await count()).toBe(n);
  });

  it('a new tenant’s first posting refused leaves no account ids behind: the next one posts', async () => {
    const fresh = await freshTenant('ledgerFirstRefused');
    const k = key('freeze');
    // available, then frozen: the second is looked up after the first made the (uncommitted) accounts
    const freeze: LedgerPostInput = {
      tenantId: fresh,
      billType: 'WITHDRAWAL',
      direction: 'OUT',
      document: { kind: 'ADJUSTMENT', no: k },
      operator: { id: fresh, name: 'x' },
      memo: '测试冻结',
      idempotencyKey: k,
      entries: [
        { account: 'available', fen: -100 },
        { account: 'frozen', fen: 100 },
      ],
    };
    await expect(db.transaction((tx) => ledger.post(tx, freeze))).rejects.toMatchObject({ errorCode: ErrorCode.INSUFFICIENT_BALANCE });
    await db.transaction((tx) => ledger.post(tx, recharge(fresh, 500)));
    expect(await balances(fresh)).toEqual({ available: 500, frozen: 0, payLater: 0 });
  });

  it('50 parallel debits of 30 from 1,000: exactly 33 succeed and 10 fen remain', async () => {
    const fresh = await freshTenant('ledger50');
    await db.transaction((tx) => ledger.post(tx, recharge(fresh, 1_000)));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => db.transaction((tx) => ledger.post(tx, spend(fresh, 30)))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(33);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ errorCode: ErrorCode.INSUFFICIENT_BALANCE });
    expect((await balances(fresh)).available).toBe(10);
    expect((await reconcile(db)).ok).toBe(true);
  });

  it('locks in one order: postings touching two accounts in either order never deadlock', async () => {
    const fresh = await freshTenant('ledgerLocks');
    await db.transaction((tx) => ledger.post(tx, recharge(fresh, 100_000)));
    const move = (fromFrozen: boolean) => {
      const k = key('move');
      const entries = fromFrozen
        ? [
            { account: 'frozen' as const, fen: -1 },
            { account: 'available' as const, fen: 1 },
          ]
        : [
            { account: 'available' as const, fen: -1 },
            { account: 'frozen' as const, fen: 1 },
          ];
      return db.transaction((tx) =>
        ledger.post(tx, {
          tenantId: fresh,
          billType: 'WITHDRAWAL',
          direction: fromFrozen ? 'IN' : 'OUT',
          document: { kind: 'ADJUSTMENT', no: k },
          operator: { id: fresh, name: 'x' },
          memo: '测试冻结',
          idempotencyKey: k,
          entries,
        }),
      );
    };
    // freeze first so unfreezing always has something to take
    await Promise.all(Array.from({ length: 20 }, () => move(false)));
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => move(i % 2 === 0)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await balances(fresh)).toEqual({ available: 99_980, frozen: 20, payLater: 0 });
    // frozen money belongs to withdrawals (reconcile checks it): give it back
    await Promise.all(Array.from({ length: 20 }, () => move(true)));
    expect(await balances(fresh)).toEqual({ available: 100_000, frozen: 0, payLater: 0 });
  });

  it('a reversal mirrors every entry under its own key', async () => {
    const fresh = await freshTenant('ledgerReverse');
    await db.transaction((tx) => ledger.post(tx, recharge(fresh, 5_000)));
    const paid = await db.transaction((tx) => ledger.post(tx, spend(fresh, 1_200)));
    const back = await db.transaction((tx) =>
      ledger.reverse(tx, paid.id, { idempotencyKey: key('rev'), operator: { id: null, name: '平台财务' }, memo: '误扣冲正', billType: 'REFUND' }),
    );
    expect(back.availableAfter).toBe(5_000);
    const bill = await db.execute<{ bill_type: string; direction: string; reverses_id: number; memo: string }>(
      sql`select bill_type, direction, reverses_id, memo from ledger_bills_v1 where id = ${back.id}`,
    );
    expect(bill.rows[0]).toMatchObject({ bill_type: 'REFUND', direction: 'IN', memo: '误扣冲正' });
    expect(Number(bill.rows[0]!.reverses_id)).toBe(paid.id);
  });
});

describe('the database keeps the ledger honest on its own', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of ledger rows', async () => {
    for (const statement of [
      sql`update ledger_entries set amount_fen = amount_fen + 1`,
      sql`delete from ledger_entries`,
      sql`update ledger_transactions set memo = 'x'`,
      sql`delete from ledger_transactions`,
      sql`truncate ledger_entries cascade`,
    ]) {
      expect(await pgError(db.execute(statement))).toMatch(/append-only/);
    }
  });

  it('refuses at commit a transaction whose entries do not sum to zero', async () => {
    const available = await ledger.accounts.tenantId(db, other, 'available');
    const revenue = await ledger.accounts.platformId(db, 'revenue');
    const attempt = db.transaction(async (tx) => {
      const r = await tx.execute<{ id: number }>(sql`
        insert into ledger_transactions (tenant_id, bill_type, direction, amount_fen, document_kind, document_no, operator_name, idempotency_key)
        values (${other}, 'OTHER', 'IN', 100, 'X', 'X', 'x', ${key('bad')}) returning id`);
      const id = r.rows[0]!.id;
      await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount_fen) values (${id}, ${available}, 100), (${id}, ${revenue}, -99)`);
    });
    expect(await pgError(attempt)).toMatch(/does not balance/);
    const lone = db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into ledger_transactions (tenant_id, bill_type, direction, amount_fen, document_kind, document_no, operator_name, idempotency_key)
        values (${other}, 'OTHER', 'IN', 100, 'X', 'X', 'x', ${key('lone')})`);
    });
    expect(await pgError(lone)).toMatch(/does not balance/);
  });

  it('reconcile finds a cached balance that no longer matches its entries', async () => {
    expect((await reconcile(db)).ok).toBe(true);
    const fresh = await freshTenant('ledgerTamper');
    await db.transaction((tx) => ledger.post(tx, recharge(fresh, 700)));
    await db.execute(sql`update ledger_accounts set balance = balance + 1 where tenant_id = ${fresh} and code = 'available'`);
    const report = await reconcile(db);
    expect(report.ok).toBe(false);
    const broken = report.checks.find((c) => c.problems > 0)!;
    expect(broken.name).toBe('账户余额 = 分录之和，版本连续');
    expect(broken.examples[0]).toMatchObject({ code: 'available' });
    await db.execute(sql`update ledger_accounts set balance = balance - 1 where tenant_id = ${fresh} and code = 'available'`);
    expect((await reconcile(db)).ok).toBe(true);
  });
});

async function freshTenant(name: string): Promise<number> {
  const r = await db.execute<{ id: number }>(sql`
    insert into accounts (kind, username, password_hash) values ('seller', ${name}, 'x') returning id`);
  return Number(r.rows[0]!.id);
}

/** PostgreSQL's own message (drizzle wraps it as the cause of "Failed query: …"). */
async function pgError(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    const err = e as { message: string; cause?: { message?: string } };
    return err.cause?.message ?? err.message;
  }
  return 'no error';
}
