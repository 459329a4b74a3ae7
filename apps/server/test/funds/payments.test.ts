import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { findPaymentOrder } from '../../src/modules/funds/payments/paymentOrders.ts';
import { available, call, control, fundsWorld, newKey, setFaults, sweep, until, type FundsWorld } from './support.ts';
import { awaitingReplenish } from '../support/replenishFixture.ts';

const world = fundsWorld();

async function recharge(w: FundsWorld, fen: number) {
  const made = await call(w, w.seller, 'POST', '/api/b2/funds/recharge', { amountFen: fen }, newKey());
  expect(made.errorCode).toBe(0);
  const submitted = await call(w, w.seller, 'POST', '/api/b2/pay/submit', { payNo: made.data.payNo, method: 'ALIPAY' }, newKey());
  expect(submitted.data.kind).toBe('CASHIER');
  return { payNo: made.data.payNo as string, cashierUrl: submitted.data.cashierUrl as string };
}

const status = async (w: FundsWorld, payNo: string) => (await call(w, w.seller, 'GET', `/api/b2/pay/order/${payNo}/status`)).data.state as string;

async function anomalies(w: FundsWorld, payNo: string) {
  const r = await w.t.database.db.execute<{ kind: string }>(sql`select kind from money_anomalies where pay_no = ${payNo} order by id`);
  return r.rows.map((x) => x.kind);
}

