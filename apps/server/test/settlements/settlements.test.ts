import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { purchaserLogin } from '../support/testApp.ts';
import { adjustBalance } from '../afterSale/support.ts';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { call, goods, ownOrder, report, rowsOf, usePickupWorld } from '../pickup/support.ts';

// 拿货结算账单, 拿货员结算 and 对账单: bills made at 日结, settled through funds, reconciled to the fen.
const w = usePickupWorld();
const api = (path: string, body: object, who = w.owner, key?: string) =>
  call(w, who, 'POST', `/api/b2/settlement/${path}`, body, key);
const db = () => w.t.database.db;

/** Lines taken by the picker at these stalls (stall, 货号, pieces, 实拿价), their day moved `daysAgo` back. */
async function takenOn(daysAgo: number, lines: [string, string, number, number][]) {
  const orderNo = await ownOrder(
    w,
    lines.map(([stall, art, qty, price]) => goods(stall, art, qty, price)),
  );
  const rows = await rowsOf(w, orderNo);
  const assigned = await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', {
    ids: rows.map((r) => r.id),
    pickerId: w.pickerId,
  });
  expect(assigned.errorCode, assigned.errorMsg).toBe(0);
  for (const row of await rowsOf(w, orderNo)) {
    const line = lines.find((l) => l[1] === row.articleNo)!;
    const took = await report(w, w.picker, {
      id: row.id,
      version: row.version,
      outcome: 'TOOK',
      tookQty: line[2],
      tookPriceFen: line[3],
    });
    expect(took.errorCode, took.errorMsg).toBe(0);
  }
  const moved = await db().execute<{ day: string }>(sql`
    update pickup_assignments a set day = day - ${daysAgo}::int from pickup_tasks t
     where t.id = a.task_id and t.order_no = ${orderNo} returning a.day::text as day`);
  return { orderNo, day: moved.rows[0]!.day };
}

const audit = (day: string) => call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/auditDay', { day });
const bills = async (body: object = {}) => (await api('bill/page', { pageSize: 200, ...body })).data;
const billOf = async (day: string, stallNo: string) =>
  (await bills({ dayFrom: day, dayTo: day })).list.find((b: { stallNo: string }) => b.stallNo === stallNo);

/** A piece of the task registered for return, walked back by 退货员 and refunded by the stall (not yet confirmed). */
async function walkedBack(taskId: number, refundFen: number) {
  const registered = await call(
    w,
    w.owner,
    'POST',
    '/api/b2/purchaser/return/register',
    { lines: [{ taskId, qty: 1, reason: 'QUALITY' }] },
    crypto.randomUUID(),
  );
  expect(registered.errorCode, registered.errorMsg).toBe(0);
  const item = registered.data.items[0];
  const ret = (path: string, body: object) =>
    call(w, w.owner, 'POST', `/api/b2/purchaser/return/${path}`, body);
  const tuihuo = await purchaserLogin(w.t.app, 'purchaser:tuihuo', 'tuihuo123');
  expect((await ret('assign', { ids: [item.id], staffId: tuihuo.userId })).errorCode).toBe(0);
  const [walking] = (await ret('page', { tab: 'WAIT_FACTORY', keyword: item.returnNo })).data.list;
  const refunded = await call(
    w,
    tuihuo,
    'POST',
    '/api/b2/purchaser/return/report',
    { id: walking.id, version: walking.version, outcome: 'REFUNDED', refundFen },
    crypto.randomUUID(),
  );
  expect(refunded.errorCode, refunded.errorMsg).toBe(0);
  return item as { id: number; returnNo: string };
}

/** The payment order paid on /funds/pay from the balance with the PIN. */
async function payFromBalance(payNo: string) {
  const paid = await call(
    w,
    w.owner,
    'POST',
    '/api/b2/pay/submit',
    { payNo, method: 'BALANCE', payPassword: '258369' },
    crypto.randomUUID(),
  );
  expect(paid.errorCode, paid.errorMsg).toBe(0);
}

async function problems() {
  const report = await reconcile(db());
  return report.checks.filter((c) => c.problems > 0);
}

