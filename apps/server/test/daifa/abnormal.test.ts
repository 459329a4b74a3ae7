import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode, type AbnormalRow, type DaifaGoods } from '@oms/api-client';
import { submitPaidOrders } from '../../src/modules/daifa/warehouse/fulfilmentSubmitter.ts';
import { tellWarehouse } from '../../src/modules/daifa/warehouse/warehouseDue.ts';
import { applyExceptionDefaults } from '../../src/modules/daifa/abnormal/exceptionDefaults.ts';
import { cancelReplenish } from '../../src/modules/funds/payments/replenish.ts';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { available, call, control as alipayControl, fundsWorld, newKey } from '../funds/support.ts';
import { cancelDaifa, payReplenish, placeAndPay, until } from './support.ts';

// 异常订单 against the warehouse stand-in at 600×: the stall's answers are forced, the seller resolves.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const control = () => world.warehouse.control;

async function marketGoods(n: number): Promise<DaifaGoods[]> {
  const found = await call(world, world.seller, 'GET', '/api/b2/daifa/goods/search?pageSize=20');
  return (found.data.items as DaifaGoods[]).slice(0, n);
}

/** A paid order of `n` market goods (qty 2 each), submitted with each line's first answer forced. */
async function orderWith(answers: { result: string; reason?: string }[]) {
  const goods = await marketGoods(answers.length);
  const orderNo = await placeAndPay(
    world,
    goods.map((g) => ({
      goodsId: g.goodsId,
      stall: g.stall,
      articleNo: g.articleNo,
      title: g.title,
      color: g.colors[0]!,
      size: g.sizes[0]!,
      qty: 2,
      priceFen: g.priceFen,
      weightG: g.weightG,
    })),
  );
  const lines = await db().execute<{
    id: number;
    line_no: number;
    price_fen: number;
    service_fen: number;
  }>(sql`
    select l.id, l.line_no, l.price_fen, l.service_fen from daifa_order_lines l join daifa_orders o on o.id = l.order_id
     where o.order_no = ${orderNo} order by l.line_no`);
  for (const [i, a] of answers.entries())
    await control().force({
      orderNo,
      lineId: Number(lines.rows[i]!.id),
      result: a.result as never,
      ...(a.reason ? { reason: a.reason as never } : {}),
    });
  await control().force({ orderNo, parcel: 'SIGNED' });
  expect(await submitPaidOrders(db(), world.t.daifa.fulfilment)).toBe(1);
  await until(
    'answers',
    () => lineStates(orderNo),
    (s) => s.every((x) => x !== 'WAITING_TAKING' && x !== 'TAKING'),
  );
  return {
    orderNo,
    lines: lines.rows.map((l) => ({
      ...l,
      id: Number(l.id),
      price_fen: Number(l.price_fen),
      service_fen: Number(l.service_fen),
    })),
  };
}

async function lineStates(orderNo: string): Promise<string[]> {
  const r = await db().execute<{ pickup_state: string }>(sql`
    select l.pickup_state from daifa_order_lines l join daifa_orders o on o.id = l.order_id where o.order_no = ${orderNo} order by l.line_no`);
  return r.rows.map((x) => x.pickup_state);
}

async function order(orderNo: string) {
  const r = await db().execute<{
    status: string;
    tab: string;
    flags: string[];
    refunded_fen: number;
    freight_fen: number;
  }>(sql`select status, tab, flags, refunded_fen, freight_fen from daifa_orders where order_no = ${orderNo}`);
  return {
    ...r.rows[0]!,
    refunded_fen: Number(r.rows[0]!.refunded_fen),
    freight_fen: Number(r.rows[0]!.freight_fen),
  };
}

async function paidFen(orderNo: string): Promise<number> {
  const r = await db().execute<{ fen: string }>(
    sql`select (goods_fen + service_fen + freight_fen)::text as fen from daifa_orders where order_no = ${orderNo}`,
  );
  return Number(r.rows[0]!.fen);
}

/**
 * What the order's payment and refunds did to the seller's balance (a freight top-up at packing, which
 * the stand-in may post at any moment, is left out).
 */