describe('recharge through Alipay (the stand-in over HTTP)', () => {
  it('the cashier’s 确认付款 notifies us; the balance grows once and the bill says 充值', async () => {
    await setFaults(world, {});
    const before = await available(world);
    const { payNo, cashierUrl } = await recharge(world, 12_345);
    expect(new URL(cashierUrl).searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(JSON.parse(new URL(cashierUrl).searchParams.get('biz_content')!)).toMatchObject({
      out_trade_no: payNo,
      total_amount: '123.45',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    expect(await status(world, payNo)).toBe('WAITING');
    await control(world, '/control/pay', { url: cashierUrl });
    await until('the notify', async () => (await status(world, payNo)) === 'PAID');
    expect(await available(world)).toBe(before + 12_345);
    const bills = await call(world, world.seller, 'POST', '/api/b2/funds/bill/page', { filter: { billTypes: ['RECHARGE'] } });
    expect(bills.data.rows[0]).toMatchObject({ billType: 'RECHARGE', direction: 'IN', amountFen: 12_345, payMethod: 'ALIPAY_WEB' });
    expect((await reconcile(world.t.database.db)).ok).toBe(true);
  });

  it('a repeated key answers the first payment order; the key on another body is refused', async () => {
    const key = newKey();
    const a = await call(world, world.seller, 'POST', '/api/b2/funds/recharge', { amountFen: 500 }, key);
    const b = await call(world, world.seller, 'POST', '/api/b2/funds/recharge', { amountFen: 500 }, key);
    expect(b.data.payNo).toBe(a.data.payNo);
    const c = await call(world, world.seller, 'POST', '/api/b2/funds/recharge', { amountFen: 600 }, key);
    expect(c).toMatchObject({ errorCode: ErrorCode.CONFLICT, errorMsg: '幂等键已用于其他请求' });
    const none = await call(world, world.seller, 'POST', '/api/b2/funds/recharge', { amountFen: 600 });
    expect(none.errorCode).toBe(ErrorCode.INVALID_INPUT);
  });

  it('refuses amounts that are not whole fen in range, naming the field', async () => {
    for (const amountFen of [0, -100, 12.5, '1e3', 99, 5_000_001]) {
      const r = await call(world, world.seller, 'POST', '/api/b2/funds/recharge', { amountFen }, newKey());
      expect(r.errorCode, String(amountFen)).toBe(ErrorCode.INVALID_INPUT);
      expect(r.data.field).toBe('amountFen');
    }
  });

  it('notifications sent twice at once pay once', async () => {
    await setFaults(world, { repeat: true });
    const before = await available(world);
    const { payNo, cashierUrl } = await recharge(world, 2_000);
    await control(world, '/control/pay', { url: cashierUrl });
    await until('the notify', async () => (await status(world, payNo)) === 'PAID');
    await until('both copies handled', async () => {
      const n = await world.t.database.db.execute(sql`select 1 from payment_notifications where pay_no = ${payNo}`);
      return (n.rowCount ?? 0) >= 2;
    });
    expect(await available(world)).toBe(before + 2_000);
  });

  it('a forged notification is answered failure and changes nothing; the real one still lands', async () => {
    await setFaults(world, { forge: true });
    const before = await available(world);
    const { payNo, cashierUrl } = await recharge(world, 3_000);
    await control(world, '/control/pay', { url: cashierUrl });
    await until('the real notify', async () => (await status(world, payNo)) === 'PAID');
    expect(await available(world)).toBe(before + 3_000);
    expect(await anomalies(world, payNo)).toContain('BAD_SIGNATURE');
    const forged = await world.t.database.db.execute<{ verified: boolean; outcome: string }>(
      sql`select verified, outcome from payment_notifications where pay_no = ${payNo} and not verified`,
    );
    expect(forged.rows[0]).toMatchObject({ verified: false, outcome: 'BAD_SIGNATURE' });
  });

  it('a notification with another amount is an anomaly for /ops, not a payment', async () => {
    await setFaults(world, { alterAmount: true });
    const before = await available(world);
    const { payNo, cashierUrl } = await recharge(world, 4_000);
    await control(world, '/control/pay', { url: cashierUrl });
    await until('the anomaly', async () => (await anomalies(world, payNo)).includes('AMOUNT_MISMATCH'));
    expect(await status(world, payNo)).toBe('WAITING');
    expect(await available(world)).toBe(before);
  });

  it('no notification at all: 10 s after the cashier the server asks Alipay and applies its answer', async () => {
    await setFaults(world, { drop: true });
    const before = await available(world);
    const { payNo, cashierUrl } = await recharge(world, 5_000);
    await control(world, '/control/pay', { url: cashierUrl });
    expect(await status(world, payNo)).toBe('WAITING');
    await world.t.database.db.execute(sql`update payment_orders set queried_at = now() - interval '11 seconds' where pay_no = ${payNo}`);
    expect(await status(world, payNo)).toBe('PAID');
    expect(await available(world)).toBe(before + 5_000);
  });

  it('a second Alipay trade for a paid order is booked and refunded to the same trade, never rolled back', async () => {
    await setFaults(world, {});
    const { payNo, cashierUrl } = await recharge(world, 6_000);
    await control(world, '/control/pay', { url: cashierUrl });
    await until('paid', async () => (await status(world, payNo)) === 'PAID');
    const afterFirst = await available(world);
    const second = await control(world, '/control/duplicate', { appId: world.t.funds.gateway.appId, outTradeNo: payNo });
    await until('the duplicate booked', async () => {
      const r = await world.t.database.db.execute(sql`select 1 from payment_trades where trade_no = ${second.tradeNo} and outcome = 'REFUNDED'`);
      return r.rowCount === 1;
    });
    expect(await status(world, payNo)).toBe('PAID');
    expect(await available(world)).toBe(afterFirst);
    await sweep(world);
    const trades = (await control(world, '/control/trades')) as { trade_no: string; refund_fee: string }[];
    expect(Number(trades.find((t) => t.trade_no === second.tradeNo)!.refund_fee)).toBe(6_000);
    const refund = await world.t.database.db.execute<{ state: string }>(sql`select state from payment_refunds where trade_no = ${second.tradeNo}`);
    expect(refund.rows[0]!.state).toBe('SUCCESS');
    const bills = await call(world, world.seller, 'POST', '/api/b2/funds/bill/page', { filter: { number: payNo } });
    expect(bills.data.rows.map((b: { billType: string; direction: string }) => `${b.billType}/${b.direction}`)).toEqual([
      'ALI_REFUND/OUT',
      'OTHER/IN',
    ]);
    expect((await reconcile(world.t.database.db)).ok).toBe(true);
  });

  it('a payment that lands after the order closed is still applied when still owed (a recharge always is)', async () => {
    await setFaults(world, { drop: true });
    const before = await available(world);
    const { payNo, cashierUrl } = await recharge(world, 7_000);
    await control(world, '/control/pay', { url: cashierUrl });
    await world.t.database.db.execute(sql`update payment_orders set state = 'CLOSED', closed_at = now() where pay_no = ${payNo}`);
    await setFaults(world, {});
    // Alipay's answer (as a query or a late notification) is applied the same way.
    const { queryAndApply } = await import('../../src/modules/funds/payments/alipayTrades.ts');
    const f = world.t.funds;
    expect(await queryAndApply({ db: f.db, ledger: f.ledger, paidHandlers: f.paidHandlers, gateway: f.gateway }, payNo)).toBe('APPLIED');
    expect(await status(world, payNo)).toBe('PAID');
    expect(await available(world)).toBe(before + 7_000);
  });
});

describe('paying a 补款 from the balance with the PIN', () => {
  async function replenishPayment(fen: number) {
    const no = `BK${Date.now()}${Math.floor(Math.random() * 1000)}`;
    await awaitingReplenish(world.t.database.db, world.t.funds.ledger, world.sellerTenant, [{ replenishNo: no, fen }]);
    const order = await world.t.database.db.transaction((tx) =>
      world.t.funds.createPaymentOrder(tx, {
        tenantId: world.sellerTenant,
        createdBy: world.sellerTenant,
        documentKind: 'REPLENISH',
        subject: '代发补款',
        lines: [{ documentNo: no, itemType: 'UPDATE_PRICE', fen, label: '档口涨价' }],
      }),
    );
    return { no, payNo: order.payNo };
  }

  it('a wrong PIN says how many tries are left; the right one pays and the 补款 is 已补款', async () => {
    const { no, payNo } = await replenishPayment(500);
    const before = await available(world);
    const wrong = await call(world, world.seller, 'POST', '/api/b2/pay/submit', { payNo, method: 'BALANCE', payPassword: '111222' }, newKey());
    expect(wrong).toMatchObject({ errorCode: ErrorCode.PAY_PASSWORD_WRONG, errorMsg: '支付密码错误，还可尝试4次' });
    const right = await call(world, world.seller, 'POST', '/api/b2/pay/submit', { payNo, method: 'BALANCE', payPassword: '258369' }, newKey());
    expect(right.data).toEqual({ kind: 'PAID', payCallback: 'bukuan' });
    expect(await available(world)).toBe(before - 500);
    const r = await world.t.database.db.execute<{ state: string; pay_no: string }>(sql`select state, pay_no from replenish_requests where replenish_no = ${no}`);
    expect(r.rows[0]).toEqual({ state: 'PAID', pay_no: payNo });
    const again = await call(world, world.seller, 'POST', '/api/b2/pay/submit', { payNo, method: 'BALANCE', payPassword: '258369' }, newKey());
    expect(again).toMatchObject({ errorCode: ErrorCode.CONFLICT, errorMsg: '该支付单已支付' });
  });

  it('a cashier opened while a balance payment waits for the order: Alipay’s payment counts, the balance is not charged', async () => {
    const fen = 700;
    const { no, payNo } = await replenishPayment(fen);
    const before = await available(world);
    // The cashier's hand-over holds the payment order while the balance payment comes in.
    const cashierSide = await world.t.database.pool.connect();
    await cashierSide.query('begin');
    await cashierSide.query('select 1 from payment_orders where pay_no = $1 for update', [payNo]);
    const balancePayment = call(world, world.seller, 'POST', '/api/b2/pay/submit', { payNo, method: 'BALANCE', payPassword: '258369' }, newKey());
    await until('the balance payment waits for the order', async () => {
      const r = await world.t.database.db.execute<{ n: string }>(sql`
        select count(*)::text as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and query like '%payment_orders%'`);
      return Number(r.rows[0]!.n) > 0;
    });
    await cashierSide.query(`update payment_orders set method = 'ALIPAY_WEB', queried_at = now(), version = version + 1 where pay_no = $1`, [payNo]);
    const order = (await findPaymentOrder(world.t.database.db, payNo))!;
    const cashierUrl = world.t.funds.gateway.cashierUrl({
      payNo,
      fen,
      subject: order.subject,
      expiresAt: order.expiresAt,
      channel: 'WEB',
      returnUrl: 'http://localhost/return',
    });
    // The buyer pays at the cashier before the hand-over commits.
    expect((await control(world, '/control/pay', { url: cashierUrl })).tradeNo).toBeTruthy();
    await cashierSide.query('commit');
    cashierSide.release();

    const answer = await balancePayment;
    // Which message depends on who takes the order next: the balance payment (it closes the trade, finds
    // it paid) or Alipay's notification, sent on its own clock (已支付). Either way nothing is charged twice.
    expect(answer).toMatchObject({
      errorCode: ErrorCode.CONFLICT,
      errorMsg: expect.stringMatching(/^该支付单已(在支付宝付款成功|支付)$/),
    });
    expect(await available(world)).toBe(before);
    expect(await status(world, payNo)).toBe('PAID');
    const paid = await world.t.database.db.execute<{ method: string }>(sql`select method from payment_orders where pay_no = ${payNo}`);
    expect(paid.rows[0]!.method).toBe('ALIPAY_WEB');
    const replenish = await world.t.database.db.execute<{ state: string }>(sql`select state from replenish_requests where replenish_no = ${no}`);
    expect(replenish.rows[0]!.state).toBe('PAID');
    // Alipay's own notification comes later and changes nothing.
    await control(world, '/control/notifyNow', {});
    await new Promise((r) => setTimeout(r, 300));
    expect(await available(world)).toBe(before);
    const refunds = await world.t.database.db.execute<{ n: string }>(sql`select count(*)::text as n from payment_refunds where pay_no = ${payNo}`);
    expect(Number(refunds.rows[0]!.n)).toBe(0);
    expect((await reconcile(world.t.database.db)).ok).toBe(true);
  });

  it('more than the balance: 余额不足, and nothing changes', async () => {
    const { no, payNo } = await replenishPayment((await available(world)) + 1);
    const r = await call(world, world.seller, 'POST', '/api/b2/pay/submit', { payNo, method: 'BALANCE', payPassword: '258369' }, newKey());
    expect(r).toMatchObject({ errorCode: ErrorCode.INSUFFICIENT_BALANCE, errorMsg: '余额不足' });
    const state = await world.t.database.db.execute<{ state: string }>(sql`select state from replenish_requests where replenish_no = ${no}`);
    expect(state.rows[0]!.state).toBe('WAITING_PAYMENT');
    expect(await status(world, payNo)).toBe('WAITING');
  });

  it('20 wrong PINs at once: exactly five are counted, then 支付密码错误次数过多，请3小时后再试', async () => {
    const account = await world.t.database.db.execute<{ id: number }>(
      sql`insert into accounts (kind, username, password_hash, phone) values ('seller', 'pinRace', 'x', '13900000001') returning id`,
    );
    const id = Number(account.rows[0]!.id);
    await world.t.funds.payPasswords.set(id, '258369');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => world.t.funds.payPasswords.verify(id, '000111')));
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { errorCode: number }).errorCode : 0));
    expect(codes.filter((c) => c === ErrorCode.PAY_PASSWORD_WRONG)).toHaveLength(4);
    expect(codes.filter((c) => c === ErrorCode.PAY_PASSWORD_LOCKED)).toHaveLength(16);
    await expect(world.t.funds.payPasswords.verify(id, '258369')).rejects.toMatchObject({ errorCode: ErrorCode.PAY_PASSWORD_LOCKED });
  });
});