describe('平台拿退货费', () => {
  const availableOf = async () =>
    Number(
      (
        await db().execute<{ balance: string }>(sql`
      select balance from ledger_accounts where tenant_id = ${w.tenant} and code = 'available'`)
      ).rows[0]?.balance ?? 0,
    );
  const adjust = (fen: number) => adjustBalance(w, fen, w.tenant);
  const feeBills = async (no: string) =>
    (
      await db().execute<{ bill_type: string; direction: string; amount_fen: string; memo: string }>(sql`
        select bill_type, direction, amount_fen, memo from ledger_bills_v1
         where tenant_id = ${w.tenant} and document_no = ${no}`)
    ).rows;

  it('日结 charges ¥1.00 a piece taken and ¥1.50 a piece walked back, once, from the balance', async () => {
    const { orderNo, day } = await takenOn(6, [
      ['国投女装 1楼A2', 'F1001', 3, 3000],
      ['国投女装 1楼A10', 'F1002', 2, 4000],
    ]);
    // a piece of it walked back and refunded before the day is audited
    const [task] = (
      await db().execute<{ id: number }>(
        sql`select id from pickup_tasks where order_no = ${orderNo} and article_no = 'F1002'`,
      )
    ).rows;
    const item = await walkedBack(Number(task!.id), 3000);
    // walked back the day it was taken
    await db().execute(
      sql`update return_items set reported_at = reported_at - interval '6 days' where id = ${item.id}`,
    );

    const before = await availableOf();
    const audited = await audit(day);
    expect(audited.errorCode, audited.errorMsg).toBe(0);
    const fee = audited.data.fee;
    expect(fee).toMatchObject({
      tookPieces: 5,
      returnedPieces: 1,
      fen: 650,
      state: 'CHARGED',
      replenishNo: null,
    });
    expect(fee.feeNo).toMatch(new RegExp(`^PF${day.slice(2).replaceAll('-', '')}\\d{6}$`));
    expect(await availableOf()).toBe(before - 650);
    expect(await feeBills(fee.feeNo)).toEqual([
      {
        bill_type: 'PUR_PLATFORM_TAKE_RETURN',
        direction: 'OUT',
        amount_fen: expect.anything(),
        memo: `平台拿退货费 ${day.slice(5)}：拿货5件 × ¥1.00，退货1件 × ¥1.50`,
      },
    ]);
    // again is the same answer; the next day's audit does not charge that return twice
    expect((await audit(day)).data.fee).toEqual(fee);
    expect(await availableOf()).toBe(before - 650);
    const next = await takenOn(5, [['国投女装 1楼A2', 'F1003', 1, 3000]]);
    expect((await audit(next.day)).data.fee).toMatchObject({ tookPieces: 1, returnedPieces: 0, fen: 100 });
    expect(await availableOf()).toBe(before - 750);
    expect(await problems()).toEqual([]);
  });

  it('a short balance never stops 日结: the fee is a 补款 that cannot be declined; paid, the day says so', async () => {
    const { day } = await takenOn(4, [['国投女装 1楼A2', 'F2001', 2, 3000]]);
    const balance = await availableOf();
    await adjust(-(balance - 50));
    let replenishNo = '';
    try {
      const audited = await audit(day);
      expect(audited.errorCode, audited.errorMsg).toBe(0);
      expect(audited.data).toMatchObject({ audited: true, fee: { fen: 200, state: 'OWED' } });
      replenishNo = audited.data.fee.replenishNo;
      expect(await availableOf()).toBe(50);
      const listed = await call(w, w.owner, 'POST', '/api/b2/funds/replenish/page', {
        tab: 'WAITING_PAYMENT',
        pageSize: 100,
      });
      expect(
        listed.data.list.find((r: { replenishNo: string }) => r.replenishNo === replenishNo),
      ).toMatchObject({
        reason: 'PICKUP_FEE',
        orderNo: audited.data.fee.feeNo,
        amountFen: 200,
        goods: [{ stall: '平台拿货', artNo: day, qty: 2 }],
      });
      const declined = await call(w, w.owner, 'POST', '/api/b2/funds/replenish/cancel', {
        replenishNos: [replenishNo],
      });
      expect(declined).toMatchObject({
        errorCode: 40900,
        errorMsg: `平台拿退货费不能放弃，请支付：${replenishNo}`,
      });
      expect(await problems()).toEqual([]);
    } finally {
      await adjust(balance - 50);
    }
    await w.t.funds.payPasswords.set(w.tenant, '258369');
    const pay = await call(
      w,
      w.owner,
      'POST',
      '/api/b2/funds/replenish/pay',
      { replenishNos: [replenishNo] },
      crypto.randomUUID(),
    );
    expect(pay.errorCode, pay.errorMsg).toBe(0);
    await payFromBalance(pay.data.payNo);
    expect((await audit(day)).data.fee).toMatchObject({ state: 'PAID', replenishNo });
    expect(await problems()).toEqual([]);
  });
});

