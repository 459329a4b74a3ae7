import { describe, expect, it } from 'vitest';
import type { FulfilmentStandIn } from './standIn.ts';
import { INTERCEPT_ANSWER_MS } from './returns/intercept.ts';
import {
  MIN,
  call,
  goodsView,
  nextOrderNo,
  orderOf,
  standInEachTest,
  RETURN_LINES,
  asNoSeries,
  waitFor,
  type Receiver,
} from './testSupport.ts';

// 已发货仅退款: the returns desk asks the courier to bring a parcel on its way back.
const start = standInEachTest();

const nextAsNo = asNoSeries('260303');
const lines = RETURN_LINES;

/** An order whose parcel the courier collected and sent on (kept on its way when told), with its waybill. */
async function shippedOrder(s: FulfilmentStandIn, r: Receiver, intercept?: 'OK' | 'FAIL', keep = true) {
  const orderNo = nextOrderNo();
  await s.control.force({ orderNo, result: 'TOOK' });
  if (keep) await s.control.force({ orderNo, parcel: 'IN_TRANSIT' });
  await call(s, 'POST', '/fulfilment/orders', orderOf(orderNo, [goodsView(3)]));
  // a minute at a time, so the parcel is caught on its way (揽收, 发往) rather than signed for
  const printed = () => r.eventsOf(orderNo).find((e) => e.type === 'WAYBILL_PRINTED');
  for (let i = 0; i < 120 && (!printed() || r.pushesOf(String(printed()!.data.waybillNo)).length < 2); i++) {
    await s.control.advanceClock(MIN);
    await new Promise((done) => setTimeout(done, 5));
  }
  const waybillNo = String(printed()!.data.waybillNo);
  await waitFor(() => r.pushesOf(waybillNo).length === 2, 5000, '揽收 and 发往');
  if (intercept) await s.control.force({ orderNo, intercept });
  return { orderNo, waybillNo };
}

const ask = (s: FulfilmentStandIn, asNo: string, orderNo: string) =>
  call(s, 'POST', `/fulfilment/returns/${asNo}/intercept`, { orderNo, reason: '买家不想要了', lines });

describe('parcel interception (已发货仅退款)', () => {
  it('stops the parcel at once with a trace, then answers INTERCEPT_RESULT on the returns hook; a repeat answers the same', async () => {
    const { standIn, receiver } = await start();
    const { orderNo, waybillNo } = await shippedOrder(standIn, receiver, 'OK', false);
    const asNo = nextAsNo();
    const first = await ask(standIn, asNo, orderNo);
    expect(first.status).toBe(201);
    expect(first.body.return).toMatchObject({
      asNo,
      stage: 'INTERCEPTING',
      waybillNo,
      intercept: { outcome: 'INTERCEPTED' },
    });
    await waitFor(() => receiver.pushesOf(waybillNo).length === 3, 5000, 'the interception trace');
    const trace = receiver.pushesOf(waybillNo).at(-1)!.Data[0]!;
    expect(trace.State).toBe('2');
    expect(trace.Traces.at(-1)!.AcceptStation).toContain('快件已拦截，正在退回寄件人');
    expect((await ask(standIn, asNo, orderNo)).body).toMatchObject({ repeat: true });
    // another case on the same parcel: it is on its way back already
    expect((await ask(standIn, nextAsNo(), orderNo)).body).toMatchObject({ error: 'ALREADY_INTERCEPTED' });

    await standIn.control.advanceClock(INTERCEPT_ANSWER_MS[1] + MIN);
    await waitFor(() => receiver.eventsOf(asNo).length === 1, 5000, 'INTERCEPT_RESULT');
    expect(receiver.eventsOf(asNo)[0]).toMatchObject({
      seq: 1,
      type: 'INTERCEPT_RESULT',
      data: { intercepted: true, reason: null, waybillNo, courier: 'ZTO' },
    });
    // the courier never delivers it (this parcel was not kept on its way by force)
    await standIn.control.advanceClock(120 * MIN);
    expect(receiver.pushesOf(waybillNo).map((p) => p.Data[0]!.State)).not.toContain('3');
  });

  it('a failed interception lets the parcel go on; a signed one cannot be asked for', async () => {
    const { standIn, receiver } = await start();
    const { orderNo } = await shippedOrder(standIn, receiver, 'FAIL');
    const asNo = nextAsNo();
    expect((await ask(standIn, asNo, orderNo)).body.return).toMatchObject({
      intercept: { outcome: 'FAILED' },
    });
    await standIn.control.advanceClock(INTERCEPT_ANSWER_MS[1] + MIN);
    await waitFor(() => receiver.eventsOf(asNo).length === 1, 5000, 'INTERCEPT_RESULT');
    const data = receiver.eventsOf(asNo)[0]!.data;
    expect(data.intercepted).toBe(false);
    expect(['快递员已派送，拦截未成功', '快递网点拦截超时']).toContain(data.reason);

    const signed = nextOrderNo();
    await standIn.control.force({ orderNo: signed, result: 'TOOK' });
    await standIn.control.force({ orderNo: signed, parcel: 'SIGNED' });
    await call(standIn, 'POST', '/fulfilment/orders', orderOf(signed, [goodsView(4)]));
    await standIn.control.advanceClock(180 * MIN);
    await waitFor(() => receiver.eventsOf(signed).some((e) => e.type === 'WAYBILL_PRINTED'), 5000, 'printed');
    await standIn.control.advanceClock(60 * MIN);
    const refused = await ask(standIn, nextAsNo(), signed);
    expect(refused).toMatchObject({ status: 409, body: { error: 'ALREADY_SIGNED' } });
    expect((await ask(standIn, nextAsNo(), 'DF26030299999999')).status).toBe(404);
  });
});
