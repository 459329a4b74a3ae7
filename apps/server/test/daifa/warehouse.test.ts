import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cancelDaifa, placeAndPay, until } from './support.ts';
import { submitPaidOrders } from '../../src/modules/daifa/fulfilmentSubmitter.ts';
import { finishSignedOrders } from '../../src/modules/daifa/finishOrders.ts';
import type { CourierProblem } from '../../src/modules/daifa/daifaServices.ts';
import { call, fundsWorld } from '../funds/support.ts';

// The server listening on a real port, the market/warehouse/courier stand-in posting its signed events
// and 快递鸟 pushes to it over HTTP at 600× speed (paid → signed in about three seconds).
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;

async function paidOrder(lineCount: number): Promise<{ orderNo: string; lineIds: number[] }> {
  const found = await world.t.daifa.market.search({ kind: 'CLOTHING', page: 1, pageSize: 10 });
  const lines = found.items.slice(0, lineCount).map((g) => ({
    goodsId: g.goodsId,
    stall: g.stall,
    articleNo: g.articleNo,
    title: g.title,
    color: g.colors[0]!,
    size: g.sizes[0]!,
    qty: 1,
    priceFen: g.priceFen,
    weightG: g.weightG,
  }));
  const orderNo = await placeAndPay(world, lines);
  const ids = await db().execute<{ id: number }>(
    sql`select l.id from daifa_order_lines l join daifa_orders o on o.id = l.order_id
         where o.order_no = ${orderNo} order by l.line_no`,
  );
  return { orderNo, lineIds: ids.rows.map((r) => Number(r.id)) };
}

async function order(orderNo: string) {
  const r = await db().execute<{
    status: string;
    combined_state: string;
    tab: string;
    waybill_no: string | null;
    signed_at: Date | null;
    refunded_fen: number;
    freight_fen: number;
  }>(sql`select status, combined_state, tab, waybill_no, signed_at, refunded_fen, freight_fen
           from daifa_orders where order_no = ${orderNo}`);
  return r.rows[0]!;
}

async function timeline(orderNo: string): Promise<{ type: string; params: Record<string, unknown> }[]> {
  const detail = await call(world, world.seller, 'GET', `/api/b2/daifa/order/${orderNo}`);
  return detail.data.timeline;
}