async function netOnBalance(orderNo: string): Promise<number> {
  const r = await db().execute<{ fen: string }>(sql`
    select coalesce(sum(e.amount_fen), 0)::text as fen
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      join ledger_accounts a on a.id = e.account_id
     where a.tenant_id = ${world.sellerTenant} and a.code = 'available' and t.bill_type <> 'REPLENISH'
       and (t.document_no = ${orderNo} or t.document_no in (select pay_no from payment_orders where ${orderNo} = any(document_nos)))`);
  return Number(r.rows[0]!.fen);
}

const resolve = (orderNo: string, lineNo: number, action: string, extra: object = {}) =>
  call(world, world.seller, 'POST', '/api/b2/daifa/abnormal/resolve', {
    items: [{ orderNo, lineNo }],
    action,
    ...extra,
  });

async function page(
  kind: string,
): Promise<{ rows: AbnormalRow[]; total: number; counts: Record<string, number> }> {
  const res = await call(world, world.seller, 'POST', '/api/b2/daifa/abnormal/page', { kind, pageSize: 100 });
  expect(res.errorCode).toBe(0);
  return res.data;
}

describe('异常订单', () => {
  it('缺货 shows in its tab with the stall’s words and the 3-day default; counts equal the rows', async () => {
    const { orderNo } = await orderWith([{ result: 'TOOK' }, { result: 'E_LACK_TAKING' }]);
    const lack = await page('LACK');
    const row = lack.rows.find((r) => r.orderNo === orderNo)!;
    expect(row).toMatchObject({
      lineNo: 2,
      kind: 'LACK',
      stallWords: '档口缺货',
      defaultAction: 'REFUND',
      actions: ['WAIT', 'REROUTE', 'REFUND', 'SHIP_AVAILABLE'],
    });
    expect(new Date(row.defaultAt!).getTime() - new Date(row.exceptionAt).getTime()).toBe(72 * 3600_000);
    for (const kind of ['LACK', 'NEXT_DAY', 'PRICE_RAISED', 'CHANGE', 'STALL_CLOSED', 'DELISTED', 'HOLD']) {
      const answer = await page(kind);
      expect(answer.rows.length, kind).toBe(lack.counts[kind]);
      // every tab's page carries every tab's count, an empty one too
      expect(answer.counts, kind).toEqual(lack.counts);
    }
    // oldest answer first: the nearest its default
    const answered = lack.rows.map((r) => new Date(r.exceptionAt).getTime());
    expect(answered).toEqual([...answered].sort((a, b) => a - b));
    // the counts alone (the menu's badge, a refresh) are the page's
    const counts = await call(world, world.seller, 'GET', '/api/b2/daifa/abnormal/counts');
    expect(counts.data.counts).toEqual(lack.counts);
    expect(counts.data.counts.LACK).toBeGreaterThan(0);
    expect(await order(orderNo)).toMatchObject({ status: 'TAKING', tab: 'ABNORMAL', flags: ['LACK'] });
  });

  it('等待: the warehouse picks the line again in a later batch; taken, the order goes on to packing', async () => {
    const { orderNo, lines } = await orderWith([{ result: 'TOOK' }, { result: 'E_LACK_TAKING' }]);
    await control().force({ orderNo, lineId: lines[1]!.id, result: 'TOOK' });
    expect((await resolve(orderNo, 2, 'WAIT')).errorCode).toBe(0);
    expect(await lineStates(orderNo)).toEqual(['TOOK', 'WAITING_TAKING']);
    expect((await order(orderNo)).tab).toBe('WAIT_SEND');
    await until(
      'taken again',
      () => order(orderNo),
      (o) => o.status !== 'TAKING',
    );
    expect(await lineStates(orderNo)).toEqual(['TOOK', 'TOOK']);
    // the same click again: the line is no longer waiting for an answer
    expect((await resolve(orderNo, 2, 'WAIT')).errorCode).toBe(ErrorCode.CONFLICT);
  });

  it('退款 of one line: its goods and 代发费 come back; the taken one ships', async () => {
    const { orderNo, lines } = await orderWith([{ result: 'TOOK' }, { result: 'E_LACK_TAKING' }]);
    const paid = await paidFen(orderNo);
    const res = await resolve(orderNo, 2, 'REFUND');
    expect(res.errorCode).toBe(0);
    expect(res.data.results[0]).toMatchObject({
      ok: true,
      refundedFen: 2 * lines[1]!.price_fen + lines[1]!.service_fen,
    });
    expect(await netOnBalance(orderNo)).toBe(-(paid - 2 * lines[1]!.price_fen - lines[1]!.service_fen));
    expect(await order(orderNo)).toMatchObject({ status: 'WAITING_DELIVERING', tab: 'WAIT_SEND', flags: [] });
    const wh = await control().order(orderNo);
    expect(wh?.lines.map((l) => l.state)).toEqual(['TOOK', 'DROPPED']);
  });

  it('有货先发 with nothing taken gives up every line: the order is canceled and everything paid comes back', async () => {
    const { orderNo } = await orderWith([{ result: 'E_LACK_TAKING' }]);
    // (other tests' parcels move the balance meanwhile: what this order paid is read from it)
    const paid = await paidFen(orderNo);
    expect((await resolve(orderNo, 1, 'SHIP_AVAILABLE')).errorCode).toBe(0);
    expect(await order(orderNo)).toMatchObject({ status: 'CANCELED', tab: 'CANCELED', refunded_fen: paid });
    expect(await netOnBalance(orderNo)).toBe(0);
  });

  it('涨价 → 补款 (new − old) × qty; paid, the line is picked again at the new price', async () => {
    const { orderNo, lines } = await orderWith([{ result: 'E_STOP_TAKING', reason: 'PRICE_RAISED' }]);
    const row = (await page('PRICE_RAISED')).rows.find((r) => r.orderNo === orderNo)!;
    expect(row.newPriceFen).toBeGreaterThan(row.priceFen);
    expect(row.stallWords).toMatch(/^档口涨价 ¥[\d.]+ → ¥[\d.]+$/);
    expect(row.actions).toEqual(['REPLENISH', 'REROUTE', 'REFUND']);
    const asked = await resolve(orderNo, 1, 'REPLENISH');
    const replenishNo = asked.data.results[0].replenishNo as string;
    expect(replenishNo).toMatch(/^BK\d+/);
    const shown = (await page('PRICE_RAISED')).rows.find((r) => r.orderNo === orderNo)!;
    expect(shown).toMatchObject({
      actions: ['REFUND'],
      defaultAt: null,
      replenish: { replenishNo, amountFen: (row.newPriceFen! - row.priceFen) * 2 },
    });
    expect((await order(orderNo)).flags).toEqual(['PRICE_RAISED', 'WAIT_REPLENISH']);
    // 43005: 补款 asked, only 放弃 (退款) is left
    expect((await resolve(orderNo, 1, 'REPLENISH')).errorCode).toBe(ErrorCode.RESOLUTION_NOT_APPLICABLE);

    await control().force({ orderNo, lineId: lines[0]!.id, result: 'TOOK' });
    await payReplenish(world, [replenishNo]);
    const line = await db().execute<{
      price_fen: number;
      warehouse_due: string | null;
      pickup_state: string;
    }>(sql`
      select price_fen, warehouse_due, pickup_state from daifa_order_lines where id = ${lines[0]!.id}`);
    expect(line.rows[0]).toMatchObject({ warehouse_due: 'REPRICE', pickup_state: 'WAITING_TAKING' });
    expect(Number(line.rows[0]!.price_fen)).toBe(row.newPriceFen);
    expect((await order(orderNo)).flags).toEqual([]);
    expect(await tellWarehouse(db(), world.t.daifa.fulfilment)).toBe(1);
    await until(
      'picked at the new price',
      () => order(orderNo),
      (o) => o.status === 'WAITING_DELIVERING',
    );
  });

  it('补款 not paid in 48 hours: the line is refunded and the warehouse drops it', async () => {
    const { orderNo } = await orderWith([{ result: 'E_STOP_TAKING', reason: 'PRICE_RAISED' }]);
    const paid = await paidFen(orderNo);
    await resolve(orderNo, 1, 'REPLENISH');
    await db().execute(
      sql`update replenish_requests set deadline_at = now() - interval '1 minute' where order_no = ${orderNo}`,
    );
    await db().transaction((tx) =>
      cancelReplenish(tx, world.t.funds.replenishHooks, { expiredBefore: new Date(), limit: 100 }, 'EXPIRED'),
    );
    expect(await order(orderNo)).toMatchObject({ status: 'CANCELED', refunded_fen: paid });
    expect(await netOnBalance(orderNo)).toBe(0);
    expect(await tellWarehouse(db(), world.t.daifa.fulfilment)).toBe(1);
    expect((await control().order(orderNo))?.lines[0]?.state).toBe('DROPPED');
  });

  it('an order canceled while its 补款 waits closes the 补款: it can no longer be paid', async () => {
    const { orderNo } = await orderWith([{ result: 'E_STOP_TAKING', reason: 'PRICE_RAISED' }]);
    const asked = await resolve(orderNo, 1, 'REPLENISH');
    const replenishNo = asked.data.results[0].replenishNo as string;
    const canceled = await cancelDaifa(world, orderNo, '不要了');
    expect(canceled.errorCode).toBe(0);
    const r = await db().execute<{ state: string }>(
      sql`select state from replenish_requests where replenish_no = ${replenishNo}`,
    );
    expect(r.rows[0]!.state).toBe('CANCELED');
    const pay = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/funds/replenish/pay',
      { replenishNos: [replenishNo] },
      newKey(),
    );
    expect(pay.errorCode).not.toBe(0);
    expect(await netOnBalance(orderNo)).toBe(0);
  });

  it('a 补款 whose line no longer awaits it is 补款单已失效: from the balance nothing moves; through Alipay it goes back', async () => {
    const { orderNo, lines } = await orderWith([
      { result: 'E_STOP_TAKING', reason: 'PRICE_RAISED' },
      { result: 'E_STOP_TAKING', reason: 'PRICE_RAISED' },
    ]);
    const first = (await resolve(orderNo, 1, 'REPLENISH')).data.results[0].replenishNo as string;
    const second = (await resolve(orderNo, 2, 'REPLENISH')).data.results[0].replenishNo as string;
    // The lines settled some other way the 补款 was not told of (what `if (!found) continue` paid for).
    await db().execute(
      sql`update daifa_order_lines set replenish_no = null where id in (${lines[0]!.id}, ${lines[1]!.id})`,
    );
    const balanceBefore = await available(world);
    const linePrice = async () =>
      Number(
        (
          await db().execute<{ p: string }>(
            sql`select price_fen::text as p from daifa_order_lines where id = ${lines[0]!.id}`,
          )
        ).rows[0]!.p,
      );
    const priceBefore = await linePrice();

    const pay = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/funds/replenish/pay',
      { replenishNos: [first] },
      newKey(),
    );
    expect(pay.errorCode).toBe(0);
    const paid = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/pay/submit',
      { payNo: pay.data.payNo, method: 'BALANCE', payPassword: '258369' },
      newKey(),
    );
    expect(paid).toMatchObject({ errorCode: ErrorCode.CONFLICT });
    expect(paid.errorMsg).toBe(`补款单已失效：${first}`);
    expect(await available(world)).toBe(balanceBefore);
    expect(await linePrice()).toBe(priceBefore);
    const state = async (no: string) =>
      (
        await db().execute<{ state: string; cancel_reason: string | null }>(
          sql`select state, cancel_reason from replenish_requests where replenish_no = ${no}`,
        )
      ).rows[0]!;
    expect(await state(first)).toEqual({ state: 'WAITING_PAYMENT', cancel_reason: null });

    // Alipay has taken the money before we can look: it is booked, the 补款 closed, and the money goes back.
    const viaAlipay = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/funds/replenish/pay',
      { replenishNos: [second] },
      newKey(),
    );
    const cashier = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/pay/submit',
      { payNo: viaAlipay.data.payNo, method: 'ALIPAY', channel: 'WEB' },
      newKey(),
    );
    expect(cashier.errorCode, cashier.errorMsg).toBe(0);
    await alipayControl(world, '/control/pay', { url: cashier.data.cashierUrl });
    await until(
      'the 补款 closed',
      () => state(second),
      (r) => r.state === 'CANCELED',
    );
    expect(await state(second)).toEqual({ state: 'CANCELED', cancel_reason: 'STALE' });
    const refunded = await db().execute<{ n: string }>(sql`
      select count(*)::text as n from ledger_transactions where document_no = ${second} and bill_type in ('REFUND', 'ALI_REFUND')`);
    expect(Number(refunded.rows[0]!.n)).toBeGreaterThan(0);
    expect(await linePrice()).toBe(priceBefore);
    expect((await reconcile(db())).ok).toBe(true);

    // Reconcile catches the old way: a 补款 marked paid that repriced nothing and was not refunded.
    await db().execute(sql`update replenish_requests set state = 'PAID' where replenish_no = ${first}`);
    const report = await reconcile(db());
    expect(report.checks.find((c) => c.name.startsWith('每笔已支付的补款'))).toMatchObject({
      problems: 1,
      examples: [{ replenish_no: first }],
    });
    await db().execute(
      sql`update replenish_requests set state = 'WAITING_PAYMENT' where replenish_no = ${first}`,
    );
  });

  it('换款 accepted: the line is taken as the other goods', async () => {
    const { orderNo } = await orderWith([{ result: 'E_CHANGE_TAKING' }]);
    const row = (await page('CHANGE')).rows.find((r) => r.orderNo === orderNo)!;
    expect(row.exchange?.articleNo).toBeTruthy();
    expect((await resolve(orderNo, 1, 'ACCEPT_EXCHANGE')).errorCode).toBe(0);
    const line = await db().execute<{ article_no: string; exchanged: boolean; pickup_state: string }>(sql`
      select l.article_no, l.exchanged, l.pickup_state from daifa_order_lines l join daifa_orders o on o.id = l.order_id where o.order_no = ${orderNo}`);
    expect(line.rows[0]).toMatchObject({
      article_no: row.exchange!.articleNo,
      exchanged: true,
      pickup_state: 'TOOK',
    });
    expect((await order(orderNo)).status).toBe('WAITING_DELIVERING');
  });

  it('换档口 to a cheaper stall of the same style refunds the difference; a dearer one is refused', async () => {
    const { orderNo, lines } = await orderWith([{ result: 'E_STOP_TAKING', reason: 'STALL_CLOSED' }]);
    const [goods] = await marketGoods(1);
    const same = await call(world, world.seller, 'GET', `/api/b2/daifa/goods/${goods!.goodsId}/sameStyle`);
    const found = (same.data.items as DaifaGoods[]).find(
      (g) => g.colors.includes(goods!.colors[0]!) && g.sizes.includes(goods!.sizes[0]!),
    );
    expect(
      found,
      'the seeded market has the first goods at another stall in its colour and size',
    ).toBeDefined();
    const other = found!;
    await control().setPrice(other.goodsId, lines[0]!.price_fen + 100);
    expect((await resolve(orderNo, 1, 'REROUTE', { goodsId: other.goodsId })).errorCode).toBe(
      ErrorCode.RESOLUTION_NOT_APPLICABLE,
    );
    await control().setPrice(other.goodsId, lines[0]!.price_fen - 300);
    const res = await resolve(orderNo, 1, 'REROUTE', { goodsId: other.goodsId });
    expect(res.errorCode).toBe(0);
    expect(res.data.results[0].refundedFen).toBe(600);
    const line = await db().execute<{ goods_id: string; price_fen: number; pickup_state: string }>(sql`
      select goods_id, price_fen, pickup_state from daifa_order_lines where id = ${lines[0]!.id}`);
    expect(line.rows[0]).toMatchObject({ goods_id: other.goodsId, pickup_state: 'WAITING_TAKING' });
    await control().setPrice(other.goodsId, null);
  });

  it('refusals: not for this kind 43005, no goods for 换档口 40000, a line not in an exception 40900', async () => {
    const { orderNo } = await orderWith([{ result: 'TOOK' }, { result: 'E_LACK_TAKING' }]);
    expect((await resolve(orderNo, 2, 'REPLENISH')).errorCode).toBe(ErrorCode.RESOLUTION_NOT_APPLICABLE);
    expect((await resolve(orderNo, 2, 'REROUTE')).errorCode).toBe(ErrorCode.INVALID_INPUT);
    expect((await resolve(orderNo, 1, 'REFUND')).errorCode).toBe(ErrorCode.CONFLICT);
    const batch = await call(world, world.seller, 'POST', '/api/b2/daifa/abnormal/resolve', {
      items: [
        { orderNo, lineNo: 1 },
        { orderNo, lineNo: 2 },
      ],
      action: 'REFUND',
    });
    expect(batch.data.results.map((r: { ok: boolean }) => r.ok)).toEqual([false, true]);
  });

  it('unanswered: past its wait the default applies as 系统 (缺货 after 3 days → 退款)', async () => {
    const { orderNo } = await orderWith([{ result: 'TOOK' }, { result: 'E_LACK_TAKING' }]);
    await db().execute(sql`update daifa_order_lines set exception_at = now() - interval '71 hours'
                            where order_id = (select id from daifa_orders where order_no = ${orderNo}) and line_no = 2`);
    const deps = { funds: world.t.funds, fulfilment: world.t.daifa.fulfilment };
    await applyExceptionDefaults(db(), deps);
    expect(await lineStates(orderNo)).toEqual(['TOOK', 'E_LACK_TAKING']);
    await db().execute(sql`update daifa_order_lines set exception_at = now() - interval '73 hours'
                            where order_id = (select id from daifa_orders where order_no = ${orderNo}) and line_no = 2`);
    expect(await applyExceptionDefaults(db(), deps)).toBeGreaterThanOrEqual(1);
    expect((await order(orderNo)).status).toBe('WAITING_DELIVERING');
    const detail = await call(world, world.seller, 'GET', `/api/b2/daifa/order/${orderNo}`);
    expect(detail.data.timeline.find((e: { type: string }) => e.type === 'RESOLVED')?.params).toMatchObject({
      action: 'REFUND',
      by: '系统',
    });
  });

  it('订单履约策略: 缺货 waits the tenant’s days (1 here), shown as the row’s default; bad input refused', async () => {
    const strategy = () => call(world, world.seller, 'GET', '/api/b2/setting/fulfilment');
    expect((await strategy()).data).toMatchObject({ lackWaitDays: 3, nextDayTries: 3, updatedAt: null });
    expect(
      await call(world, world.seller, 'POST', '/api/b2/setting/fulfilment', {
        lackWaitDays: 6,
        nextDayTries: 1,
      }),
    ).toMatchObject({ errorCode: 40000, errorMsg: '缺货等待必须是1–5天' });
    expect(
      await call(world, world.seller, 'POST', '/api/b2/setting/fulfilment', {
        lackWaitDays: 1,
        nextDayTries: 0,
      }),
    ).toMatchObject({ errorCode: 40000, errorMsg: '明天有等待必须是1–3次' });
    const saved = await call(world, world.seller, 'POST', '/api/b2/setting/fulfilment', {
      lackWaitDays: 1,
      nextDayTries: 2,
    });
    expect(saved.data).toMatchObject({ lackWaitDays: 1, nextDayTries: 2 });
    expect(saved.data.updatedAt).not.toBeNull();

    const { orderNo } = await orderWith([{ result: 'TOOK' }, { result: 'E_LACK_TAKING' }]);
    const row = (await page('LACK')).rows.find((r) => r.orderNo === orderNo)!;
    expect(new Date(row.defaultAt!).getTime() - new Date(row.exceptionAt).getTime()).toBe(24 * 3600_000);
    await db().execute(sql`update daifa_order_lines set exception_at = now() - interval '25 hours'
                            where order_id = (select id from daifa_orders where order_no = ${orderNo}) and line_no = 2`);
    await applyExceptionDefaults(db(), { funds: world.t.funds, fulfilment: world.t.daifa.fulfilment });
    expect((await order(orderNo)).status).toBe('WAITING_DELIVERING');
    // back to the defaults for the tests after
    await db().execute(sql`delete from fulfilment_strategies`);
  });

  it('the money still adds up', async () => {
    const report = await reconcile(db());
    expect(report.ok, JSON.stringify(report).slice(0, 500)).toBe(true);
  });
});
