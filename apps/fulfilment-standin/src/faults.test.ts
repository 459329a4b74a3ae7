import { afterEach, describe, expect, it } from 'vitest';
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

/** An order that runs to the end untroubled: 6 events, 5 pushes. */
async function wholeOrder(s: FulfilmentStandIn, orderNo: string) {
  await s.control.force({ orderNo, result: 'TOOK' });
  await s.control.force({ orderNo, parcel: 'SIGNED' });
  await call(s, 'POST', '/fulfilment/orders', orderOf(orderNo, [goodsView(3)]));
}

const settled = (r: Receiver, orderNo: string) => () =>
  r.eventsOf(orderNo).length === 5 && r.pushes.length === 5;

describe('faults', () => {
  it('repeat: every message twice; the second is a harmless repeat', async () => {
    receiver = await startReceiver();
    standIn = await startTestStandIn(receiver.url);
    await standIn.control.setFaults({ repeat: true });
    const orderNo = nextOrderNo();
    await wholeOrder(standIn, orderNo);
    await standIn.control.advanceClock(60 * MIN);
    const r = receiver;
    await waitFor(() => r.pushes.length === 10, 5000, 'every push twice');
    const eventAnswers = receiver.answers.filter((a) => a.kind === 'EVENT');
    expect(eventAnswers).toHaveLength(10);
    expect(receiver.eventsOf(orderNo).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(receiver.pushes).toHaveLength(10);
  });

  it('reorder: newest first, so the server answers 409 and the stand-in sends again until the gap fills', async () => {
    receiver = await startReceiver();
    standIn = await startTestStandIn(receiver.url);
    await standIn.control.setFaults({ reorder: true });
    const orderNo = nextOrderNo();
    await wholeOrder(standIn, orderNo);
    // The stand-in is not polled meanwhile: the whole life is due at once.
    await receiver.close();
    await standIn.control.advanceClock(60 * MIN);
    const r = receiver;
    await r.restart(async () => undefined);
    await waitFor(settled(r, orderNo), 8000, 'the order');
    expect(r.answers.some((a) => a.status === 409)).toBe(true);
    expect(r.eventsOf(orderNo).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('delayMs: new messages wait before their first try', async () => {
    receiver = await startReceiver();
    standIn = await startTestStandIn(receiver.url);
    await standIn.control.setFaults({ delayMs: 400 });
    const orderNo = nextOrderNo();
    await wholeOrder(standIn, orderNo);
    const started = Date.now();
    await standIn.control.advanceClock(2 * MIN);
    const r = receiver;
    await waitFor(() => r.eventsOf(orderNo).length === 1, 5000, 'the batch');
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
  });

  it('badSignature: a forged copy goes first; the server refuses it and applies the real one once', async () => {
    receiver = await startReceiver();
    standIn = await startTestStandIn(receiver.url);
    await standIn.control.setFaults({ badSignature: true });
    const orderNo = nextOrderNo();
    await wholeOrder(standIn, orderNo);
    await standIn.control.advanceClock(60 * MIN);
    await waitFor(settled(receiver, orderNo), 5000, 'the order');
    expect(receiver.answers.filter((a) => a.status === 401)).toHaveLength(10);
    expect(receiver.eventsOf(orderNo).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    const row = (await standIn.control.outbox({ orderNo }))[0]!;
    expect(row.lastResponse).toMatch(/^forged→401 \| 200/);
    // The control reads and clears the faults over HTTP too.
    expect(await (await fetch(`${standIn.url}/control/faults`)).json()).toEqual({ badSignature: true });
    await fetch(`${standIn.url}/control/faults`, { method: 'DELETE' });
    expect(standIn.control.faults()).toEqual({});
  });
});
