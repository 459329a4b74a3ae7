import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { submitPaidOrders } from '../../src/modules/daifa/warehouse/fulfilmentSubmitter.ts';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { available, call, fundsWorld, newKey } from '../funds/support.ts';
import { marketLines as linesOf, placeAndPay, placeUnpaid, until } from '../daifa/support.ts';

// 未发货仅退款: goods not yet taken at the stall come back to the balance at once, through a case.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;

const marketLines = (count: number, qty = 1) => linesOf(world, count, qty);

async function orderOf(orderNo: string) {
  const o = await db().execute<{ status: string; refunded_fen: number; freight_fen: number }>(
    sql`select status, refunded_fen, freight_fen from daifa_orders where order_no = ${orderNo}`,
  );
  const lines = await db().execute<{
    id: number;
    line_no: number;
    canceled: boolean;
    after_sale_state: string | null;
    qty: number;
    price_fen: number;
    service_fen: number;
  }>(sql`
    select l.id, l.line_no, l.canceled, l.after_sale_state, l.qty, l.price_fen, l.service_fen
      from daifa_order_lines l join daifa_orders o on o.id = l.order_id
     where o.order_no = ${orderNo} order by l.line_no`);
  return {
    ...o.rows[0]!,
    lines: lines.rows.map((l) => ({
      ...l,
      id: Number(l.id),
      refund: Number(l.qty) * Number(l.price_fen) + Number(l.service_fen),
    })),
  };
}

const apply = (orderNo: string, lineNos: number[], key = newKey()) =>
  call(
    world,
    world.seller,
    'POST',
    '/api/b2/aftersale/orders/apply',
    { orderNo, type: 'REFUND_UNDELIVERY', lineNos, reason: '买家不想要了' },
    key,
  );

