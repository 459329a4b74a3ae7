import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPlatformStandIn, type PlatformStandIn } from '@oms/platform-standin';
import { MIN, call, goodsView, nextOrderNo, orderOf, standInEachTest, waitFor } from './testSupport.ts';

// 密文面单: orders of masking platforms reach the warehouse sealed; their waybill comes from the platform.
const start = standInEachTest();
let platform: PlatformStandIn;
beforeEach(async () => {
  platform = await startPlatformStandIn({ secret: 'test-secret', callsPerSecondPerShop: 0 });
});
afterEach(async () => {
  await platform.close();
});

type WireReceiver = { name: string; phone: string; address: string; encrypted: string; oaid: string };
async function pddOrder() {
  const shop = platform.control.provisionShop({ channel: 'PDD', historyDays: 1, ordersTotal: 5 });
  const res = await fetch(`${platform.url}/pdd/orders/changed?since=1970-01-01T00:00:00Z`, {
    headers: { authorization: `Bearer ${shop.accessToken}` },
  });
  const { orders } = (await res.json()) as { orders: { tid: string; receiver: WireReceiver }[] };
  const order = orders[0]!;
  const plain = (await (
    await fetch(`${platform.url}/pdd/receiver/decrypt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shop.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tid: order.tid, encrypted: order.receiver.encrypted }),
    })
  ).json()) as { receiver: { name: string; phone: string; address: string } };
  return { tid: order.tid, sealed: order.receiver, plain: plain.receiver };
}

const waybillAt = (tid: string, courier: string, sealed: WireReceiver) =>
  fetch(`${platform.url}/pdd/waybill/get`, {
    method: 'POST',
    headers: { authorization: 'Bearer oms-waybill-partner', 'content-type': 'application/json' },
    body: JSON.stringify({ tid, oaid: sealed.oaid, encrypted: sealed.encrypted, courier_code: courier }),
  }).then(async (r) => ((await r.json()) as { waybill_no: string }).waybill_no);

const sealedOrder = (orderNo: string, tid: string, sealed: WireReceiver) => ({
  ...orderOf(orderNo, [goodsView(0)]),
  receiver: { ...orderOf(orderNo, []).receiver, ...sealed },
  platform: { channel: 'PDD', tid },
});

describe('密文面单', () => {
  it('refuses masked text that comes without the platform’s sealed receiver', async () => {
    const { standIn } = await start();
    const order = orderOf(nextOrderNo(), [goodsView(0)]);
    const answer = await call(standIn, 'POST', '/fulfilment/orders', {
      ...order,
      receiver: { ...order.receiver, name: '张*', phone: '138****8000' },
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { error: 'MASKED_RECEIVER', message: '收件人信息为平台加密数据，请通过平台面单发货' },
    });
  });

  it('prints the platform’s waybill for a sealed receiver and keeps only the masked text', async () => {
    const { standIn, receiver } = await start({ platformUrl: platform.url });
    const { tid, sealed, plain } = await pddOrder();
    const orderNo = nextOrderNo();
    await standIn.control.force({ orderNo, result: 'TOOK' });
    const submitted = await call(standIn, 'POST', '/fulfilment/orders', sealedOrder(orderNo, tid, sealed));
    expect(submitted.status).toBe(201);
    expect(submitted.body.order).toMatchObject({ receiver: { name: sealed.name, sealed: true } });
    await standIn.control.advanceClock(60 * MIN);
    await waitFor(
      () => receiver.eventsOf(orderNo).some((e) => e.type === 'WAYBILL_PRINTED'),
      5000,
      'the waybill',
    );
    const printed = receiver.eventsOf(orderNo).find((e) => e.type === 'WAYBILL_PRINTED')!;
    expect(printed.data.waybillNo).toBe(await waybillAt(tid, 'ZTO', sealed));
    const kept = JSON.stringify(await standIn.control.order(orderNo));
    expect(kept).not.toContain(plain.phone);
    expect(kept).not.toContain(plain.address);
  });

  it('a new courier for the sealed receiver takes that courier’s waybill; a typed address ships plain', async () => {
    const { standIn } = await start({ platformUrl: platform.url });
    const { tid, sealed } = await pddOrder();
    const orderNo = nextOrderNo();
    await call(standIn, 'POST', '/fulfilment/orders', sealedOrder(orderNo, tid, sealed));
    const body = sealedOrder(orderNo, tid, sealed);
    await call(standIn, 'POST', `/fulfilment/orders/${orderNo}/address`, {
      receiver: body.receiver,
      courier: 'SF',
    });
    expect((await standIn.control.order(orderNo))!.ewaybill).toMatchObject({
      courier: 'SF',
      waybillNo: await waybillAt(tid, 'SF', sealed),
    });
    const typed = orderOf(orderNo, []).receiver;
    await call(standIn, 'POST', `/fulfilment/orders/${orderNo}/address`, { receiver: typed });
    expect(await standIn.control.order(orderNo)).toMatchObject({ receiver: typed, ewaybill: null });
  });

  it('without the platform (not configured, or down) a sealed order is 503 and kept nowhere: the server tries again', async () => {
    const { standIn } = await start({ platformUrl: null });
    const { tid, sealed } = await pddOrder();
    const orderNo = nextOrderNo();
    const answer = await call(standIn, 'POST', '/fulfilment/orders', sealedOrder(orderNo, tid, sealed));
    expect(answer).toMatchObject({ status: 503, body: { error: 'PLATFORM_UNAVAILABLE' } });
    expect(await standIn.control.order(orderNo)).toBeNull();
  });
});
