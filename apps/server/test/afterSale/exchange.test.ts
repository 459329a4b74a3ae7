import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { available, call, fundsWorld } from '../funds/support.ts';
import { until } from '../daifa/support.ts';
import { adjustBalance, returnHelpers } from './support.ts';

// 换货 and 维修: the goods go back through the returns desk as a return's do; the stall swaps (or mends)
// what it takes and the warehouse ships it to the buyer again. Nothing is refunded; the seller pays
// 退货服务费 and the parcel's freight.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const desk = () => world.warehouse.control;
const HOUR = 3_600_000;
const { applyAs, linesOfOrder, signedOrder, kase, giveWaybill, nextWaybill } = returnHelpers(world);

const apply = (orderNo: string, type: string, lineNos: number[], extra: Record<string, unknown> = {}) =>
  applyAs(orderNo, type, lineNos, '尺码不合适', extra);
const detailOf = async (asNo: string) =>
  (await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${asNo}`)).data;
const freightOf = async (orderNo: string) =>
  Number(
    (
      await db().execute<{ f: number }>(
        sql`select freight_fen as f from daifa_orders where order_no = ${orderNo}`,
      )
    ).rows[0]!.f,
  );

/** The case through 签收, QC and the stall as forced, until the stall's answer is applied. */
async function throughStall(asNo: string, force: Parameters<ReturnType<typeof desk>['forceReturn']>[1]) {
  await giveWaybill(asNo, nextWaybill(), 'YTO');
  await desk().forceReturn(asNo, force);
  await desk().advanceClock(3 * HOUR);
  return until(
    'the stall answered',
    () => kase(asNo),
    (k) => k.status !== 'GOODS_RETURNING',
  );
}

describe('换货', () => {
  it('the stall swaps one line and has none for the other: the swap shipped to the buyer, ¥2.00 and the freight charged, the rest a 问题件', async () => {
    const orderNo = await signedOrder(2, 1);
    const freight = await freightOf(orderNo);
    expect(freight).toBeGreaterThan(0);
    const preview = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/preview', { orderNo });
    expect(preview.data.reshipFreightFen).toBe(freight);

    // what the buyer wants instead is asked for 换货, and only there
    const bare = await apply(orderNo, 'EXCHANGE_GOODS', [1, 2]);
    expect(bare).toMatchObject({ errorCode: 40000, errorMsg: '请填写换成的颜色尺码' });
    const stray = await apply(orderNo, 'RETURN_GOODS_DELIVERY', [1], { exchangeTo: '黑色/L' });
    expect(stray).toMatchObject({ errorCode: 40000, errorMsg: '只有换货需要填写换成的颜色尺码' });

    const applied = await apply(orderNo, 'EXCHANGE_GOODS', [1, 2], { exchangeTo: '黑色/L' });
    expect(applied).toMatchObject({ errorCode: 0, data: { status: 'GOODS_RETURNING', refundedFen: 0 } });
    const asNo: string = applied.data.asNo;
    expect(await desk().returnOf(asNo)).toMatchObject({
      stage: 'EXPECTED',
      service: 'EXCHANGE',
      exchangeTo: '黑色/L',
    });

    const balance = await available(world);
    const done = await throughStall(asNo, { qc: 'PASS', factory: 'PART', factoryReason: '档口无货可换' });
    expect(done).toMatchObject({
      status: 'PROBLEM',
      return_state: 'FACTORY_REFUSE',
      refunded_fen: 0,
      fee_fen: 200 + freight,
      problem_reason: '档口拒收：档口无货可换',
    });
    expect(await available(world)).toBe(balance - 200 - freight);
    expect((await linesOfOrder(orderNo)).map((l) => l.after_sale_state)).toEqual([
      'COMPLETE',
      'GOODS_RETURNING',
    ]);
    const detail = await detailOf(asNo);
    // the swap goes out by the courier that took the order, whoever brought the return
    const courier = (
      await db().execute<{ c: string }>(
        sql`select courier_code as c from daifa_orders where order_no = ${orderNo}`,
      )
    ).rows[0]!.c;
    expect(detail).toMatchObject({ type: 'EXCHANGE_GOODS', exchangeTo: '黑色/L', reshipCourier: courier });
    // what may still come back as money (协商退款, 申诉) is the refused line's goods, not the swapped one's
    const lines = await linesOfOrder(orderNo);
    expect(detail.appliedFen).toBe(lines[1]!.qty * lines[1]!.price);
    expect(detail.reshipWaybillNo).toMatch(/^[A-Z0-9]{12,16}$/);
    expect(detail.events.map((e: { type: string }) => e.type).slice(-3)).toEqual([
      'STALL_ANSWERED',
      'RESHIPPED',
      'FEE_CHARGED',
    ]);
    expect(detail.events.at(-1).params).toMatchObject({
      fen: 200 + freight,
      serviceFen: 200,
      freightFen: freight,
    });
    const bills = await db().execute<{ bill_type: string; amount_fen: number; memo: string }>(sql`
      select bill_type, amount_fen, memo from ledger_transactions
       where idempotency_key like ${`aftersale:${asNo}:%`} order by id`);
    expect(bills.rows.map((b) => [b.bill_type, Number(b.amount_fen), b.memo])).toEqual([
      [
        'PROXY_RETURN_GOODS',
        200 + freight,
        `退货服务费：1件 × ¥2.00；换货寄出运费 ¥${(freight / 100).toFixed(2)}`,
      ],
    ]);
    // 售后订单 finds it by the parcel that went out, the buyer's return and the order's own waybill
    const [order] = (
      await db().execute<{ waybill_no: string }>(
        sql`select waybill_no from daifa_orders where order_no = ${orderNo}`,
      )
    ).rows;
    for (const keyword of [detail.reshipWaybillNo, detail.returnWaybillNo, order!.waybill_no]) {
      const found = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/page', { keyword });
      expect(
        found.data.rows.map((r: { asNo: string }) => r.asNo),
        keyword,
      ).toEqual([asNo]);
    }
    // the refused piece is the 问题件, as a return's
    const problems = await call(world, world.seller, 'POST', '/api/b2/afterSales/post/problem/page', {
      keyword: asNo,
    });
    expect(problems.data.rows).toMatchObject([{ problemType: '档口拒收', source: 'STALL_REFUSE' }]);
    expect(problems.data.rows[0].goods).toHaveLength(1);
    // the swapped line takes no other case
    const again = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/preview', { orderNo });
    expect(again.data.lines[0].blockedBy).toBe('该商品已换货');
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('an order not yet signed for takes no 换货 (44001, said why)', async () => {
    const orderNo = await signedOrder(1, 1);
    await db().execute(sql`update daifa_orders set signed_at = null where order_no = ${orderNo}`);
    const refused = await apply(orderNo, 'EXCHANGE_GOODS', [1], { exchangeTo: '白色/M' });
    expect(refused).toMatchObject({ errorCode: 44001 });
    expect(await desk().returnOf(refused.data?.asNo ?? 'SH00000000000000')).toBeNull();
  });
});

describe('维修', () => {
  it('质量问题: mended and shipped back, the freight charged and no 退货服务费; COMPLETE', async () => {
    const orderNo = await signedOrder(1, 2);
    const freight = await freightOf(orderNo);
    const applied = await apply(orderNo, 'ELSE_MAINTENANCE', [1], { reason: '质量问题' });
    expect(applied.errorCode).toBe(0);
    const asNo: string = applied.data.asNo;
    expect(await desk().returnOf(asNo)).toMatchObject({ service: 'REPAIR', exchangeTo: null });
    const balance = await available(world);
    const done = await throughStall(asNo, { qc: 'PASS', factory: 'ACCEPT' });
    expect(done).toMatchObject({ status: 'COMPLETE', return_state: 'FACTORY_RETURNED', fee_fen: freight });
    expect(await available(world)).toBe(balance - freight);
    const detail = await detailOf(asNo);
    expect(detail.events.map((e: { type: string }) => e.type).slice(-4)).toEqual([
      'STALL_ANSWERED',
      'RESHIPPED',
      'FEE_CHARGED',
      'COMPLETED',
    ]);
    expect(detail.events.find((e: { type: string }) => e.type === 'RESHIPPED').params).toMatchObject({
      pieces: 2,
      service: '维修',
    });
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('the balance short when the stall answers: the charge becomes a 补款 on the case', async () => {
    const orderNo = await signedOrder(1, 1);
    const freight = await freightOf(orderNo);
    const applied = await apply(orderNo, 'ELSE_MAINTENANCE', [1]);
    const asNo: string = applied.data.asNo;
    const balance = await available(world);
    await adjustBalance(world, -balance);
    try {
      const done = await throughStall(asNo, { qc: 'PASS', factory: 'ACCEPT' });
      expect(done).toMatchObject({ status: 'COMPLETE', fee_fen: 0 });
      const asked = await db().execute<{ amount_fen: number; state: string }>(sql`
        select amount_fen, state from replenish_requests where after_sale_no = ${asNo}`);
      expect(asked.rows).toEqual([{ amount_fen: 200 + freight, state: 'WAITING_PAYMENT' }]);
      expect((await detailOf(asNo)).events.map((e: { type: string }) => e.type)).toContain('FEE_REPLENISH');
      expect(await available(world)).toBe(0);
      expect((await reconcile(db())).ok).toBe(true);
    } finally {
      await adjustBalance(world, balance);
    }
  });
});
