import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, ssoLogin, type Session, type TestApp } from '../support/testApp.ts';
import { BILL_EXPORT_COLUMNS } from '../../src/modules/funds/balance/billExport.ts';
import { alipayPaidOrder } from '../daifa/support.ts';
import { sheetRows } from '../support/xlsx.ts';

let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp();
  seller = await ssoLogin(t.app, 'seller', 'seller123');
  // two orders paid straight through Alipay beside the seeded recharges
  for (let i = 0; i < 2; i++) await alipayPaidOrder(t, seller.userId);
});
afterAll(() => t?.close());

const sheetOf = (payload: Buffer) => sheetRows(payload, '账单明细');

describe('导出 of 我的余额’s bills', () => {
  it('downloads the filtered bills as an .xlsx whose rows and sums match the page', async () => {
    const filter = { billTypes: ['RECHARGE', 'ORDER'] };
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/b2/funds/bill/page',
      headers: seller.headers,
      payload: { pageSize: 20, filter },
    });
    const totals = page.json().data.totals as { count: number; incomeFen: number; expenseFen: number };
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/b2/funds/bill/export/file',
      headers: seller.headers,
      payload: { filter },
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain('账单明细');
    const rows = await sheetOf(file.rawPayload);
    expect(rows[0]).toEqual(BILL_EXPORT_COLUMNS.map((c) => c.header));
    const body = rows.slice(1);
    expect(body).toHaveLength(totals.count);
    expect(new Set(body.map((r) => r[2]))).toEqual(new Set(['充值', '代发订单']));
    const amount = BILL_EXPORT_COLUMNS.findIndex((c) => c.header === '金额(元)');
    // the balance's 收入 − 支出 is what the rows that moved it sum to; the rest say which way they went
    const balance = BILL_EXPORT_COLUMNS.findIndex((c) => c.header === '余额(元)');
    const moved = body.filter((r) => !String(r[balance]).startsWith('未经余额'));
    expect(moved.length).toBeLessThan(body.length);
    expect(new Set(body.filter((r) => !moved.includes(r)).map((r) => r[balance]))).toEqual(
      new Set(['未经余额（支付宝）']),
    );
    const sumFen = moved.reduce((s, r) => s + Math.round(Number(r[amount]) * 100), 0);
    expect(sumFen).toBe(totals.incomeFen - totals.expenseFen);
  });

  it('more than 1,000 bills go to 导出记录 instead', async () => {
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/b2/funds/bill/export/file',
      headers: seller.headers,
      payload: { filter: {} },
    });
    const count = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_bills_v1 b join accounts a on a.id = b.tenant_id where a.username = 'seller'`,
    );
    if (Number(count.rows[0]!.n) > 1000) expect(direct.json().errorCode).toBe(40000);
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/b2/funds/bill/export',
      headers: seller.headers,
      payload: { filter: {} },
    });
    expect(job.json().data.total).toBe(Number(count.rows[0]!.n));
  });
});

describe('日对账', () => {
  it('ties every day (期初 + 收入 − 支出 = 期末) and each day opens where the one before closed', async () => {
    const to = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/b2/funds/daily',
      headers: seller.headers,
      payload: { from, to },
    });
    const rows = res.json().data as {
      day: string;
      openingFen: number;
      incomeFen: number;
      expenseFen: number;
      closingFen: number;
    }[];
    expect(rows.length).toBeGreaterThan(15);
    for (const r of rows) expect(r.openingFen + r.incomeFen - r.expenseFen, r.day).toBe(r.closingFen);
    const ascending = [...rows].reverse();
    for (let i = 1; i < ascending.length; i++)
      expect(ascending[i]!.openingFen, ascending[i]!.day).toBe(ascending[i - 1]!.closingFen);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/b2/funds/daily',
      headers: seller.headers,
      payload: { from: to, to: from },
    });
    expect(bad.json()).toMatchObject({ errorCode: 40000, errorMsg: '开始日期不能晚于结束日期' });
  });
});
