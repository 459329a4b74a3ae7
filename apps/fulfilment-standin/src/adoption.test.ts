import { describe, expect, it } from 'vitest';
import type { FulfilmentStandIn } from './standIn.ts';
import {
  MIN,
  goodsView,
  listed,
  call,
  nextOrderNo,
  orderOf,
  standInEachTest,
  waitFor,
  type Receiver,
} from './testSupport.ts';

let standIn: FulfilmentStandIn;
let receiver: Receiver;
const startBoth = standInEachTest();
async function start() {
  ({ standIn, receiver } = await startBoth());
}

describe('taking on an order the warehouse already holds (the demo’s seeded orders)', () => {
  it('a line still out is answered, an exception waits for the server, numbering goes on from the seq given', async () => {
    await start();
    const orderNo = nextOrderNo();
    receiver.hadUpTo(orderNo, 3);
    await standIn.control.force({ orderNo, lineId: 'L1', result: 'TOOK' });
    const adopted = await call(standIn, 'POST', '/control/orders/adopt', {
      order: orderOf(orderNo, [goodsView(1), goodsView(2)]),
      seq: 3,
      stage: 'TAKING',
      lines: [
        { lineId: 'L1', state: 'TAKING' },
        {
          lineId: 'L2',
          state: 'EXCEPTION',
          result: 'E_CHANGE_TAKING',
          exchange: { color: '米白', size: 'M' },
        },
      ],
    });
    expect(adopted.status).toBe(201);
    expect((adopted.body.order as { stage: string }).stage).toBe('TAKING');
    // the same again is a repeat; another body under the number is refused
    expect(
      (
        await call(standIn, 'POST', '/control/orders/adopt', {
          order: orderOf(orderNo, [goodsView(1), goodsView(2)]),
          seq: 3,
          stage: 'TAKING',
          lines: [{ lineId: 'L1', state: 'TAKING' }],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(standIn, 'POST', '/control/orders/adopt', {
          order: orderOf(orderNo, [goodsView(3)]),
          seq: 3,
          stage: 'TAKING',
          lines: [],
        })
      ).status,
    ).toBe(409);

    await standIn.control.advanceClock(15 * MIN);
    await waitFor(() => receiver.eventsOf(orderNo).length >= 1, 5000, 'the line’s answer');
    expect(receiver.eventsOf(orderNo).map((e) => [e.seq, e.type, e.data.lineId, e.data.result])).toEqual([
      [4, 'LINE_RESULT', 'L1', 'TOOK'],
    ]);
    // the 换款 proposal was taken on with the line: accepting it fetches the other goods
    const accepted = await call(standIn, 'POST', `/fulfilment/orders/${orderNo}/lines/L2/exchange`, {
      accept: true,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.exchange).toMatchObject({
      color: '米白',
      size: 'M',
      articleNo: listed[2]!.articleNo,
    });
    await standIn.control.advanceClock(30 * MIN);
    await waitFor(
      () => receiver.eventsOf(orderNo).some((e) => e.type === 'WAYBILL_PRINTED'),
      5000,
      'the waybill',
    );
    expect(receiver.eventsOf(orderNo).map((e) => e.type)).toEqual([
      'LINE_RESULT',
      'LINE_RESULT',
      'QC_DONE',
      'PACKED',
      'WAYBILL_PRINTED',
    ]);
  });

  it('a collected parcel goes on from its step to 签收; 地址异常 waits for a new address, then prints', async () => {
    await start();
    const onRoad = nextOrderNo();
    const refused = nextOrderNo();
    receiver.hadUpTo(onRoad, 6);
    receiver.hadUpTo(refused, 6);
    const took = (o: string) => ({
      order: orderOf(o, [goodsView(5)]),
      seq: 6,
      lines: [{ lineId: 'L1', state: 'TOOK' }],
      weightG: 680,
    });
    await call(standIn, 'POST', '/control/orders/adopt', {
      ...took(onRoad),
      stage: 'SHIPPED',
      parcel: { waybillNo: '78801234567890', step: 1 },
    });
    await call(standIn, 'POST', '/control/orders/adopt', { ...took(refused), stage: 'ADDRESS_HOLD' });
    await standIn.control.advanceClock(20 * MIN);
    await waitFor(() => receiver.pushesOf('78801234567890').length >= 4, 5000, 'the courier');
    const pushes = receiver.pushesOf('78801234567890').map((p) => p.Data[0]!);
    expect(pushes.map((p) => [p.State, p.Traces.length])).toEqual([
      ['2', 2],
      ['2', 3],
      ['2', 4],
      ['3', 5],
    ]);
    expect(pushes[0]!.Traces[0]!.AcceptStation).toContain('已揽收');
    expect(receiver.eventsOf(refused)).toEqual([]);
    const moved = await call(standIn, 'POST', `/fulfilment/orders/${refused}/address`, {
      receiver: { ...orderOf(refused, []).receiver, address: '文三路 200 号 3 栋 502 室' },
    });
    expect(moved.status).toBe(200);
    await standIn.control.advanceClock(5 * MIN);
    await waitFor(() => receiver.eventsOf(refused).length >= 1, 5000, 'the new waybill');
    expect(receiver.eventsOf(refused)[0]).toMatchObject({ seq: 7, type: 'WAYBILL_PRINTED' });
  });

  it('bad bodies are refused in words', async () => {
    await start();
    const orderNo = nextOrderNo();
    const bad = async (body: unknown) => call(standIn, 'POST', '/control/orders/adopt', body);
    const base = { order: orderOf(orderNo, [goodsView(1)]), seq: 2, stage: 'TAKING', lines: [] };
    expect((await bad({ ...base, stage: 'DONE' })).body.message).toMatch(/stage 须为/);
    expect((await bad({ ...base, seq: 0 })).status).toBe(400);
    expect((await bad({ ...base, lines: [{ lineId: 'L9', state: 'TOOK' }] })).body.message).toBe(
      'lineId L9 不在订单中',
    );
    expect((await bad({ ...base, stage: 'SHIPPED' })).body.message).toBe('缺少参数 step');
    expect(await standIn.control.order(orderNo)).toBeNull();
  });
});
