import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { available, call, fundsWorld, newKey } from '../funds/support.ts';
import { marketLines as linesOf, placeAndPay, until } from '../daifa/support.ts';
import { returnHelpers } from './support.ts';

// 已发货仅退款: the parcel on its way is called back by the courier (the returns desk's stand-in); the
// goods come back to the balance less ¥2.00 a piece, or the case is refused and turns into a return.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const desk = () => world.warehouse.control;
const MIN = 60_000;

const { linesOfOrder, shippedOrder, signedOrder, kase } = returnHelpers(world);
const applyIntercept = (orderNo: string, lineNos: number[], reason = '买家不想要了', key = newKey()) =>
  call(
    world,
    world.seller,
    'POST',
    '/api/b2/aftersale/orders/apply',
    { orderNo, type: 'REFUND_DELIVERY', lineNos, reason },
    key,
  );
const answered = (asNo: string) =>
  until(
    'the courier answered',
    async () => {
      await desk().advanceClock(31 * MIN);
      return kase(asNo);
    },
    (k) => k.status !== 'REFUNDING',
  );

describe('已发货仅退款 (interception)', () => {
  it('on its way → the whole parcel asked back → 拦截成功: the goods refunded less ¥2.00 a piece, reconciled', async () => {
    const orderNo = await shippedOrder(2, 2);
    const lines = await linesOfOrder(orderNo);
    const preview = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/preview', { orderNo });
    expect(preview.data.types).toEqual([
      { type: 'REFUND_DELIVERY', applicable: true, why: null },
      { type: 'RETURN_GOODS_DELIVERY', applicable: false, why: '包裹尚未签收，签收后可申请退货退款' },
      { type: 'EXCHANGE_GOODS', applicable: false, why: '包裹尚未签收，签收后可申请换货' },
      { type: 'ELSE_MAINTENANCE', applicable: false, why: '包裹尚未签收，签收后可申请维修' },
      { type: 'ELSE_PRICE_PROTECTION', applicable: true, why: null },
      { type: 'ELSE_REISSUE', applicable: false, why: '包裹尚未签收，签收后可申请补寄' },
      { type: 'REFUND_UNDELIVERY', applicable: false, why: '订单已发货，不支持未发货仅退款' },
    ]);
    // a scan of the order offers 申请售后 too
    const scanned = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/quickQuery', {
      code: orderNo,
    });
    expect(scanned.data.orders[0]).toMatchObject({ orderNo, canApply: true });
    // the courier brings the whole parcel back: one line alone cannot be intercepted
    const part = await applyIntercept(orderNo, [1]);
    expect(part).toMatchObject({ errorCode: 44001, errorMsg: '拦截会退回整个包裹，请选择包裹内的全部商品' });

    await desk().force({ orderNo, intercept: 'OK' });
    const balance = await available(world);
    const key = newKey();
    const applied = await applyIntercept(orderNo, [1, 2], '买家不想要了', key);
    expect(applied).toMatchObject({ errorCode: 0, data: { status: 'REFUNDING', refundedFen: 0 } });
    const asNo: string = applied.data.asNo;
    expect((await applyIntercept(orderNo, [1, 2], '买家不想要了', key)).data.asNo).toBe(asNo);
    expect(await kase(asNo)).toMatchObject({ status: 'REFUNDING', intercept_state: 'INTERCEPTING' });
    expect((await linesOfOrder(orderNo)).map((l) => l.after_sale_state)).toEqual(['REFUNDING', 'REFUNDING']);
    expect(await desk().returnOf(asNo)).toMatchObject({
      stage: 'INTERCEPTING',
      intercept: { outcome: 'INTERCEPTED' },
    });
    // the courier holds it: no 撤销, no second case on the lines
    expect(
      await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/cancel', { asNo }),
    ).toMatchObject({
      errorCode: 40900,
      errorMsg: '快递拦截中，不能撤销',
    });
    expect((await applyIntercept(orderNo, [1, 2])).errorCode).toBe(44002);

    const done = await answered(asNo);
    const goods = lines.reduce((s, l) => s + l.qty * l.price, 0);
    const pieces = lines.reduce((s, l) => s + l.qty, 0);
    expect(done).toMatchObject({
      status: 'COMPLETE',
      intercept_state: 'INTERCEPTED',
      refunded_fen: goods,
      fee_fen: pieces * 200,
    });
    expect(await available(world)).toBe(balance + goods - pieces * 200);
    expect((await linesOfOrder(orderNo)).map((l) => l.after_sale_state)).toEqual(['COMPLETE', 'COMPLETE']);
    const detail = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${asNo}`);
    expect(detail.data).toMatchObject({
      type: 'REFUND_DELIVERY',
      interceptState: 'INTERCEPTED',
      nextAsNo: null,
    });
    expect(detail.data.events.map((e: { type: string }) => e.type)).toEqual([
      'APPLIED',
      'INTERCEPTED',
      'REFUNDED',
      'COMPLETED',
    ]);
    const bills = await db().execute<{ bill_type: string; amount_fen: number; document_no: string }>(sql`
      select bill_type, amount_fen, document_no from ledger_transactions
       where idempotency_key like ${`aftersale:${asNo}:%`} order by id`);
    expect(bills.rows.map((b) => [b.bill_type, Number(b.amount_fen), b.document_no])).toEqual([
      ['REFUND', goods, orderNo],
      ['PROXY_RETURN_GOODS', pieces * 200, asNo],
    ]);
    // the order's trace says where the parcel went
    const trace = await db().execute<{ params: { station: string } }>(sql`
      select e.params from daifa_order_events e join daifa_orders o on o.id = e.order_id
       where o.order_no = ${orderNo} and e.type = 'TRACE' order by e.id desc limit 1`);
    expect(trace.rows[0]?.params.station).toContain('快件已拦截');
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('拦截失败 → 已拒绝 (no fee, no 申诉), then 转退货退款 opens a return on the same goods, once', async () => {
    const orderNo = await shippedOrder(1, 2);
    await desk().force({ orderNo, intercept: 'FAIL' });
    const balance = await available(world);
    const asNo: string = (await applyIntercept(orderNo, [1], '发错货')).data.asNo;
    const failed = await answered(asNo);
    expect(failed).toMatchObject({
      status: 'REFUSE',
      intercept_state: 'FAILED',
      refunded_fen: 0,
      fee_fen: 0,
    });
    expect(failed.problem_reason).toMatch(/^拦截失败：/);
    expect(await available(world)).toBe(balance);
    expect((await linesOfOrder(orderNo)).map((l) => l.after_sale_state)).toEqual(['REFUSE']);
    const appeal = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/appeal', {
      asNo,
      fen: 100,
      reason: '快递没拦住',
    });
    expect(appeal).toMatchObject({ errorCode: 40900, errorMsg: '拦截失败的售后不能申诉，请转退货退款' });
    const detail = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${asNo}`);
    expect(detail.data.appealBefore).toBeNull();

    const key = newKey();
    const toReturn = () =>
      call(world, world.seller, 'POST', '/api/b2/aftersale/orders/toReturn', { asNo }, newKey());
    const opened = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/aftersale/orders/toReturn',
      { asNo },
      key,
    );
    expect(opened).toMatchObject({ errorCode: 0, data: { status: 'GOODS_RETURNING', refundedFen: 0 } });
    const returnNo: string = opened.data.asNo;
    expect(returnNo).not.toBe(asNo);
    expect((await toReturn()).data.asNo).toBe(returnNo);
    expect(await kase(returnNo)).toMatchObject({ status: 'GOODS_RETURNING', return_state: 'WAIT_SIGNED' });
    expect((await kase(asNo)).next_as_no).toBe(returnNo);
    // a scan of the order lists both; only the return's parcel has a label to print
    const scanned = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/quickQuery', {
      code: orderNo,
    });
    expect(
      scanned.data.orders[0].cases.map((c: { asNo: string; returning: boolean }) => [c.asNo, c.returning]),
    ).toEqual(
      expect.arrayContaining([
        [asNo, false],
        [returnNo, true],
      ]),
    );
    expect(await desk().returnOf(returnNo)).toMatchObject({ stage: 'EXPECTED', reason: '发错货' });
    const next = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${returnNo}`);
    expect(next.data).toMatchObject({ type: 'RETURN_GOODS_DELIVERY', reason: '发错货' });
    expect(next.data.remark).toContain(asNo);
    // an unknown case is not found (another account's: the authorization matrix); one that did not
    // fail its interception cannot turn
    const unknown = { asNo: 'SH26010100000001' };
    expect(
      (await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/toReturn', unknown, newKey()))
        .errorCode,
    ).toBe(40400);
    expect(
      (
        await call(
          world,
          world.seller,
          'POST',
          '/api/b2/aftersale/orders/toReturn',
          { asNo: returnNo },
          newKey(),
        )
      ).errorMsg,
    ).toBe('只有拦截失败的售后可以转退货退款');
  });

  it('a signed-for order takes no 已发货仅退款: the preview says why and apply is 44001', async () => {
    const orderNo = await signedOrder(1, 1);
    const preview = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/preview', { orderNo });
    expect(preview.data.types[1]).toEqual({
      type: 'REFUND_DELIVERY',
      applicable: false,
      why: '包裹已签收，不支持仅退款，请申请退货退款',
    });
    expect(await applyIntercept(orderNo, [1])).toMatchObject({
      errorCode: 44001,
      errorMsg: '包裹已签收，不支持仅退款，请申请退货退款',
    });
    // our record says shipped but the warehouse never had it: refused in words, nothing opened
    const unknown = await placeAndPay(world, await linesOf(world, 1));
    await db().execute(sql`
      update daifa_order_lines set took_qty = qty, pickup_state = 'TOOK'
       where order_id = (select id from daifa_orders where order_no = ${unknown})`);
    await db().execute(sql`update daifa_orders set status = 'DELIVERED' where order_no = ${unknown}`);
    expect(await applyIntercept(unknown, [1])).toMatchObject({
      errorCode: 44001,
      errorMsg: '仓库查不到该订单的包裹，无法拦截，请在签收后申请退货退款',
    });
    const opened = await db().execute(sql`
      select 1 from after_sales where order_no = ${unknown}`);
    expect(opened.rows).toEqual([]);
  });
});