describe('拿货结算账单', () => {
  it('日结 makes a bill a stall; 现结 is paid at the stall, 余额代付 by the PIN, 月结 disputed then paid offline', async () => {
    await db().execute(sql`
      update suppliers set settle_mode = case stall_no when 'A2' then 'BALANCE' when 'A316' then 'MONTHLY' else 'CASH' end
       where tenant_id = ${w.tenant}`);
    const { day } = await takenOn(2, [
      ['国投女装 1楼A2', 'S1001', 2, 3600],
      ['国投女装 1楼A10', 'S1002', 1, 4000],
      ['国投女装 3楼A316', 'S1003', 1, 5000],
    ]);
    expect((await bills({ dayFrom: day, dayTo: day })).list).toHaveLength(0);
    expect((await audit(day)).data.audited).toBe(true);
    const page = await bills({ dayFrom: day, dayTo: day });
    expect(page.counts).toMatchObject({ ALL: 3, WAIT_CONFIRM: 3 });
    expect(page.amountFen).toBe(7200 + 4000 + 5000);
    const a2 = await billOf(day, 'A2');
    expect(a2).toMatchObject({ settleMode: 'BALANCE', lines: 1, pieces: 2, goodsFen: 7200, amountFen: 7200 });
    expect(a2.billNo).toMatch(new RegExp(`^JS${day.slice(2).replaceAll('-', '')}\\d{6}$`));
    const detail = await api('bill/detail', { billNo: a2.billNo });
    expect(detail.data.lines).toEqual([
      expect.objectContaining({
        kind: 'TAKE',
        articleNo: 'S1001',
        qty: 2,
        priceFen: 3600,
        amountFen: 7200,
        staffName: '拿货员',
      }),
    ]);
    // the audit again makes nothing twice
    await audit(day);
    expect((await bills({ dayFrom: day, dayTo: day })).counts.ALL).toBe(3);

    const a10 = await billOf(day, 'A10');
    const a316 = await billOf(day, 'A316');
    const confirmed = await api('bill/confirm', { billNos: [a2.billNo, a10.billNo, a316.billNo] });
    expect(confirmed.data).toEqual({ moved: 3, skipped: [] });
    expect(await billOf(day, 'A10')).toMatchObject({
      state: 'PAID',
      paidBy: 'CASH',
      confirmedName: 'purchaser',
    });
    expect(await billOf(day, 'A2')).toMatchObject({ state: 'WAIT_PAY', paidBy: null });
    const again = await api('bill/confirm', { billNos: [a2.billNo] });
    expect(again.data).toEqual({ moved: 0, skipped: [{ billNo: a2.billNo, why: '账单待付款' }] });
    expect(await api('bill/confirm', { billNos: [a10.billNo, 'JS000000000000'] })).toMatchObject({
      errorCode: 40400,
      errorMsg: '账单不存在：JS000000000000',
    });

    // 余额支付 with the PIN: the balance pays the stall (PICKUP, available → supplierPayable)
    expect((await api('bill/pay', { billNos: [a10.billNo] })).errorCode).toBe(47001);
    await w.t.funds.payPasswords.set(w.tenant, '258369');
    await w.t.funds.ledger.post(db(), {
      tenantId: w.tenant,
      billType: 'TRANSFER',
      direction: 'IN',
      document: { kind: 'ADJUSTMENT', no: 'TZ-settlement-test' },
      payMethod: 'BALANCE',
      operator: { id: null, name: '平台财务' },
      memo: '测试入账',
      idempotencyKey: 'test:settlement:topup',
      entries: [
        { account: 'offline', fen: -100_000 },
        { account: 'available', fen: 100_000 },
      ],
    });
    const payment = await api('bill/pay', { billNos: [a2.billNo] });
    expect(payment.data).toMatchObject({ payCallback: 'nahuo', amountFen: 7200 });
    await payFromBalance(payment.data.payNo);
    expect(await billOf(day, 'A2')).toMatchObject({
      state: 'PAID',
      paidBy: 'BALANCE',
      payNo: payment.data.payNo,
    });
    const ledger = await db().execute<{ bill_type: string; amount_fen: string }>(sql`
      select bill_type, amount_fen from ledger_transactions where document_kind = 'PICKUP_BILL' and document_no = ${a2.billNo}`);
    expect(ledger.rows.map((r) => [r.bill_type, Number(r.amount_fen)])).toEqual([['PICKUP', 7200]]);

    // 月结: 有争议 closes nothing paid; 重新核对 → 待确认 → 待付款 → 线下已付, no money moved
    const disputed = await api('bill/dispute', { billNo: a316.billNo, reason: '少了一件' });
    expect(disputed.data.moved).toBe(1);
    expect(await billOf(day, 'A316')).toMatchObject({ state: 'DISPUTED', disputeReason: '少了一件' });
    expect(await api('bill/pay', { billNos: [a316.billNo] })).toMatchObject({ errorCode: 47001 });
    expect((await api('bill/recheck', { billNo: a316.billNo })).data.moved).toBe(1);
    await api('bill/confirm', { billNos: [a316.billNo] });
    expect((await api('bill/markPaid', { billNos: [a316.billNo] })).data.moved).toBe(1);
    expect(await billOf(day, 'A316')).toMatchObject({ state: 'PAID', paidBy: 'OFFLINE' });
    expect(await problems()).toEqual([]);
  });

  it('a refund the stall accepted lands on the next bill; below 0 it goes back to the balance', async () => {
    const { orderNo, day } = await takenOn(1, [['国投女装 1楼A2', 'S2001', 1, 3500]]);
    await audit(day);
    const [task] = (
      await db().execute<{ id: number }>(sql`select id from pickup_tasks where order_no = ${orderNo}`)
    ).rows;
    const item = await walkedBack(Number(task!.id), 3000);
    const ret = (path: string, body: object) =>
      call(w, w.owner, 'POST', `/api/b2/purchaser/return/${path}`, body);
    expect((await ret('confirm', { ids: [item.id] })).errorCode).toBe(0);

    // today's audit: nothing else open today, so the refund makes A2's bill of today, −¥30.00
    await db().execute(
      sql`update pickup_assignments set day = day - 10 where tenant_id = ${w.tenant} and day = current_date and state in ('WAITING_ASSIGNED', 'TAKING')`,
    );
    const today = (
      await db().execute<{ d: string }>(sql`select (now() at time zone 'Asia/Shanghai')::date::text as d`)
    ).rows[0]!.d;
    const audited = await audit(today);
    expect(audited.errorCode, audited.errorMsg).toBe(0);
    const credit = await billOf(today, 'A2');
    expect(credit).toMatchObject({ lines: 0, goodsFen: 0, refundFen: 3000, amountFen: -3000 });
    expect((await api('bill/detail', { billNo: credit.billNo })).data.lines).toEqual([
      expect.objectContaining({ kind: 'REFUND', code: item.returnNo, amountFen: -3000 }),
    ]);
    const availableOf = async () =>
      Number(
        (
          await db().execute<{ balance: string }>(sql`
        select balance from ledger_accounts where tenant_id = ${w.tenant} and code = 'available'`)
        ).rows[0]?.balance ?? 0,
      );
    const was = await availableOf();
    expect((await api('bill/confirm', { billNos: [credit.billNo] })).data.moved).toBe(1);
    expect(await billOf(today, 'A2')).toMatchObject({ state: 'PAID', paidBy: 'CREDIT' });
    expect(await availableOf()).toBe(was + 3000);
    expect(await problems()).toEqual([]);
  });

  it('exports the page as .xlsx; a picker is 40300', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/b2/settlement/bill/export',
      headers: w.owner.headers,
      payload: { tab: 'PAID' },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('拿货结算账单')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('账单号');
    const states = new Set<string>();
    sheet.eachRow((row, n) => n > 1 && states.add(String(row.getCell(13).value)));
    expect([...states]).toEqual(['已付款']);
    expect(sheet.rowCount).toBeGreaterThanOrEqual(4);
    expect((await api('bill/page', {}, w.picker)).errorCode).toBe(40300);
  });
});

