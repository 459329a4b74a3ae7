import { describe, expect, it } from 'vitest';
import { REVIEW_ANSWER_MS } from './returns/review.ts';
import {
  MIN,
  call,
  goodsView,
  nextOrderNo,
  orderOf,
  standInEachTest,
  waitFor,
  RETURN_LINES,
  asNoSeries,
} from './testSupport.ts';

// 价保 and 补寄: nothing comes back; the returns desk looks into it and answers REVIEW_RESULT.
const start = standInEachTest();

const nextAsNo = asNoSeries('260304');
const lines = RETURN_LINES;

describe('价保 and 补寄 at the returns desk', () => {
  it('价保: the stall grants what was asked (forced) half an hour later; 补寄: the missing piece shipped by the order’s courier; refused ones say why', async () => {
    const { standIn, receiver } = await start();
    const orderNo = nextOrderNo();
    await standIn.control.force({ orderNo, result: 'TOOK' });
    await call(standIn, 'POST', '/fulfilment/orders', orderOf(orderNo, [goodsView(2)]));
    await standIn.control.advanceClock(6 * 60 * MIN);
    for (let i = 0; i < 60 && !(await standIn.control.order(orderNo))?.parcel; i++)
      await new Promise((done) => setTimeout(done, 20));
    const courier = (await standIn.control.order(orderNo))!.parcel!.courierCode;

    const price = nextAsNo();
    const reissue = nextAsNo();
    const refused = nextAsNo();
    const ask = (asNo: string, body: Record<string, unknown>) =>
      call(standIn, 'POST', `/fulfilment/returns/${asNo}/review`, {
        orderNo,
        reason: '档口降价',
        lines,
        ...body,
      });
    expect((await ask(price, { kind: 'PRICE' })).status).toBe(400);
    expect((await ask(price, { kind: 'GIFT', fen: 500 })).status).toBe(400);
    const first = await ask(price, { kind: 'PRICE', fen: 1000 });
    expect(first).toMatchObject({
      status: 201,
      body: { return: { stage: 'REVIEWING', review: { kind: 'PRICE', fen: 1000 } } },
    });
    expect((await ask(price, { kind: 'PRICE', fen: 1000 })).body.repeat).toBe(true);
    expect(await ask(price, { kind: 'PRICE', fen: 900 })).toMatchObject({
      status: 409,
      body: { error: 'RETURN_EXISTS' },
    });
    await ask(reissue, { kind: 'REISSUE', reason: '少件' });
    await ask(refused, { kind: 'REISSUE', reason: '少件' });
    await standIn.control.forceReturn(price, { review: 'APPROVE', reviewFen: 800 });
    await standIn.control.forceReturn(reissue, { review: 'APPROVE' });
    await standIn.control.forceReturn(refused, { review: 'REFUSE' });

    await standIn.control.advanceClock(REVIEW_ANSWER_MS - MIN);
    expect(receiver.eventsOf(price)).toEqual([]);
    await standIn.control.advanceClock(2 * MIN);
    await waitFor(
      () => [price, reissue, refused].every((asNo) => receiver.eventsOf(asNo).length === 1),
      5000,
      'three answers',
    );
    const [granted] = receiver.eventsOf(price);
    expect(granted).toMatchObject({
      seq: 1,
      type: 'REVIEW_RESULT',
      data: { kind: 'PRICE', approved: true, fen: 800 },
    });
    const [shipped] = receiver.eventsOf(reissue);
    expect(shipped!.data).toMatchObject({
      kind: 'REISSUE',
      approved: true,
      reship: { courier, weightG: 380 },
    });
    const [no] = receiver.eventsOf(refused);
    expect(no!.data).toMatchObject({ kind: 'REISSUE', approved: false });
    expect(String(no!.data.reason)).toMatch(/不予补寄|齐全/);
    expect((await standIn.control.returnOf(refused))?.stage).toBe('REVIEW_REFUSED');
  });
});
