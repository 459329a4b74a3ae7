import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import { createTestApp, opsLogin, ssoLogin, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let ops: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ops = await opsLogin(t.app);
});
afterAll(() => t?.close());

const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  (await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).json();

async function frozenWithdrawal(fen: number): Promise<{ no: string; tenant: number }> {
  const seller = await t.database.db.execute<{ id: number }>(sql`select id from accounts where username = 'seller' and parent_id is null`);
  const tenant = Number(seller.rows[0]!.id);
  const no = `TX${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await t.database.db.transaction((tx) =>
    t.funds.ledger.post(tx, {
      tenantId: tenant,
      billType: 'RECHARGE',
      direction: 'IN',
      document: { kind: 'RECHARGE', no: `CZ${no}` },
      operator: { id: tenant, name: 'seller' },
      idempotencyKey: `topup:${no}`,
      entries: [
        { account: 'alipayClearing', fen: -fen },
        { account: 'available', fen },
      ],
    }),
  );
  await t.database.db.execute(sql`insert into withdrawals (withdraw_no, tenant_id, applied_by, fen, alipay_account, real_name) values (${no}, ${tenant}, ${tenant}, ${fen}, '13800138000', '张小鹿')`);
  await t.database.db.transaction((tx) =>
    t.funds.ledger.post(tx, {
      tenantId: tenant,
      billType: 'WITHDRAWAL',
      direction: 'OUT',
      document: { kind: 'WITHDRAWAL', no },
      operator: { id: tenant, name: 'seller' },
      idempotencyKey: `withdraw:${no}:apply`,
      entries: [
        { account: 'available', fen: -fen },
        { account: 'frozen', fen },
      ],
    }),
  );
  return { no, tenant };
}

describe('/ops (平台财务)', () => {
  it('signs operators in only: a wrong password is 40011, a tenant session is not an operator', async () => {
    expect((await call('POST', '/api/ops/login', {}, { username: 'ops', password: 'wrong' })).errorCode).toBe(ErrorCode.BAD_CREDENTIALS);
    expect((await call('POST', '/api/ops/login', {}, { username: 'nobody', password: 'ops123' })).errorCode).toBe(ErrorCode.BAD_CREDENTIALS);
    const seller = await ssoLogin(t.app, 'seller', 'seller123');
    expect((await call('GET', '/api/ops/reconcile', seller.headers)).errorCode).toBe(ErrorCode.NOT_SIGNED_IN);
    const page = await t.app.inject({ method: 'GET', url: '/ops' });
    expect(page.body).toContain('运营人员登录');
    expect(page.body).not.toMatch(/<script>(?!<)/);
  });

  it('approves a withdrawal above ¥5,000 (打款中) and rejects another, whose money goes back', async () => {
    const big = await frozenWithdrawal(600_000);
    const list = await call('POST', '/api/ops/withdrawals/page', ops, { state: 'REVIEWING' });
    expect(list.data.map((w: { withdrawNo: string }) => w.withdrawNo)).toContain(big.no);
    const approved = await call('POST', `/api/ops/withdrawals/${big.no}/approve`, ops);
    expect(approved.data).toMatchObject({ state: 'PAYING', reviewedBy: '平台财务' });
    expect((await call('POST', `/api/ops/withdrawals/${big.no}/approve`, ops)).errorCode).toBe(ErrorCode.CONFLICT);
    const other = await frozenWithdrawal(700_000);
    const rejected = await call('POST', `/api/ops/withdrawals/${other.no}/reject`, ops, { reason: '账户信息待核实' });
    expect(rejected.data).toMatchObject({ state: 'REJECTED', reason: '账户信息待核实' });
    const bills = await t.database.db.execute<{ direction: string; memo: string }>(
      sql`select direction, memo from ledger_bills_v1 where document_no = ${other.no} order by id`,
    );
    expect(bills.rows.map((b) => b.direction)).toEqual(['OUT', 'IN']);
    expect(bills.rows[1]!.memo).toContain('账户信息待核实');
  });

  it('调账 moves money with its reason once per key; reconcile then still ties', async () => {
    const headers = { ...ops, 'idempotency-key': `ops-test-${Date.now()}` };
    const before = await t.database.db.execute<{ balance: number }>(
      sql`select balance from ledger_accounts a join accounts t on t.id = a.tenant_id where t.username = 'purchaser' and t.parent_id is null and a.code = 'available'`,
    );
    const a = await call('POST', '/api/ops/adjust', headers, { username: 'purchaser', billType: 'OFFLINE_REFUND', fen: 2_500, reason: '线下退款：档口少发一件' });
    const b = await call('POST', '/api/ops/adjust', headers, { username: 'purchaser', billType: 'OFFLINE_REFUND', fen: 2_500, reason: '线下退款：档口少发一件' });
    expect(b.data.transactionId).toBe(a.data.transactionId);
    expect(a.data.availableAfterFen).toBe(Number(before.rows[0]!.balance) + 2_500);
    const tooMuch = await call('POST', '/api/ops/adjust', { ...ops, 'idempotency-key': `ops-test-big-${Date.now()}` }, {
      username: 'purchaser',
      billType: 'OTHER',
      fen: -100_000_000,
      reason: '扣款',
    });
    expect(tooMuch.errorCode).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    const report = await call('GET', '/api/ops/reconcile', ops);
    expect(report.data.ok).toBe(true);
    expect(report.data.checks.length).toBeGreaterThanOrEqual(7);
  });
});