describe('拿货员结算', () => {
  it('the picker’s days: 现结拿货款, 计件, 备用金 and 应交回; settled only once the day is 日结', async () => {
    const page = await api('picker/page', {});
    const days = page.data.list.filter((r: { staffId: number }) => r.staffId === w.pickerId);
    expect(days.length).toBeGreaterThanOrEqual(2);
    const twoAgo = days.find((r: { cashGoodsFen: number }) => r.cashGoodsFen === 4000);
    // A10 is 现结 (¥40.00 paid there); 4 pieces taken → ¥2.00 计件
    expect(twoAgo).toMatchObject({
      takenPieces: 4,
      pieceFeeFen: 200,
      floatFen: 0,
      dueBackFen: -4000,
      state: 'WAIT',
      dayAudited: true,
    });
    const floated = await api('picker/float', { staffId: w.pickerId, day: twoAgo.day, floatFen: 50_000 });
    expect(floated.data).toMatchObject({ floatFen: 50_000, dueBackFen: 46_000 });
    const settled = await api('picker/settle', { items: [{ staffId: w.pickerId, day: twoAgo.day }] });
    expect(settled.data).toEqual({ moved: 1, skipped: [] });
    expect(await api('picker/float', { staffId: w.pickerId, day: twoAgo.day, floatFen: 1 })).toMatchObject({
      errorCode: 47001,
      errorMsg: '该拿货员当日已结算，不能修改备用金',
    });
    // a day not audited cannot be settled
    const fresh = '2020-01-02';
    await api('picker/float', { staffId: w.pickerId, day: fresh, floatFen: 100 });
    expect(
      (await api('picker/settle', { items: [{ staffId: w.pickerId, day: fresh }] })).data.skipped,
    ).toEqual([{ staffId: w.pickerId, day: fresh, why: '当日拿货未日结审核' }]);
    expect(await api('picker/float', { staffId: 999999, day: fresh, floatFen: 1 })).toMatchObject({
      errorCode: 40400,
    });
    expect(await api('picker/page', { dayFrom: '2026-01-01', dayTo: '2026-12-31' })).toMatchObject({
      errorCode: 40000,
    });
  });
});