describe('orders handed to the warehouse stand-in', () => {
  it('a paid order goes from 待拿货 to 已发货 and signed on the warehouse’s own events, then finishes 7 days on', async () => {
    const { orderNo, lineIds } = await paidOrder(2);
    for (const lineId of lineIds) await world.warehouse.control.force({ orderNo, lineId, result: 'TOOK' });
    await world.warehouse.control.force({ orderNo, parcel: 'SIGNED' });
    expect(await submitPaidOrders(db(), world.t.daifa.fulfilment)).toBe(1);
    // nothing is handed over twice
    expect(await submitPaidOrders(db(), world.t.daifa.fulfilment)).toBe(0);

    const signed = await until(
      'signed',
      () => order(orderNo),
      (o) => o.signed_at !== null,
    );
    expect(signed).toMatchObject({ status: 'DELIVERED', tab: 'SENT' });
    expect(signed.waybill_no).toMatch(/^\d{10,}$/);
    const types = (await timeline(orderNo)).map((e) => e.type);
    expect(types.slice(0, 4)).toEqual(['PLACED', 'PAID', 'SUBMITTED', 'BATCHED']);
    expect(types).toEqual(
      expect.arrayContaining(['ALL_TAKEN', 'QC_DONE', 'PACKED', 'WAYBILL_PRINTED', 'PICKED_UP', 'SIGNED']),
    );
    expect(types.filter((t) => t === 'LINE_RESULT')).toHaveLength(2);

    // signed 6 days ago: not yet; 8 days ago: 已完成
    await db().execute(
      sql`update daifa_orders set signed_at = now() - interval '6 days' where order_no = ${orderNo}`,
    );
    expect(await finishSignedOrders(db())).toBe(0);
    await db().execute(
      sql`update daifa_orders set signed_at = now() - interval '8 days' where order_no = ${orderNo}`,
    );
    expect(await finishSignedOrders(db())).toBe(1);
    expect(await order(orderNo)).toMatchObject({ status: 'FINISHED', tab: 'FINISHED' });
    expect((await timeline(orderNo)).at(-1)).toMatchObject({ type: 'FINISHED', params: { days: 7 } });
  });

  it('an order with an open after-sale does not finish', async () => {
    const { orderNo, lineIds } = await paidOrder(1);
    await world.warehouse.control.force({ orderNo, lineId: lineIds[0], result: 'TOOK' });
    await world.warehouse.control.force({ orderNo, parcel: 'SIGNED' });
    await submitPaidOrders(db(), world.t.daifa.fulfilment);
    await until(
      'signed',
      () => order(orderNo),
      (o) => o.signed_at !== null,
    );
    await db().execute(
      sql`update daifa_orders set signed_at = now() - interval '8 days' where order_no = ${orderNo}`,
    );
    await db().execute(sql`update daifa_order_lines set after_sale_state = 'REFUNDING'
                            where order_id = (select id from daifa_orders where order_no = ${orderNo})`);
    expect(await finishSignedOrders(db())).toBe(0);
    expect((await order(orderNo)).status).toBe('DELIVERED');
  });

  it('取消 while picking: the warehouse intercepts, says which line it took; the rest and the freight come back', async () => {
    const { orderNo, lineIds } = await paidOrder(2);
    await world.warehouse.control.force({ orderNo, lineId: lineIds[0], result: 'TOOK' });
    await world.warehouse.control.force({ orderNo, lineId: lineIds[1], result: 'E_LACK_TAKING' });
    await submitPaidOrders(db(), world.t.daifa.fulfilment);
    await until(
      'both answered',
      () => timeline(orderNo),
      (t) => t.filter((e) => e.type === 'LINE_RESULT').length === 2,
    );
    const before = await order(orderNo);
    expect(before).toMatchObject({ status: 'TAKING', combined_state: 'E_LACK_TAKING', tab: 'ABNORMAL' });
    const lines = await db().execute<{ qty: number; price_fen: number; service_fen: number }>(
      sql`select qty, price_fen, service_fen from daifa_order_lines where id = ${lineIds[1]}`,
    );
    const untaken = lines.rows[0]!;

    const canceled = await cancelDaifa(world, orderNo, '买家不要了');
    expect(canceled.errorCode).toBe(0);
    expect(canceled.data).toMatchObject({
      takenLines: 1,
      refundedFen:
        Number(untaken.qty) * Number(untaken.price_fen) +
        Number(untaken.service_fen) +
        Number(before.freight_fen),
    });
    expect(await order(orderNo)).toMatchObject({ status: 'CANCELED', tab: 'CANCELED' });
    expect((await world.warehouse.control.order(orderNo))?.stage).toBe('INTERCEPTED');
    const last = (await timeline(orderNo)).filter((e) => e.type === 'CANCELED');
    expect(last[0]?.params).toMatchObject({ intercepted: true, takenLines: 1 });
  });

  it('a courier problem (State 4, 404 拒收) reaches the 问题件 hook once, on the order’s timeline too', async () => {
    const seen: CourierProblem[] = [];
    world.t.daifa.courierProblemHooks.push(async (_tx, problem) => void seen.push(problem));
    const { orderNo, lineIds } = await paidOrder(1);
    await world.warehouse.control.force({ orderNo, lineId: lineIds[0], result: 'TOOK' });
    await world.warehouse.control.force({ orderNo, parcel: 'PROBLEM', stateEx: '404' });
    await submitPaidOrders(db(), world.t.daifa.fulfilment);
    await until(
      'problem',
      () => timeline(orderNo),
      (t) => t.some((e) => e.type === 'COURIER_PROBLEM'),
    );
    const o = await order(orderNo);
    expect(o.status).toBe('DELIVERED');
    expect(seen).toEqual([
      expect.objectContaining({ orderNo, stateEx: '404', courierCode: 'ZTO', waybillNo: o.waybill_no }),
    ]);
    world.t.daifa.courierProblemHooks.length = 0;
  });

  it('a held order (挂起) is not handed over until 恢复', async () => {
    const { orderNo } = await paidOrder(1);
    expect((await call(world, world.seller, 'POST', '/api/b2/daifa/order/hold', { orderNo })).errorCode).toBe(
      0,
    );
    expect(await submitPaidOrders(db(), world.t.daifa.fulfilment)).toBe(0);
    expect(await world.warehouse.control.order(orderNo)).toBeNull();
    expect(
      (await call(world, world.seller, 'POST', '/api/b2/daifa/order/release', { orderNo })).errorCode,
    ).toBe(0);
    expect(await submitPaidOrders(db(), world.t.daifa.fulfilment)).toBe(1);
    expect((await world.warehouse.control.order(orderNo))?.orderNo).toBe(orderNo);
  });
});