describe('未发货仅退款', () => {
  it('one line of a paid order: its goods and 代发费 to the balance once, the case COMPLETE, listed and detailed', async () => {
    const orderNo = await placeAndPay(world, await marketLines(2, 2));
    const before = await orderOf(orderNo);
    const preview = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/preview', { orderNo });
    expect(preview.errorCode).toBe(0);
    expect(preview.data.types).toEqual([
      { type: 'REFUND_UNDELIVERY', applicable: true, why: null },
      { type: 'REFUND_DELIVERY', applicable: false, why: '订单未发货，请申请未发货仅退款' },
      { type: 'RETURN_GOODS_DELIVERY', applicable: false, why: '订单未发货，请申请未发货仅退款' },
      { type: 'EXCHANGE_GOODS', applicable: false, why: '订单未发货，不能换货' },
      { type: 'ELSE_MAINTENANCE', applicable: false, why: '订单未发货，不能维修' },
      { type: 'ELSE_PRICE_PROTECTION', applicable: false, why: '订单未发货，请申请未发货仅退款' },
      { type: 'ELSE_REISSUE', applicable: false, why: '订单未发货，不能补寄' },
    ]);
    expect(preview.data.lines.map((l: { refundFen: number }) => l.refundFen)).toEqual(
      before.lines.map((l) => l.refund),
    );
    expect(preview.data.wholeOrderFen).toBe(
      before.lines[0]!.refund + before.lines[1]!.refund + Number(before.freight_fen),
    );

    const balance = await available(world);
    const key = newKey();
    const applied = await apply(orderNo, [1], key);
    expect(applied.errorCode).toBe(0);
    expect(applied.data).toMatchObject({
      status: 'COMPLETE',
      refundedFen: before.lines[0]!.refund,
      skipped: [],
    });
    expect(applied.data.asNo).toMatch(/^SH\d{14}$/);
    expect(await available(world)).toBe(balance + before.lines[0]!.refund);
    // the same request again: the first answer, no second refund
    const again = await apply(orderNo, [1], key);
    expect(again.data).toEqual(applied.data);
    expect(await available(world)).toBe(balance + before.lines[0]!.refund);

    const after = await orderOf(orderNo);
    expect(after.status).toBe('WAITING_TAKING');
    expect(after.lines.map((l) => [l.canceled, l.after_sale_state])).toEqual([
      [true, 'COMPLETE'],
      [false, null],
    ]);
    // a second case on the refunded line is refused, saying why
    const twice = await apply(orderNo, [1]);
    expect(twice).toMatchObject({ errorCode: 44001, errorMsg: '该商品已退款' });

    const page = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/page', {
      tab: 'COMPLETE',
      keyword: orderNo,
    });
    expect(page.data.rows).toHaveLength(1);
    expect(page.data.rows[0]).toMatchObject({
      asNo: applied.data.asNo,
      type: 'REFUND_UNDELIVERY',
      status: 'COMPLETE',
      refundedFen: before.lines[0]!.refund,
      source: 'MANUAL',
    });
    expect(page.data.tabs).toMatchObject({ ALL: 1, COMPLETE: 1, REFUNDING: 0 });
    const detail = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${applied.data.asNo}`);
    expect(detail.data.lines).toEqual([
      expect.objectContaining({ lineNo: 1, refundFen: before.lines[0]!.refund }),
    ]);
    expect(detail.data.events.map((e: { type: string }) => e.type)).toEqual([
      'APPLIED',
      'REFUNDED',
      'COMPLETED',
    ]);
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('every open line: the order is cancelled, the freight comes back too', async () => {
    const orderNo = await placeAndPay(world, await marketLines(2));
    const before = await orderOf(orderNo);
    const balance = await available(world);
    const applied = await apply(orderNo, [2, 1]);
    expect(applied.errorCode).toBe(0);
    const whole = before.lines[0]!.refund + before.lines[1]!.refund + Number(before.freight_fen);
    expect(applied.data.refundedFen).toBe(whole);
    expect(await available(world)).toBe(balance + whole);
    const after = await orderOf(orderNo);
    expect(after.status).toBe('CANCELED');
    expect(after.lines.every((l) => l.canceled && l.after_sale_state === 'COMPLETE')).toBe(true);
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('at the warehouse: a line out of stock is dropped there and refunded; a taken line is refused (44001)', async () => {
    const orderNo = await placeAndPay(world, await marketLines(2));
    const { lines } = await orderOf(orderNo);
    await world.warehouse.control.force({ orderNo, lineId: lines[0]!.id, result: 'TOOK' });
    await world.warehouse.control.force({ orderNo, lineId: lines[1]!.id, result: 'E_LACK_TAKING' });
    // earlier tests' orders still waiting go along
    expect(await submitPaidOrders(db(), world.t.daifa.fulfilment)).toBeGreaterThanOrEqual(1);
    await until(
      'both answered',
      () => orderOf(orderNo),
      (o) => o.status === 'TAKING' && o.lines.length === 2,
    );
    await until(
      'the pick-up results',
      async () =>
        (
          await db().execute<{ pickup_state: string }>(sql`
            select pickup_state from daifa_order_lines l join daifa_orders o on o.id = l.order_id
             where o.order_no = ${orderNo} order by line_no`)
        ).rows.map((r) => r.pickup_state),
      (s) => s[0] === 'TOOK' && s[1] === 'E_LACK_TAKING',
    );
    const taken = await apply(orderNo, [1]);
    expect(taken).toMatchObject({ errorCode: 44001, errorMsg: '该商品已拿货，请在签收后申请退货退款' });

    const applied = await apply(orderNo, [2]);
    expect(applied.errorCode).toBe(0);
    expect(applied.data.refundedFen).toBe(lines[1]!.refund);
    // (the balance moves with earlier orders at the warehouse meanwhile: this order's own refunds)
    expect(Number((await orderOf(orderNo)).refunded_fen)).toBe(lines[1]!.refund);
    const at = await world.warehouse.control.order(orderNo);
    expect(at!.lines.find((l) => String(l.lineId) === String(lines[1]!.id))!.state).toBe('DROPPED');
    // the one line left is taken: the order goes on to packing
    expect((await orderOf(orderNo)).status).toBe('WAITING_DELIVERING');
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('refuses what it cannot do, in Chinese, moving nothing', async () => {
    const unpaid = await placeUnpaid(world, await marketLines(1));
    expect(await apply(unpaid.orderNo, [1])).toMatchObject({
      errorCode: 44001,
      errorMsg: '订单未付款，请直接取消订单',
    });
    const orderNo = await placeAndPay(world, await marketLines(1));
    expect(await apply(orderNo, [3])).toMatchObject({ errorCode: 40000, errorMsg: '订单没有第3个商品' });
    const badType = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/aftersale/orders/apply',
      { orderNo, type: 'REFUND_SUCCESS', lineNos: [1], reason: '质量问题' },
      newKey(),
    );
    expect(badType).toMatchObject({ errorCode: 40000, errorMsg: '该售后类型暂不可申请' });
    const notYet = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/aftersale/orders/apply',
      { orderNo, type: 'RETURN_GOODS_DELIVERY', lineNos: [1], reason: '质量问题' },
      newKey(),
    );
    expect(notYet).toMatchObject({ errorCode: 44001, errorMsg: '订单未发货，请申请未发货仅退款' });
    const noKey = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/apply', {
      orderNo,
      type: 'REFUND_UNDELIVERY',
      lineNos: [1],
      reason: '质量问题',
    });
    expect(noKey.errorCode).toBe(40000);
    expect(
      Number(
        (
          await db().execute<{ n: number }>(
            sql`select count(*) as n from after_sales where order_no = ${orderNo}`,
          )
        ).rows[0]!.n,
      ),
    ).toBe(0);
    expect(
      (await call(world, world.seller, 'GET', '/api/b2/aftersale/orders/SH26112800000000')).errorCode,
    ).toBe(40400);
  });

  it('two requests for one line at once: one case refunds it, the other is refused; refunded once', async () => {
    for (let run = 0; run < 10; run++) {
      const orderNo = await placeAndPay(world, await marketLines(2));
      const { lines } = await orderOf(orderNo);
      const answers = await Promise.all([apply(orderNo, [1]), apply(orderNo, [1])]);
      expect(answers.map((a) => a.errorCode).sort()).toEqual([0, 44001]);
      // (the balance itself moves with earlier orders' warehouse events meanwhile: this order's refunds)
      expect(Number((await orderOf(orderNo)).refunded_fen)).toBe(lines[0]!.refund);
      const cases = await db().execute(sql`select 1 from after_sales where order_no = ${orderNo}`);
      expect(cases.rows).toHaveLength(1);
    }
    expect((await reconcile(db())).ok).toBe(true);
  });
});

describe('售后快速查询', () => {
  const scan = (code: string, who = world.seller) =>
    call(world, who, 'POST', '/api/b2/aftersale/orders/quickQuery', { code });

  it('finds an order by its DF number, its waybill or its case, with its goods and cases; anything else is not found', async () => {
    const orderNo = await placeAndPay(world, await marketLines(2));
    const byOrder = await scan(orderNo.toLowerCase());
    expect(byOrder.data).toMatchObject({ matchedBy: 'ORDER_NO', asNo: null });
    expect(byOrder.data.orders).toHaveLength(1);
    expect(byOrder.data.orders[0]).toMatchObject({ orderNo, canApply: true, cases: [] });
    expect(byOrder.data.orders[0].goods).toHaveLength(2);

    const applied = await apply(orderNo, [1]);
    const byCase = await scan(applied.data.asNo);
    expect(byCase.data).toMatchObject({ matchedBy: 'AS_NO', asNo: applied.data.asNo });
    expect(byCase.data.orders[0].cases).toEqual([
      {
        asNo: applied.data.asNo,
        type: 'REFUND_UNDELIVERY',
        status: 'COMPLETE',
        refundedFen: applied.data.refundedFen,
        returning: false,
      },
    ]);

    await db().execute(sql`update daifa_orders set waybill_no = '773099887766' where order_no = ${orderNo}`);
    expect((await scan('773099887766')).data).toMatchObject({ matchedBy: 'WAYBILL', orders: [{ orderNo }] });
    expect((await scan('773000000000')).data).toEqual({
      code: '773000000000',
      matchedBy: null,
      asNo: null,
      orders: [],
    });
    expect((await scan('DF 1')).errorCode).toBe(40000);
  });
});