describe('对账单', () => {
  it('期初 + 收入 − 支出 = 期末, with the own team’s four bill types', async () => {
    const month = (
      await db().execute<{ m: string }>(
        sql`select to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM') as m`,
      )
    ).rows[0]!.m;
    const s = (await call(w, w.owner, 'POST', '/api/b2/statement/month', { month })).data;
    expect(s.openingFen + s.incomeFen - s.expenseFen).toBe(s.closingFen);
    const types = Object.fromEntries(s.byType.map((t: { billType: string }) => [t.billType, t]));
    expect(Object.keys(types)).toEqual(
      expect.arrayContaining([
        'PICKUP',
        'FOR_FACTORY_SHIPMENT',
        'OFFLINE_REFUND',
        'PUR_PLATFORM_TAKE_RETURN',
      ]),
    );
    expect(types.PICKUP).toMatchObject({ expenseFen: 7200, count: 1 });
    expect(types.OFFLINE_REFUND).toMatchObject({ incomeFen: 3000, count: 1 });
    // the days audited above: 5 + 1 + 4 + 1 pieces taken and 1 + 1 walked back; the short day's fee (2
    // pieces) was a 补款, paid since — it counts as the fee, not as a 代发补款
    expect(types.PUR_PLATFORM_TAKE_RETURN).toMatchObject({ expenseFen: 1100 + 300 + 200, count: 6 });
    const closing = Number(
      (
        await db().execute<{ balance: string }>(sql`
      select balance from ledger_accounts where tenant_id = ${w.tenant} and code = 'available'`)
      ).rows[0]!.balance,
    );
    expect(s.closingFen).toBe(closing);
    // the bills count by their day: the 现结 one of two days ago may be last month's
    const [cash] = (
      await db().execute<{ m: string }>(sql`
        select to_char(day, 'YYYY-MM') as m from pickup_bills
         where tenant_id = ${w.tenant} and settle_mode = 'CASH' and state = 'PAID' and amount_fen = 4000`)
    ).rows;
    const ofCash = (await call(w, w.owner, 'POST', '/api/b2/statement/month', { month: cash!.m })).data;
    expect(ofCash.pickupBills.byPaidBy).toEqual(
      expect.arrayContaining([expect.objectContaining({ paidBy: 'CASH', amountFen: 4000 })]),
    );
    expect(await call(w, w.owner, 'POST', '/api/b2/statement/month', { month: '2026-13' })).toMatchObject({
      errorCode: 40000,
    });
  });
});
