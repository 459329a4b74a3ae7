import { afterEach, describe, expect, it } from 'vitest';
import { catalogueOf } from './market/catalogue.ts';
import type { FulfilmentStandIn } from './standIn.ts';
import {
  MIN,
  goodsView,
  call,
  nextOrderNo,
  orderOf,
  startReceiver,
  startTestStandIn,
  waitFor,
  type Receiver,
} from './testSupport.ts';

let standIn: FulfilmentStandIn | null = null;
let receiver: Receiver | null = null;
afterEach(async () => {
  await standIn?.stop();
  await receiver?.close();
  standIn = receiver = null;
});

describe('the warehouse’s events and the courier’s pushes', () => {
  it('sends an order’s life in seq order, signed, and the courier’s traces in 快递鸟’s shape', async () => {
    receiver = await startReceiver();
    standIn = await startTestStandIn(receiver.url);
    const orderNo = nextOrderNo();
    await standIn.control.force({ orderNo, lineId: 'L1', result: 'TOOK' });
    await standIn.control.force({ orderNo, lineId: 'L2', result: 'TOOK' });
    await standIn.control.force({ orderNo, parcel: 'SIGNED' });
    const shoes = catalogueOf(0).goods.find((g) => g.weightG === 900 && !g.delisted && !g.raise)!;
    const submitted = await call(
      standIn,
      'POST',
      '/fulfilment/orders',
      orderOf(orderNo, [goodsView(0), { ...shoes, priceFen: shoes.basePriceFen }]),
    );
    expect(submitted.status).toBe(201);
    expect(
      (
        await call(
          standIn,
          'POST',
          '/fulfilment/orders',
          orderOf(orderNo, [goodsView(0), { ...shoes, priceFen: shoes.basePriceFen }]),
        )
      ).status,
    ).toBe(200);

    await standIn.control.advanceClock(60 * MIN);
    const r = receiver;
    await waitFor(
      () => r.eventsOf(orderNo).length === 6 && r.pushes.length === 5,
      5000,
      'every event and push',
    );
    const events = r.eventsOf(orderNo);
    expect(events.map((e) => e.type)).toEqual([
      'BATCHED',
      'LINE_RESULT',
      'LINE_RESULT',
      'QC_DONE',
      'PACKED',
      'WAYBILL_PRINTED',
    ]);
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(events.map((e) => e.eventId)).toEqual(events.map((e) => `${orderNo}-${e.seq}`));
    expect(events[0]!.data).toMatchObject({ lineIds: ['L1', 'L2'], lineNos: [1, 2], requeued: false });
    expect(events.slice(1, 3).map((e) => e.data.result)).toEqual(['TOOK', 'TOOK']);
    // Two garments of 300 g, two pairs of 900 g, a bag and a little more.
    const weight = events[4]!.data.weightG as number;
    expect(weight).toBeGreaterThanOrEqual(2 * 300 + 2 * 900 + 80);
    expect(weight).toBeLessThanOrEqual(2 * 300 + 2 * 900 + 120);
    const { courierCode, waybillNo } = events[5]!.data as { courierCode: string; waybillNo: string };
    expect(courierCode).toBe('ZTO');
    expect(waybillNo).toMatch(/^7\d{11}$/);

    const pushes = r.pushesOf(waybillNo);
    expect(pushes.map((p) => p.Data[0]!.State)).toEqual(['1', '2', '2', '2', '3']);
    expect(pushes.map((p) => p.Data[0]!.Traces.length)).toEqual([1, 2, 3, 4, 5]);
    expect(pushes[0]).toMatchObject({
      EBusinessID: '1690001',
      Count: '1',
      Data: [{ ShipperCode: 'ZTO', LogisticCode: waybillNo, Success: true, StateEx: '1' }],
    });
    expect(pushes[4]!.Data[0]!.Traces[4]!.AcceptStation).toContain('签收');
    expect(pushes[0]!.PushTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Nothing answered 401: every signature and DataSign checked out.
    expect(r.answers.every((a) => a.status === 200)).toBe(true);

    const view = await call(standIn, 'GET', `/fulfilment/orders/${orderNo}`);
    expect(view.body.order).toMatchObject({ stage: 'DONE', seq: 6, waybillNo, parcelState: '3' });
  });

  it('retries a 409 (and a server that is down) with backoff until it is taken, in order', async () => {
    receiver = await startReceiver();
    standIn = await startTestStandIn(receiver.url);
    const orderNo = nextOrderNo();
    await standIn.control.force({ orderNo, result: 'E_LACK_TAKING' });
    receiver.refuseNext(3, 409);
    await call(standIn, 'POST', '/fulfilment/orders', orderOf(orderNo, [goodsView(1)]));
    await standIn.control.advanceClock(15 * MIN);
    const r = receiver;
    await waitFor(() => r.eventsOf(orderNo).length === 2, 5000, 'both events');
    expect(r.eventsOf(orderNo).map((e) => [e.seq, e.type, e.data.result ?? null])).toEqual([
      [1, 'BATCHED', null],
      [2, 'LINE_RESULT', 'E_LACK_TAKING'],
    ]);
    expect(r.answers.filter((a) => a.status === 409)).toHaveLength(3);
    const first = (await standIn.control.outbox({ orderNo }))[0]!;
    expect(first).toMatchObject({ state: 'DELIVERED', attempts: 4, seq: 1 });

    // The server goes away for a while: the outbox keeps the events and sends them once it is back.
    await r.restart(async () => {
      await call(standIn!, 'POST', `/fulfilment/orders/${orderNo}/lines/L1/requeue`, {});
      await standIn!.control.force({ orderNo, result: 'TOOK' });
      await standIn!.control.advanceClock(30 * MIN);
      await new Promise((done) => setTimeout(done, 300));
      const owed = await standIn!.control.outbox({ orderNo, state: 'PENDING' });
      expect(owed.length).toBeGreaterThan(0);
      expect(owed[0]!.attempts).toBeGreaterThan(0);
    });
    await waitFor(
      () => r.eventsOf(orderNo).length >= 3 && r.eventsOf(orderNo).at(-1)!.type === 'WAYBILL_PRINTED',
      5000,
      'the rest of the order',
    );
    const after = r.eventsOf(orderNo).slice(2);
    expect(after.map((e) => e.seq)).toEqual(after.map((_, i) => i + 3));
    expect(after[0]).toMatchObject({ type: 'BATCHED', data: { requeued: true, lineIds: ['L1'] } });
    expect(after[1]).toMatchObject({ type: 'LINE_RESULT', data: { result: 'TOOK', attempt: 2 } });
  });

  it('at SIM_SPEED 600 an order runs from submission to 签收 in about three seconds of real time', async () => {
    receiver = await startReceiver();
    standIn = await startTestStandIn(receiver.url, { simSpeed: 600, startAt: new Date() });
    const orderNo = nextOrderNo();
    await standIn.control.force({ orderNo, result: 'TOOK' });
    await standIn.control.force({ orderNo, parcel: 'SIGNED' });
    const started = Date.now();
    await call(standIn, 'POST', '/fulfilment/orders', orderOf(orderNo, [goodsView(5)]));
    const r = receiver;
    await waitFor(() => r.pushes.some((p) => p.Data[0]!.State === '3'), 8000, 'the signed push');
    const took = Date.now() - started;
    expect(took).toBeGreaterThan(1500);
    expect(took).toBeLessThan(6000);
    expect(r.eventsOf(orderNo).map((e) => e.type)).toEqual([
      'BATCHED',
      'LINE_RESULT',
      'QC_DONE',
      'PACKED',
      'WAYBILL_PRINTED',
    ]);
  });

  it('batches at the 10:00 and 15:00 cuts, Beijing time, when cuts follow the clock', async () => {
    receiver = await startReceiver();
    // 09:00 Beijing time.
    standIn = await startTestStandIn(receiver.url, { batchCuts: 'clock' });
    const orderNo = nextOrderNo();
    await call(standIn, 'POST', '/fulfilment/orders', orderOf(orderNo, [goodsView(2)]));
    await standIn.control.advanceClock(59 * MIN);
    await standIn.control.tick();
    expect(receiver.eventsOf(orderNo)).toHaveLength(0);
    await standIn.control.advanceClock(1 * MIN);
    const r = receiver;
    await waitFor(() => r.eventsOf(orderNo).length === 1, 5000, 'the batch');
    expect(r.eventsOf(orderNo)[0]!.data.at).toBe('2026-03-02T10:00:00+08:00');
  });
});

/** The order view's `sender` of an answer. */
const senderIn = (body: Record<string, unknown>) => (body.order as { sender: unknown }).sender;

describe('自定义发货信息 on a submitted order', () => {
  it('keeps the seller’s sender, remark and 中性包装, and echoes them in the view', async () => {
    receiver = await startReceiver();
    standIn = await startTestStandIn(receiver.url);
    const orderNo = nextOrderNo();
    const sender = {
      name: '小鹿服饰',
      phone: '13800138000-1234',
      remark: '小鹿女装旗舰店 共2件',
      neutral: true,
    };
    const submitted = await call(standIn, 'POST', '/fulfilment/orders', {
      ...orderOf(orderNo, [goodsView(0)]),
      sender,
    });
    expect(submitted.status).toBe(201);
    expect(senderIn(submitted.body)).toEqual(sender);
    const view = await call(standIn, 'GET', `/fulfilment/orders/${orderNo}`);
    expect(senderIn(view.body)).toEqual(sender);

    // none: the warehouse's own sender (null in the view); a remark alone is kept
    const plain = nextOrderNo();
    expect(
      senderIn((await call(standIn, 'POST', '/fulfilment/orders', orderOf(plain, [goodsView(0)]))).body),
    ).toBeNull();
    const remarkOnly = nextOrderNo();
    const answer = await call(standIn, 'POST', '/fulfilment/orders', {
      ...orderOf(remarkOnly, [goodsView(0)]),
      sender: { remark: '共1件' },
    });
    expect(senderIn(answer.body)).toEqual({ remark: '共1件' });
  });

  it('refuses a sender with a name and no phone', async () => {
    receiver = await startReceiver();
    standIn = await startTestStandIn(receiver.url);
    const answer = await call(standIn, 'POST', '/fulfilment/orders', {
      ...orderOf(nextOrderNo(), [goodsView(0)]),
      sender: { name: '小鹿服饰' },
    });
    expect(answer.status).toBe(400);
    expect(String(answer.body.message)).toContain('sender 的 name 和 phone 须同时提供');
  });
});
