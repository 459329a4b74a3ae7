import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { available, call, fundsWorld } from '../funds/support.ts';
import { until } from '../daifa/support.ts';
import { returnHelpers } from './support.ts';

// 价保 and 补寄: nothing comes back; the warehouse looks into it (the stall's price, its packing records)
// and answers on the returns hook.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const desk = () => world.warehouse.control;
const HOUR = 3_600_000;
const { applyAs, linesOfOrder, signedOrder, shippedOrder, kase } = returnHelpers(world);

const apply = (orderNo: string, type: string, lineNos: number[], extra: Record<string, unknown> = {}) =>
  applyAs(orderNo, type, lineNos, '档口降价', extra);
const preview = async (orderNo: string) =>
  (await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/preview', { orderNo })).data;

/** The desk answers as told, an hour on; the case once it is answered. */
async function answered(asNo: string, force: { review: 'APPROVE' | 'REFUSE'; reviewFen?: number }) {
  await desk().forceReturn(asNo, force);
  await desk().advanceClock(HOUR);
  return until(
    'the desk answered',
    () => kase(asNo),
    (k) => k.status !== 'REFUNDING',
  );
}

describe('价保', () => {
  it('the stall grants part of the difference asked: that much to the balance, the case 已完成, the line done', async () => {
    const orderNo = await signedOrder(1, 2);
    const [line] = await linesOfOrder(orderNo);
    const goods = line!.qty * line!.price;
    expect((await preview(orderNo)).types).toContainEqual({
      type: 'ELSE_PRICE_PROTECTION',
      applicable: true,
      why: null,
    });
    expect(await apply(orderNo, 'ELSE_PRICE_PROTECTION', [1])).toMatchObject({
      errorCode: 40000,
      errorMsg: '请填写价保金额',
    });
    expect(await apply(orderNo, 'ELSE_PRICE_PROTECTION', [1], { amountFen: 12.5 })).toMatchObject({
      errorCode: 40000,
    });
    expect(await apply(orderNo, 'ELSE_PRICE_PROTECTION', [1], { amountFen: goods + 1 })).toMatchObject({
      errorCode: 44003,
      errorMsg: `退款金额超过可退金额（最多¥${(goods / 100).toFixed(2)}）`,
    });
    expect(await apply(orderNo, 'RETURN_GOODS_DELIVERY', [1], { amountFen: 500 })).toMatchObject({
      errorCode: 40000,
      errorMsg: '只有价保需要填写金额',
    });

    const applied = await apply(orderNo, 'ELSE_PRICE_PROTECTION', [1], { amountFen: 500 });
    expect(applied).toMatchObject({ errorCode: 0, data: { status: 'REFUNDING', refundedFen: 0 } });
    const asNo: string = applied.data.asNo;
    expect(await kase(asNo)).toMatchObject({ status: 'REFUNDING', return_state: null });
    expect(await desk().returnOf(asNo)).toMatchObject({
      stage: 'REVIEWING',
      review: { kind: 'PRICE', fen: 500 },
    });
    // nothing to call off while the warehouse looks into it
    const cancel = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/cancel', { asNo });
    expect(cancel).toMatchObject({ errorCode: 40900, errorMsg: '仓库核实中，不能撤销' });

    const balance = await available(world);
    expect(await answered(asNo, { review: 'APPROVE', reviewFen: 300 })).toMatchObject({
      status: 'COMPLETE',
      refunded_fen: 300,
      fee_fen: 0,
    });
    expect(await available(world)).toBe(balance + 300);
    const detail = (await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${asNo}`)).data;
    expect(detail).toMatchObject({ reviewState: 'APPROVED', appliedFen: 500, refundedFen: 300 });
    expect(detail.lines[0]).toMatchObject({ refundFen: 300 });
    expect(detail.events.map((e: { type: string }) => e.type)).toEqual([
      'APPLIED',
      'PRICE_PROTECTED',
      'REFUNDED',
      'COMPLETED',
    ]);
    const bills = await db().execute<{ bill_type: string; amount_fen: number }>(sql`
      select bill_type, amount_fen from ledger_transactions where idempotency_key like ${`aftersale:${asNo}:%`}`);
    expect(bills.rows.map((b) => [b.bill_type, Number(b.amount_fen)])).toEqual([['REFUND', 300]]);
    // a return now would refund the old price: the line takes no other case
    expect((await preview(orderNo)).lines[0].blockedBy).toBe('该商品已价保');
    expect((await linesOfOrder(orderNo))[0]!.after_sale_state).toBe('COMPLETE');
    expect((await reconcile(db())).ok).toBe(true);
  });
});

describe('补寄', () => {
  it('the packing records show nothing short: 已拒绝 with why, the line free for a return', async () => {
    const onItsWay = await shippedOrder(1, 1);
    expect(await apply(onItsWay, 'ELSE_REISSUE', [1], { reason: '少件' })).toMatchObject({
      errorCode: 44001,
      errorMsg: '包裹尚未签收，签收后可申请补寄',
    });
    const orderNo = await signedOrder(1, 2);
    const applied = await apply(orderNo, 'ELSE_REISSUE', [1], { reason: '少件' });
    expect(applied.errorCode).toBe(0);
    const asNo: string = applied.data.asNo;
    expect(await desk().returnOf(asNo)).toMatchObject({ review: { kind: 'REISSUE', fen: null } });
    const balance = await available(world);
    const done = await answered(asNo, { review: 'REFUSE' });
    expect(done).toMatchObject({ status: 'REFUSE', refunded_fen: 0, fee_fen: 0 });
    expect(String(done.problem_reason)).toMatch(/^核实未通过：/);
    expect(await available(world)).toBe(balance);
    const again = await preview(orderNo);
    expect(again.lines[0].blockedBy).toBeNull();
    expect(again.types[0]).toEqual({ type: 'RETURN_GOODS_DELIVERY', applicable: true, why: null });
  });

  it('short indeed: one piece a line shipped to the buyer by the order’s courier, nothing charged', async () => {
    const orderNo = await signedOrder(2, 2);
    const applied = await apply(orderNo, 'ELSE_REISSUE', [2], { reason: '漏发配件', remark: '缺腰带' });
    const asNo: string = applied.data.asNo;
    const balance = await available(world);
    expect(await answered(asNo, { review: 'APPROVE' })).toMatchObject({
      status: 'COMPLETE',
      refunded_fen: 0,
    });
    expect(await available(world)).toBe(balance);
    const detail = (await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${asNo}`)).data;
    expect(detail).toMatchObject({ reviewState: 'APPROVED', lines: [{ lineNo: 2, qty: 1 }] });
    expect(detail.reshipWaybillNo).toMatch(/^[A-Z0-9]{12,16}$/);
    expect(detail.events.find((e: { type: string }) => e.type === 'RESHIPPED').params).toMatchObject({
      pieces: 1,
      service: '补寄',
    });
    expect((await linesOfOrder(orderNo)).map((l) => l.after_sale_state)).toEqual([null, 'COMPLETE']);
    expect((await reconcile(db())).ok).toBe(true);
  });
});
