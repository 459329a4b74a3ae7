import { describe, expect, it } from 'vitest';
import { kdniaoSign } from './courier/kdniao.ts';
import { catalogueOf } from './market/catalogue.ts';
import type { FulfilmentStandIn } from './standIn.ts';
import {
  APP_KEY,
  MIN,
  goodsView,
  listed,
  EBUSINESS_ID,
  call,
  nextOrderNo,
  orderOf,
  standInEachTest,
  waitFor,
  type Receiver,
} from './testSupport.ts';

const catalogue = catalogueOf(0);

let standIn: FulfilmentStandIn;
let receiver: Receiver;
const startBoth = standInEachTest();
async function start() {
  ({ standIn, receiver } = await startBoth());
}

const lastEvent = (orderNo: string) => receiver.eventsOf(orderNo).at(-1);
async function untilEvent(orderNo: string, type: string, count = 1) {
  await waitFor(
    () => receiver.eventsOf(orderNo).filter((e) => e.type === type).length >= count,
    5000,
    `${type} of ${orderNo}`,
  );
}

describe('the server steering an order', () => {
  it('缺货 → requeue picks again; 换款 accepted is fetched and TOOK (exchanged); refused drops the line', async () => {
    await start();
    const orderNo = nextOrderNo();
    await standIn.control.force({ orderNo, lineId: 'L1', result: 'E_LACK_TAKING' });
    await standIn.control.force({ orderNo, lineId: 'L2', result: 'E_CHANGE_TAKING' });
    await call(standIn, 'POST', '/fulfilment/orders', orderOf(orderNo, [goodsView(4), goodsView(5)]));
    await standIn.control.advanceClock(15 * MIN);
    await untilEvent(orderNo, 'LINE_RESULT', 2);
    const change = receiver.eventsOf(orderNo).find((e) => e.data.result === 'E_CHANGE_TAKING')!;
    const proposed = change.data.exchange as { goodsId: string; stall: string };
    expect(catalogue.goods.find((g) => g.goodsId === proposed.goodsId)!.styleId).toBe(listed[5]!.styleId);
    expect(proposed.stall).not.toBe(listed[5]!.stall);

    expect(
      (await call(standIn, 'POST', `/fulfilment/orders/${orderNo}/lines/L1/exchange`, { accept: true }))
        .status,
    ).toBe(409);
    expect(
      (await call(standIn, 'POST', `/fulfilment/orders/${orderNo}/lines/L2/exchange`, { accept: true }))
        .status,
    ).toBe(200);
    expect((await call(standIn, 'POST', `/fulfilment/orders/${orderNo}/lines/L1/requeue`, {})).status).toBe(
      200,
    );
    await standIn.control.force({ orderNo, lineId: 'L1', result: 'TOOK' });
    await standIn.control.advanceClock(40 * MIN);
    await untilEvent(orderNo, 'WAYBILL_PRINTED');
    const results = receiver
      .eventsOf(orderNo)
      .filter((e) => e.type === 'LINE_RESULT')
      .map((e) => [e.data.lineId, e.data.result, e.data.exchanged ?? false]);
    expect(results).toEqual([
      ['L1', 'E_LACK_TAKING', false],
      ['L2', 'E_CHANGE_TAKING', false],
      ['L2', 'TOOK', true],
      ['L1', 'TOOK', false],
    ]);
    expect(receiver.eventsOf(orderNo).map((e) => e.seq)).toEqual(
      receiver.eventsOf(orderNo).map((_, i) => i + 1),
    );
  });

  it('a part taken, the rest dropped (有货先发): the pieces in hand ship, weighed as such', async () => {
    await start();
    const orderNo = nextOrderNo();
    await standIn.control.force({ orderNo, result: 'TOOK_PART', tookQty: 1 });
    await call(standIn, 'POST', '/fulfilment/orders', orderOf(orderNo, [goodsView(6)], 3));
    await standIn.control.advanceClock(15 * MIN);
    await untilEvent(orderNo, 'LINE_RESULT');
    expect(lastEvent(orderNo)!.data).toMatchObject({ result: 'TOOK_PART', tookQty: 1 });
    const dropped = await call(standIn, 'POST', `/fulfilment/orders/${orderNo}/lines/L1/drop`, {});
    expect(dropped.body).toMatchObject({ stage: 'QC' });
    await standIn.control.advanceClock(10 * MIN);
    await untilEvent(orderNo, 'PACKED');
    expect(receiver.eventsOf(orderNo).find((e) => e.type === 'PACKED')!.data.weightG).toBeLessThan(300 + 121);
  });

  it('reroutes a closed stall’s line to other goods; a price raised by the market stops the line with the new price', async () => {
    await start();
    const orderNo = nextOrderNo();
    await standIn.control.force({ orderNo, result: 'E_STOP_TAKING', reason: 'STALL_CLOSED' });
    await call(standIn, 'POST', '/fulfilment/orders', orderOf(orderNo, [goodsView(7)]));
    await standIn.control.advanceClock(15 * MIN);
    await untilEvent(orderNo, 'LINE_RESULT');
    expect(lastEvent(orderNo)!.data).toMatchObject({ result: 'E_STOP_TAKING', reason: 'STALL_CLOSED' });
    const other = listed[8]!;
    // The market asks more than the server will submit.
    await fetch(`${standIn.url}/control/market/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ goodsId: other.goodsId, priceFen: other.basePriceFen + 1000 }),
    });
    const rerouted = await call(standIn, 'POST', `/fulfilment/orders/${orderNo}/lines/L1/reroute`, {
      goodsId: other.goodsId,
      priceFen: other.basePriceFen,
    });
    expect(rerouted.body).toMatchObject({
      line: { goodsId: other.goodsId, stall: other.stall, state: 'WAITING' },
    });
    await standIn.control.advanceClock(15 * MIN);
    await untilEvent(orderNo, 'LINE_RESULT', 2);
    expect(lastEvent(orderNo)!.data).toMatchObject({
      result: 'E_STOP_TAKING',
      reason: 'PRICE_RAISED',
      goodsId: other.goodsId,
      oldPriceFen: other.basePriceFen,
    });
    expect(lastEvent(orderNo)!.data.newPriceFen).toBeGreaterThanOrEqual(other.basePriceFen + 1000);
  });

  it('intercepts: says which lines were taken; refuses after 揽收; the address changes only before printing', async () => {
    await start();
    const a = nextOrderNo();
    await standIn.control.force({ orderNo: a, lineId: 'L1', result: 'TOOK' });
    await standIn.control.force({ orderNo: a, lineId: 'L2', result: 'E_NEXT_TAKING' });
    await call(standIn, 'POST', '/fulfilment/orders', orderOf(a, [goodsView(9), goodsView(10)]));
    const moved = await call(standIn, 'POST', `/fulfilment/orders/${a}/address`, {
      receiver: {
        name: '李四',
        phone: '13900139000',
        province: '广东省',
        city: '广州市',
        district: '天河区',
        address: '体育西路 1 号',
      },
    });
    expect(moved.body).toMatchObject({ changed: true, receiver: { city: '广州市' } });
    await standIn.control.advanceClock(15 * MIN);
    await untilEvent(a, 'LINE_RESULT', 2);
    const first = await call(standIn, 'POST', `/fulfilment/orders/${a}/intercept`, {});
    expect(first.body).toMatchObject({
      intercepted: true,
      waybillPrinted: false,
      takenLines: [{ lineId: 'L1', tookQty: 2 }],
      untakenLines: [{ lineId: 'L2' }],
    });
    expect((await call(standIn, 'POST', `/fulfilment/orders/${a}/intercept`, {})).body).toEqual(first.body);
    await standIn.control.advanceClock(60 * MIN);
    await standIn.control.tick();
    expect(receiver.eventsOf(a).map((e) => e.type)).toEqual(['BATCHED', 'LINE_RESULT', 'LINE_RESULT']);

    const b = nextOrderNo();
    await standIn.control.force({ orderNo: b, result: 'TOOK' });
    await call(standIn, 'POST', '/fulfilment/orders', orderOf(b, [goodsView(11)]));
    await standIn.control.advanceClock(60 * MIN);
    await untilEvent(b, 'WAYBILL_PRINTED');
    expect(
      (
        await call(standIn, 'POST', `/fulfilment/orders/${b}/address`, {
          receiver: {
            name: '李四',
            phone: '1',
            province: '广东省',
            city: '广州市',
            district: '天河区',
            address: '体育西路 1 号',
          },
        })
      ).body,
    ).toMatchObject({ error: 'WAYBILL_PRINTED' });
    expect((await call(standIn, 'POST', `/fulfilment/orders/${b}/intercept`, {})).body).toMatchObject({
      error: 'ALREADY_COLLECTED',
    });
  });

  it('a waybill refused for the address: WAYBILL_REFUSED, the order waits; a new address and courier print it', async () => {
    await start();
    const c = nextOrderNo();
    await standIn.control.force({ orderNo: c, result: 'TOOK' });
    await standIn.control.force({ orderNo: c, parcel: 'WAYBILL_REFUSED' });
    await call(standIn, 'POST', '/fulfilment/orders', orderOf(c, [goodsView(12)]));
    await standIn.control.advanceClock(60 * MIN);
    await untilEvent(c, 'WAYBILL_REFUSED');
    expect(lastEvent(c)!.data).toMatchObject({ code: '420', reason: '收件地址不详，快递无法揽收' });
    await standIn.control.advanceClock(24 * 60 * MIN);
    await standIn.control.tick();
    // nothing moves until the server answers
    expect(
      receiver
        .eventsOf(c)
        .map((e) => e.type)
        .at(-1),
    ).toBe('WAYBILL_REFUSED');
    expect((await standIn.control.order(c))!.stage).toBe('ADDRESS_HOLD');

    const moved = await call(standIn, 'POST', `/fulfilment/orders/${c}/address`, {
      courier: 'YTO',
      receiver: {
        name: '李四',
        phone: '13900139000',
        province: '广东省',
        city: '广州市',
        district: '天河区',
        address: '体育西路 1 号',
      },
    });
    expect(moved.body).toMatchObject({ changed: true, courier: 'YTO', stage: 'PRINTING' });
    await standIn.control.advanceClock(5 * MIN);
    await untilEvent(c, 'WAYBILL_PRINTED');
    expect(lastEvent(c)!.data).toMatchObject({ courierCode: 'YTO' });
  });

  it('挂起 stops the order’s clock (no batch, no pick while held); 恢复 goes on where it stopped', async () => {
    await start();
    const d = nextOrderNo();
    await standIn.control.force({ orderNo: d, result: 'TOOK' });
    await call(standIn, 'POST', '/fulfilment/orders', orderOf(d, [goodsView(13)]));
    expect((await call(standIn, 'POST', `/fulfilment/orders/${d}/hold`, {})).body).toMatchObject({
      held: true,
    });
    await standIn.control.advanceClock(24 * 60 * MIN);
    await standIn.control.tick();
    expect(receiver.eventsOf(d)).toEqual([]);
    expect((await call(standIn, 'POST', `/fulfilment/orders/${d}/release`, {})).body).toMatchObject({
      held: false,
    });
    await standIn.control.advanceClock(60 * MIN);
    await untilEvent(d, 'WAYBILL_PRINTED');
    expect(receiver.eventsOf(d).map((e) => e.type)).toEqual([
      'BATCHED',
      'LINE_RESULT',
      'QC_DONE',
      'PACKED',
      'WAYBILL_PRINTED',
    ]);
  });

  it('a parcel forced into a problem: State 4 with its StateEx; the 快递鸟 query answers signed requests only', async () => {
    await start();
    const orderNo = nextOrderNo();
    await standIn.control.force({ orderNo, result: 'TOOK' });
    await standIn.control.force({ orderNo, parcel: 'PROBLEM', stateEx: '404' });
    await call(standIn, 'POST', '/fulfilment/orders', orderOf(orderNo, [goodsView(12)]));
    await standIn.control.advanceClock(90 * MIN);
    await untilEvent(orderNo, 'WAYBILL_PRINTED');
    const waybillNo = lastEvent(orderNo)!.data.waybillNo as string;
    await waitFor(() => receiver.pushesOf(waybillNo).length === 4, 5000, 'pushes up to the problem');
    const last = receiver.pushesOf(waybillNo).at(-1)!.Data[0]!;
    expect(last).toMatchObject({ State: '4', StateEx: '404' });
    expect(last.Traces.at(-1)!.AcceptStation).toContain('拒收');

    const query = async (requestData: string, sign: string) =>
      (await (
        await fetch(`${standIn.url}/kdniao/Ebusiness/EbusinessOrderHandle.aspx`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            RequestType: '8001',
            EBusinessID: EBUSINESS_ID,
            RequestData: requestData,
            DataSign: sign,
            DataType: '2',
          }),
        })
      ).json()) as Record<string, unknown>;
    const data = JSON.stringify({ ShipperCode: 'ZTO', LogisticCode: waybillNo });
    expect(await query(data, kdniaoSign(data, APP_KEY))).toMatchObject({
      Success: true,
      State: '4',
      StateEx: '404',
      LogisticCode: waybillNo,
    });
    expect(((await query(data, kdniaoSign(data, APP_KEY))).Traces as unknown[]).length).toBe(4);
    expect(await query(data, kdniaoSign(data, 'wrong'))).toMatchObject({ Success: false });
  });

  it('signs like 快递鸟’s documented example', () => {
    // 快递鸟's API document: this RequestData with this key signs to OWFhM2I5N2ViM2U2MGRkMjc4YzU2NmVlZWI3ZDk0MmE=.
    const requestData = "{'OrderCode':'','ShipperCode':'SF','LogisticCode':'118954907573'}";
    expect(kdniaoSign(requestData, '56da2cf8-c8a2-44b2-b6fa-476cd7d1ba17')).toBe(
      'OWFhM2I5N2ViM2U2MGRkMjc4YzU2NmVlZWI3ZDk0MmE=',
    );
  });

  it('refuses junk: a second, different order under one number, bad lines, calls without the key', async () => {
    await start();
    const orderNo = nextOrderNo();
    expect(
      (await call(standIn, 'POST', '/fulfilment/orders', orderOf(orderNo, [goodsView(13)]))).status,
    ).toBe(201);
    expect(
      (await call(standIn, 'POST', '/fulfilment/orders', orderOf(orderNo, [goodsView(14)]))).body,
    ).toMatchObject({ error: 'ORDER_EXISTS' });
    expect(
      (
        await call(standIn, 'POST', '/fulfilment/orders', {
          ...orderOf(nextOrderNo(), [goodsView(13)]),
          lines: [],
        })
      ).status,
    ).toBe(400);
    expect((await fetch(`${standIn.url}/fulfilment/orders/${orderNo}`)).status).toBe(401);
    expect((await call(standIn, 'POST', `/fulfilment/orders/DF0/intercept`, {})).status).toBe(404);
  });
});
