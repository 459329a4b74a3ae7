import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cancelDaifa, marketLines, placeAndPay, until } from './support.ts';
import { submitPaidOrders } from '../../src/modules/daifa/warehouse/fulfilmentSubmitter.ts';
import { finishSignedOrders } from '../../src/modules/daifa/orders/finishOrders.ts';
import type { CourierProblem } from '../../src/modules/daifa/daifaServices.ts';
import { call, fundsWorld } from '../funds/support.ts';
import { applyExceptionDefaults } from '../../src/modules/daifa/abnormal/exceptionDefaults.ts';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';

// The server listening on a real port, the market/warehouse/courier stand-in posting its signed events
// and 快递鸟 pushes to it over HTTP at 600× speed (paid → signed in about three seconds).
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;

async function paidOrder(lineCount: number): Promise<{ orderNo: string; lineIds: number[] }> {
  const lines = await marketLines(world, lineCount);
  const orderNo = await placeAndPay(world, lines);
  const ids = await db().execute<{ id: number }>(
    sql`select l.id from daifa_order_lines l join daifa_orders o on o.id = l.order_id
         where o.order_no = ${orderNo} order by l.line_no`,
  );
  return { orderNo, lineIds: ids.rows.map((r) => Number(r.id)) };
}

/** What 修改地址 sends for a refused address: 深圳 南山区. */
const NEW_ADDRESS = {
  name: '李四',
  phone: '13912345678',
  areaCode: '440305',
  address: '科技园科苑路 15 号 2 栋',
};

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
    // the waybill's traces, newest first: 签收 over 派件, 到达, 发往, 揽收
    const tracking = await call(world, world.seller, 'GET', `/api/b2/daifa/order/${orderNo}/tracking`);
    expect(tracking.data).toMatchObject({ orderNo, waybillNo: signed.waybill_no, state: '3' });
    expect(tracking.data.courierName).toMatch(/[\u4e00-\u9fa5]/);
    expect(tracking.data.traces.map((t: { state: string }) => t.state)).toEqual(['3', '2', '2', '2', '1']);
    expect(tracking.data.traces.at(-1).station).toContain('揽收');
    const trail = await call(world, world.seller, 'GET', `/api/b2/daifa/order/${orderNo}/timeline`);
    expect(trail.data.timeline).toEqual(await timeline(orderNo));

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

  it('挂起 after handing over stops the order at the warehouse; 恢复 sends it on to the waybill', async () => {
    const { orderNo, lineIds } = await paidOrder(1);
    await world.warehouse.control.force({ orderNo, lineId: lineIds[0], result: 'TOOK' });
    await world.warehouse.control.setSpeed(0);
    try {
      expect(await submitPaidOrders(db(), world.t.daifa.fulfilment)).toBe(1);
      const hold = await call(world, world.seller, 'POST', '/api/b2/daifa/order/hold', { orderNo });
      expect(hold.errorCode).toBe(0);
      expect((await world.warehouse.control.order(orderNo))?.heldAt).toEqual(expect.any(Number));
      await world.warehouse.control.advanceClock(3 * 24 * 3600_000);
      expect((await order(orderNo)).status).toBe('WAITING_TAKING');
      expect((await order(orderNo)).tab).toBe('ABNORMAL');

      const release = await call(world, world.seller, 'POST', '/api/b2/daifa/order/release', { orderNo });
      expect(release.errorCode).toBe(0);
      await world.warehouse.control.advanceClock(2 * 3600_000);
      const printed = await until(
        'printed after 恢复',
        () => order(orderNo),
        (o) => o.waybill_no !== null,
      );
      expect(['WAITING_DELIVERING', 'DELIVERED']).toContain(printed.status);
    } finally {
      await world.warehouse.control.setSpeed(600);
    }
  });

  describe('地址异常: the courier refuses a waybill for the address', () => {
    async function refused() {
      const { orderNo, lineIds } = await paidOrder(1);
      await world.warehouse.control.force({ orderNo, lineId: lineIds[0], result: 'TOOK' });
      await world.warehouse.control.force({ orderNo, parcel: 'WAYBILL_REFUSED' });
      await submitPaidOrders(db(), world.t.daifa.fulfilment);
      await until(
        'address refused',
        () => order(orderNo),
        (o) => o.tab === 'ABNORMAL',
      );
      return orderNo;
    }
    const abnormal = async () =>
      (await call(world, world.seller, 'POST', '/api/b2/daifa/abnormal/page', { kind: 'BAD_ADDRESS' })).data;
    const resolve = (orderNo: string, action: string, extra: object = {}) =>
      call(world, world.seller, 'POST', '/api/b2/daifa/abnormal/resolve', {
        items: [{ orderNo, lineNo: 0 }],
        action,
        ...extra,
      });

    it('shows in 异常订单 with the courier’s words; 换快递 prints it with the other courier', async () => {
      const orderNo = await refused();
      const page = await abnormal();
      const row = page.rows.find((r: { orderNo: string }) => r.orderNo === orderNo);
      expect(row).toMatchObject({
        kind: 'BAD_ADDRESS',
        lineNo: 0,
        stallWords: '中通快递：收件地址不详，快递无法揽收',
        actions: ['CHANGE_ADDRESS', 'CHANGE_COURIER', 'CANCEL'],
        defaultAction: 'CANCEL',
      });
      expect(new Date(row.defaultAt).getTime() - new Date(row.exceptionAt).getTime()).toBe(72 * 3600_000);
      expect(page.counts.BAD_ADDRESS).toBe(page.total);
      // 修改地址 is the address dialog's; the same courier again is no change
      expect((await resolve(orderNo, 'CHANGE_ADDRESS')).errorCode).toBe(43005);
      expect((await resolve(orderNo, 'CHANGE_COURIER', { courierCode: 'ZTO' })).errorMsg).toBe(
        '订单已是中通快递，请选择另一家快递',
      );

      const before = await order(orderNo);
      const changed = await resolve(orderNo, 'CHANGE_COURIER', { courierCode: 'YTO' });
      expect(changed.errorCode).toBe(0);
      const printed = await until(
        'printed by 圆通',
        () => order(orderNo),
        (o) => o.waybill_no !== null,
      );
      expect(printed.tab).not.toBe('ABNORMAL');
      const courier = await db().execute<{ courier_code: string; address_issue: unknown }>(
        sql`select courier_code, address_issue from daifa_orders where order_no = ${orderNo}`,
      );
      expect(courier.rows[0]).toEqual({ courier_code: 'YTO', address_issue: null });
      const types = (await timeline(orderNo)).map((e) => e.type);
      expect(types).toEqual(
        expect.arrayContaining(['WAYBILL_REFUSED', 'COURIER_CHANGED', 'WAYBILL_PRINTED']),
      );
      const freightMoved = printed.freight_fen - before.freight_fen;
      expect((await timeline(orderNo)).find((e) => e.type === 'COURIER_CHANGED')?.params).toMatchObject({
        fromName: '中通快递',
        toName: '圆通速递',
        fen: freightMoved,
      });
      expect((await reconcile(db())).ok).toBe(true);
    });

    it('修改地址 sends it on; unanswered for 72 h it is canceled and its freight comes back', async () => {
      const fixed = await refused();
      const moved = await call(world, world.seller, 'POST', '/api/b2/daifa/order/updateAddress', {
        orderNo: fixed,
        receiver: NEW_ADDRESS,
      });
      expect(moved.errorCode).toBe(0);
      await until(
        'printed after 修改地址',
        () => order(fixed),
        (o) => o.waybill_no !== null,
      );

      const left = await refused();
      await db().execute(sql`
        update daifa_orders set address_issue = jsonb_set(address_issue, '{at}', to_jsonb((now() - interval '71 hours')::text))
         where order_no = ${left}`);
      const deps = { funds: world.t.funds, fulfilment: world.t.daifa.fulfilment };
      await applyExceptionDefaults(db(), deps);
      expect((await order(left)).status).toBe('WAITING_DELIVERING');
      await db().execute(sql`
        update daifa_orders set address_issue = jsonb_set(address_issue, '{at}', to_jsonb((now() - interval '73 hours')::text))
         where order_no = ${left}`);
      expect(await applyExceptionDefaults(db(), deps)).toBeGreaterThanOrEqual(1);
      const canceled = await order(left);
      expect(canceled.status).toBe('CANCELED');
      expect(canceled.refunded_fen).toBeGreaterThanOrEqual(canceled.freight_fen);
      expect((await world.warehouse.control.order(left))?.stage).toBe('INTERCEPTED');
      expect((await reconcile(db())).ok).toBe(true);
    });
  });

  it('demo: the open orders the seed moved are handed over where they stand and move on from there', async () => {
    const { seedDemoDaifa } = await import('../../src/modules/daifa/demo/demoDaifa.ts');
    const { handDemoOrdersToWarehouse } = await import('../../src/modules/daifa/demo/demoWarehouse.ts');
    const { seedDemoIntercepts } = await import('../../src/modules/afterSale/demo/demoIntercepts.ts');
    await seedDemoDaifa(db(), world.t.funds, world.t.daifa.fulfilment, 'e3e3', world.t.daifa.market);
    const demoOrders = async () =>
      (
        await db().execute<{
          order_no: string;
          status: string;
          submitted: boolean;
          seq: number;
          waybill_no: string | null;
          signed: boolean;
          bad_address: boolean;
          problem: boolean;
          line_states: string[];
        }>(sql`
          select o.order_no, o.status, o.submitted_at is not null as submitted, o.fulfilment_seq as seq, o.waybill_no,
                 o.signed_at is not null as signed, 'BAD_ADDRESS' = any(o.flags) as bad_address,
                 exists (select 1 from daifa_order_events e where e.order_id = o.id and e.type = 'COURIER_PROBLEM') as problem,
                 array(select l.pickup_state from daifa_order_lines l
                        where l.order_id = o.id and not l.canceled order by l.line_no) as line_states
            from daifa_orders o where o.request_key like 'demo-daifa-%'`)
      ).rows;
    const before = await demoOrders();
    const taking = before.filter((o) => o.line_states.includes('TAKING')).map((o) => o.order_no);
    const onRoad = before
      .filter((o) => o.waybill_no && !o.signed && o.status === 'WAITING_DELIVERING')
      .map((o) => o.order_no);
    const collected = before
      .filter((o) => o.status === 'DELIVERED' && !o.signed && !o.problem)
      .map((o) => o.order_no);
    const badAddress = before.find((o) => o.bad_address)!.order_no;
    expect([taking.length, onRoad.length, collected.length]).toEqual([4, 5, 8]);
    await world.warehouse.control.setSpeed(0);
    try {
      const adopt = {
        adopt: (b: unknown) => world.warehouse.control.adopt(b),
        adoptReturn: () => Promise.reject(new Error('no returns here')),
        forceReturn: () => Promise.reject(new Error('no returns here')),
        forceIntercept: (orderNo: string, intercept: 'OK' | 'FAIL') =>
          world.warehouse.control.force({ orderNo, intercept }),
        playReturn: (asNo: string) => world.warehouse.control.playReturn(asNo),
      };
      // taking 4, part taken 3, 5 of each of the five exceptions, packed 5, on the road 8, 地址异常 5;
      // signed parcels and the 2 courier problems are over at the warehouse
      expect(await handDemoOrdersToWarehouse(db(), adopt)).toBe(50);
      expect(await handDemoOrdersToWarehouse(db(), adopt)).toBe(0);
      expect((await world.warehouse.control.order(badAddress))?.stage).toBe('ADDRESS_HOLD');
      // the demo's 已发货仅退款 on three parcels the courier carries: brought back, not stopped, asked
      expect(await seedDemoIntercepts(db(), { returns: world.t.daifa.returns, warehouse: adopt })).toBe(3);
      const intercepts = async () =>
        (
          await db().execute<{ order_no: string; status: string; intercept_state: string }>(sql`
            select order_no, status, intercept_state from after_sales
             where type = 'REFUND_DELIVERY' order by id`)
        ).rows;
      expect(
        (await until('the courier answered', intercepts, (r) => r[1]?.status === 'REFUSE')).map(
          (r) => r.intercept_state,
        ),
      ).toEqual(['INTERCEPTED', 'FAILED', 'INTERCEPTING']);
      const stopped = new Set(
        (await intercepts()).filter((r) => r.intercept_state !== 'FAILED').map((r) => r.order_no),
      );

      // 修改地址 on a 地址异常 order reaches the warehouse, which prints again
      const moved = await call(world, world.seller, 'POST', '/api/b2/daifa/order/updateAddress', {
        orderNo: badAddress,
        receiver: NEW_ADDRESS,
      });
      expect(moved.errorCode).toBe(0);
      await world.warehouse.control.advanceClock(60 * 60_000);
      const settled = (o: Awaited<ReturnType<typeof demoOrders>>[number]) =>
        taking.includes(o.order_no)
          ? !o.line_states.includes('TAKING')
          : stopped.has(o.order_no)
            ? !o.signed
            : onRoad.includes(o.order_no) || collected.includes(o.order_no)
              ? o.signed
              : o.order_no !== badAddress || o.waybill_no !== null;
      const after = await until('picked, carried and signed', demoOrders, (rows) => rows.every(settled));
      // picked by the warehouse: its events numbered on from the seed's
      for (const orderNo of taking)
        expect(after.find((o) => o.order_no === orderNo)!.seq).toBeGreaterThan(
          before.find((o) => o.order_no === orderNo)!.seq,
        );
      // the third parcel's answer came with the clock: brought back too
      expect((await intercepts()).map((r) => r.status)).toEqual(['COMPLETE', 'REFUSE', 'COMPLETE']);
      expect((await reconcile(db())).ok).toBe(true);
    } finally {
      await world.warehouse.control.setSpeed(600);
    }
  });
});
