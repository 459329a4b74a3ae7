import { afterEach, describe, expect, it } from 'vitest';
import type { FulfilmentStandIn } from './standIn.ts';
import { RETURNS_PATH } from './outbox/signing.ts';
import { SEND_BACK_SHIP_MS } from './returns/sendBackDesk.ts';
import { call, startReceiver, startTestStandIn, waitFor, type Receiver } from './testSupport.ts';

let standIn: FulfilmentStandIn | null = null;
let receiver: Receiver | null = null;
afterEach(async () => {
  await standIn?.stop();
  await receiver?.close();
  standIn = receiver = null;
});

let counter = 0;
const nextPostNo = () => `JH260302${String(++counter).padStart(8, '0')}`;
const receiverBody = {
  name: '陈小姐',
  phone: '13800138000',
  province: '广东省',
  city: '广州市',
  district: '白云区',
  address: '三元里大道 88 号 2 楼',
};
const sendBackBody = (postNo: string) => ({
  postNo,
  parcelNos: ['YT1234567890', '78812345678901'],
  courier: 'ZTO',
  receiver: receiverBody,
});

async function start() {
  receiver = await startReceiver();
  standIn = await startTestStandIn(receiver.url);
  return { standIn, receiver };
}

describe('寄回 at the returns desk', () => {
  it('takes a 寄回单, packs it and hands it to the courier 30–120 minutes later with one signed SEND_BACK_SHIPPED', async () => {
    const { standIn, receiver } = await start();
    const postNo = nextPostNo();
    const first = await call(standIn, 'POST', '/fulfilment/sendBacks', sendBackBody(postNo));
    expect(first.status).toBe(201);
    expect(first.body.sendBack).toMatchObject({ postNo, stage: 'WAITING', waybillNo: null });
    expect((await call(standIn, 'POST', '/fulfilment/sendBacks', sendBackBody(postNo))).body.repeat).toBe(
      true,
    );
    const other = await call(standIn, 'POST', '/fulfilment/sendBacks', {
      ...sendBackBody(postNo),
      parcelNos: ['YT1234567890'],
    });
    expect(other).toMatchObject({ status: 409, body: { error: 'SEND_BACK_EXISTS' } });

    const moved = { ...receiverBody, name: '陈先生', address: '石井镇 1 号' };
    const changed = await call(standIn, 'POST', `/fulfilment/sendBacks/${postNo}/receiver`, {
      receiver: moved,
    });
    expect(changed.body.sendBack).toMatchObject({ receiver: moved });

    await standIn.control.advanceClock(SEND_BACK_SHIP_MS[0] - 1000);
    await standIn.control.tick();
    expect(receiver.eventsOf(postNo)).toEqual([]);
    await standIn.control.advanceClock(SEND_BACK_SHIP_MS[1]);
    await waitFor(() => receiver.eventsOf(postNo).length === 1, 5000, 'shipped');
    const [shipped] = receiver.eventsOf(postNo);
    expect(shipped).toMatchObject({
      seq: 1,
      type: 'SEND_BACK_SHIPPED',
      path: RETURNS_PATH,
      eventId: `${postNo}-1`,
    });
    expect(shipped!.data).toMatchObject({ courier: 'ZTO', waybillNo: expect.stringMatching(/^7\d{12}$/) });
    expect(shipped!.data.weightG).toBeGreaterThanOrEqual(500);

    const late = await call(standIn, 'POST', `/fulfilment/sendBacks/${postNo}/cancel`);
    expect(late).toMatchObject({ status: 409, body: { error: 'ALREADY_SHIPPED' } });
    const lateMove = await call(standIn, 'POST', `/fulfilment/sendBacks/${postNo}/receiver`, {
      receiver: receiverBody,
    });
    expect(lateMove).toMatchObject({ status: 409, body: { error: 'ALREADY_SHIPPED' } });
  });

  it('取消 while packing stops it (a repeat answers the same); play ships one now; bad bodies are refused', async () => {
    const { standIn, receiver } = await start();
    const postNo = nextPostNo();
    await call(standIn, 'POST', '/fulfilment/sendBacks', sendBackBody(postNo));
    const canceled = await call(standIn, 'POST', `/fulfilment/sendBacks/${postNo}/cancel`);
    expect(canceled.body.sendBack).toMatchObject({ stage: 'CANCELED' });
    expect((await call(standIn, 'POST', `/fulfilment/sendBacks/${postNo}/cancel`)).status).toBe(200);
    await standIn.control.advanceClock(SEND_BACK_SHIP_MS[1] * 2);
    await standIn.control.tick();
    expect(receiver.eventsOf(postNo)).toEqual([]);
    expect((await call(standIn, 'POST', `/control/sendBacks/${postNo}/play`)).status).toBe(409);

    const played = nextPostNo();
    await call(standIn, 'POST', '/fulfilment/sendBacks', sendBackBody(played));
    const now = standIn.control.now().getTime();
    const answer = await call(standIn, 'POST', `/control/sendBacks/${played}/play`);
    expect(answer.body.sendBack).toMatchObject({ stage: 'SHIPPED', seq: 1 });
    expect(standIn.control.now().getTime()).toBe(now);
    await waitFor(() => receiver.eventsOf(played).length === 1, 5000, 'played');

    expect(
      (await call(standIn, 'POST', '/fulfilment/sendBacks', { ...sendBackBody('JH1'), postNo: 'JH1' }))
        .status,
    ).toBe(400);
    expect(
      (await call(standIn, 'POST', '/fulfilment/sendBacks', { ...sendBackBody(nextPostNo()), parcelNos: [] }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(standIn, 'POST', '/fulfilment/sendBacks', {
          ...sendBackBody(nextPostNo()),
          receiver: { ...receiverBody, phone: 'abc' },
        })
      ).status,
    ).toBe(400);
    expect((await call(standIn, 'POST', `/fulfilment/sendBacks/${nextPostNo()}/cancel`)).status).toBe(404);
    // a 寄回 is no order and no return
    expect((await call(standIn, 'GET', `/fulfilment/orders/${played}`)).status).toBe(404);
    expect((await call(standIn, 'GET', `/fulfilment/returns/${played}`)).status).toBe(404);
  });
});

describe('无头件 at the returns desk', () => {
  it('signs for one with the fields asked and reports it once, HEADLESS_REGISTERED under its WJ; about six a simulated day come by themselves', async () => {
    const { standIn, receiver } = await start();
    const made = await call(standIn, 'POST', '/control/headless', {
      waybillNo: 'YT9988776655',
      phoneTail: '8000',
    });
    expect(made.status).toBe(201);
    const headless = made.body.headless as { headlessNo: string };
    expect(headless.headlessNo).toMatch(/^WJ\d{6}9\d{5}$/);
    await waitFor(() => receiver.eventsOf(headless.headlessNo).length === 1, 5000, 'registered');
    expect(receiver.eventsOf(headless.headlessNo)[0]).toMatchObject({
      seq: 1,
      type: 'HEADLESS_REGISTERED',
      path: RETURNS_PATH,
      data: { waybillNo: 'YT9988776655', phoneTail: '8000' },
    });
    expect((await call(standIn, 'POST', '/control/headless', { phoneTail: 'abcd' })).status).toBe(400);

    const before = receiver.applied.filter((e) => e.type === 'HEADLESS_REGISTERED').length;
    for (let hour = 0; hour < 24; hour++) {
      await standIn.control.advanceClock(3_600_000);
      await standIn.control.tick();
    }
    await waitFor(
      () => receiver.applied.filter((e) => e.type === 'HEADLESS_REGISTERED').length >= before + 4,
      5000,
      'a day of 无头件',
    );
    expect(receiver.applied.filter((e) => e.type === 'HEADLESS_REGISTERED').length).toBeLessThanOrEqual(
      before + 12,
    );
  });
});
