import { afterEach, describe, expect, it } from 'vitest';
import type { FulfilmentStandIn } from './standIn.ts';
import { RETURNS_PATH } from './outbox/signing.ts';
import { RETURN_STEP_MS } from './returns/outcomes.ts';
import {
  MIN,
  RETURN_LINES,
  call,
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

let counter = 0;
const nextAsNo = () => `SH260302${String(++counter).padStart(8, '0')}`;
const expectBody = (asNo: string) => ({
  asNo,
  orderNo: 'DF26030200000001',
  returnCode: 'TH000042',
  reason: '七天无理由',
  lines: [
    { ...RETURN_LINES[0]!, lineId: 11 },
    {
      lineId: 12,
      lineNo: 2,
      articleNo: 'A12-8865',
      stall: '国投女装 3楼A316',
      color: '白色',
      size: 'L',
      qty: 1,
      priceFen: 4500,
    },
  ],
});

async function start() {
  receiver = await startReceiver();
  standIn = await startTestStandIn(receiver.url);
  return { standIn, receiver };
}

describe('the returns desk', () => {
  it('expects a return, takes the buyer’s waybill and plays 签收 → QC → the stall, each event signed and in seq order', async () => {
    const { standIn, receiver } = await start();
    const asNo = nextAsNo();
    const first = await call(standIn, 'POST', '/fulfilment/returns', expectBody(asNo));
    expect(first.status).toBe(201);
    expect(first.body.return).toMatchObject({ asNo, stage: 'EXPECTED', waybillNo: null });
    // the same body again is a repeat; another under the same SH a conflict
    expect((await call(standIn, 'POST', '/fulfilment/returns', expectBody(asNo))).body.repeat).toBe(true);
    const other = await call(standIn, 'POST', '/fulfilment/returns', {
      ...expectBody(asNo),
      reason: '换一个',
    });
    expect(other).toMatchObject({ status: 409, body: { error: 'RETURN_EXISTS' } });

    await standIn.control.forceReturn(asNo, { qc: 'PASS', factory: 'PART', factoryReason: '试穿有异味' });
    const given = await call(standIn, 'POST', `/fulfilment/returns/${asNo}/waybill`, {
      waybillNo: '78812345678901',
      courier: 'ZTO',
    });
    expect(given.body.return).toMatchObject({ stage: 'IN_TRANSIT', waybillNo: '78812345678901' });
    // nothing arrives before 3 minutes
    await standIn.control.advanceClock(RETURN_STEP_MS.sign[0] - 1000);
    expect(receiver.eventsOf(asNo)).toEqual([]);

    await standIn.control.advanceClock(RETURN_STEP_MS.sign[1] + 80 * MIN);
    await waitFor(() => receiver.eventsOf(asNo).length === 4, 5000, 'four return events');
    const events = receiver.eventsOf(asNo);
    expect(events.map((e) => [e.seq, e.type])).toEqual([
      [1, 'RETURN_SIGNED'],
      [2, 'QC_RESULT'],
      [3, 'FACTORY_RECEIVED'],
      [4, 'FACTORY_RESULT'],
    ]);
    expect(events.every((e) => e.path === RETURNS_PATH && e.eventId === `${asNo}-${e.seq}`)).toBe(true);
    expect(events[0]!.data).toMatchObject({
      waybillNo: '78812345678901',
      courier: 'ZTO',
      returnCode: 'TH000042',
      weightG: 3 * 300 + 80,
    });
    expect(events[1]!.data).toMatchObject({ pass: true, reason: null });
    expect(events[3]!.data.lines).toEqual([
      { lineId: 11, lineNo: 1, acceptedQty: 2, refusedQty: 0, acceptedFen: 12200, reason: null },
      { lineId: 12, lineNo: 2, acceptedQty: 0, refusedQty: 1, acceptedFen: 0, reason: '试穿有异味' },
    ]);
    expect((await standIn.control.returnOf(asNo))?.stage).toBe('DONE');
    // once signed it can no longer be called off or given another waybill
    const late = await call(standIn, 'POST', `/fulfilment/returns/${asNo}/cancel`);
    expect(late).toMatchObject({ status: 409, body: { error: 'ALREADY_SIGNED' } });
    const other2 = await call(standIn, 'POST', `/fulfilment/returns/${asNo}/waybill`, {
      waybillNo: '78800000000000',
      courier: 'ZTO',
    });
    expect(other2.status).toBe(409);
  });

  it('换货 and 维修: the stall swaps or mends what it takes back and the desk ships it to the buyer, its waybill in FACTORY_RESULT', async () => {
    const { standIn, receiver } = await start();
    const missing = await call(standIn, 'POST', '/fulfilment/returns', {
      ...expectBody(nextAsNo()),
      service: 'EXCHANGE',
    });
    expect(missing).toMatchObject({ status: 400 });
    const odd = await call(standIn, 'POST', '/fulfilment/returns', {
      ...expectBody(nextAsNo()),
      service: 'GIFT',
    });
    expect(odd).toMatchObject({ status: 400 });

    const swap = nextAsNo();
    const mend = nextAsNo();
    const body = { ...expectBody(swap), service: 'EXCHANGE', exchangeTo: '黑色/L' };
    expect((await call(standIn, 'POST', '/fulfilment/returns', body)).status).toBe(201);
    expect((await call(standIn, 'POST', '/fulfilment/returns', body)).body.repeat).toBe(true);
    // the same SH asked as a plain return is another body
    const plain = await call(standIn, 'POST', '/fulfilment/returns', expectBody(swap));
    expect(plain).toMatchObject({ status: 409, body: { error: 'RETURN_EXISTS' } });
    await call(standIn, 'POST', '/fulfilment/returns', { ...expectBody(mend), service: 'REPAIR' });
    await standIn.control.forceReturn(swap, { qc: 'PASS', factory: 'PART' });
    await standIn.control.forceReturn(mend, { qc: 'PASS', factory: 'REFUSE' });
    for (const [asNo, waybillNo] of [
      [swap, '78812345678902'],
      [mend, '78812345678903'],
    ] as const)
      await call(standIn, 'POST', `/fulfilment/returns/${asNo}/waybill`, { waybillNo, courier: 'YTO' });
    await standIn.control.advanceClock(RETURN_STEP_MS.sign[1] + 80 * MIN);
    await waitFor(
      () => receiver.eventsOf(swap).length === 4 && receiver.eventsOf(mend).length === 4,
      5000,
      'both stalls answered',
    );
    const swapped = receiver.eventsOf(swap)[3]!;
    expect(swapped.type).toBe('FACTORY_RESULT');
    expect(swapped.data.lines).toMatchObject([
      { lineId: 11, acceptedQty: 2, refusedQty: 0, reason: null },
      { lineId: 12, acceptedQty: 0, refusedQty: 1 },
    ]);
    // two pieces swapped go out in one parcel by the courier the buyer sent with
    expect(swapped.data.reship).toMatchObject({ courier: 'YTO', weightG: 2 * 300 + 80 });
    expect(String((swapped.data.reship as { waybillNo: string }).waybillNo)).toMatch(/^YT\d{12}$/);
    expect((await call(standIn, 'GET', `/fulfilment/returns/${swap}`)).body.return).toMatchObject({
      service: 'EXCHANGE',
      exchangeTo: '黑色/L',
      stage: 'DONE',
    });
    // nothing mended, nothing shipped
    const mended = receiver.eventsOf(mend)[3]!;
    expect(mended.data.reship).toBeUndefined();
    expect((mended.data.lines as { acceptedQty: number }[]).every((l) => l.acceptedQty === 0)).toBe(true);
  });

  it('QC failing ends the return at the desk: one QC_RESULT with the reason and nothing after it', async () => {
    const { standIn, receiver } = await start();
    const asNo = nextAsNo();
    await call(standIn, 'POST', '/fulfilment/returns', expectBody(asNo));
    await standIn.control.forceReturn(asNo, { qc: 'FAIL', qcReason: '吊牌缺失' });
    await call(standIn, 'POST', `/fulfilment/returns/${asNo}/waybill`, {
      waybillNo: 'YT1234567890',
      courier: 'YTO',
    });
    await standIn.control.advanceClock(24 * 60 * MIN);
    await waitFor(() => receiver.eventsOf(asNo).length === 2, 5000, 'signed and QC');
    expect(receiver.eventsOf(asNo).map((e) => e.type)).toEqual(['RETURN_SIGNED', 'QC_RESULT']);
    expect(receiver.eventsOf(asNo)[1]!.data).toMatchObject({ pass: false, reason: '吊牌缺失' });
    expect((await standIn.control.returnOf(asNo))?.stage).toBe('PROBLEM');
  });

  it('重新退档口 walks the refused pieces to the stall once more, its answer drawn afresh on the same seq', async () => {
    const { standIn, receiver } = await start();
    const asNo = nextAsNo();
    await call(standIn, 'POST', '/fulfilment/returns', expectBody(asNo));
    await standIn.control.forceReturn(asNo, { qc: 'PASS', factory: 'PART', factoryReason: '试穿有异味' });
    await call(standIn, 'POST', `/fulfilment/returns/${asNo}/waybill`, {
      waybillNo: 'YT5551234567',
      courier: 'YTO',
    });
    // not refused yet: nothing to walk back
    const early = await call(standIn, 'POST', `/fulfilment/returns/${asNo}/restall`, {
      lines: [{ lineId: 12, qty: 1 }],
    });
    expect(early).toMatchObject({ status: 409, body: { error: 'RETURN_NOT_REFUSED' } });
    await standIn.control.advanceClock(24 * 60 * MIN);
    await waitFor(() => receiver.eventsOf(asNo).length === 4, 5000, 'the stall refused one piece');

    expect(
      (
        await call(standIn, 'POST', `/fulfilment/returns/${asNo}/restall`, {
          lines: [{ lineId: 12, qty: 2 }],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(standIn, 'POST', `/fulfilment/returns/${asNo}/restall`, {
          lines: [{ lineId: 99, qty: 1 }],
        })
      ).status,
    ).toBe(400);
    const again = await call(standIn, 'POST', `/fulfilment/returns/${asNo}/restall`, {
      lines: [{ lineId: 12, qty: 1 }],
    });
    expect(again.body.return).toMatchObject({
      stage: 'QC_PASSED',
      round: 2,
      lines: [{ lineId: 12, qty: 1 }],
    });
    // a repeat answers the same, and starts nothing more
    const repeat = await call(standIn, 'POST', `/fulfilment/returns/${asNo}/restall`, {
      lines: [{ lineId: 12, qty: 1 }],
    });
    expect(repeat.body.return).toMatchObject({ stage: 'QC_PASSED', round: 2 });
    await standIn.control.forceReturn(asNo, { factory: 'ACCEPT' });
    await standIn.control.advanceClock(2 * 60 * MIN);
    await waitFor(() => receiver.eventsOf(asNo).length === 6, 5000, 'the stall answered again');
    const events = receiver.eventsOf(asNo);
    expect(events.slice(4).map((e) => [e.seq, e.type])).toEqual([
      [5, 'FACTORY_RECEIVED'],
      [6, 'FACTORY_RESULT'],
    ]);
    expect(events[5]!.data.lines).toEqual([
      { lineId: 12, lineNo: 2, acceptedQty: 1, refusedQty: 0, acceptedFen: 4500, reason: null },
    ]);
  });

  it('协商退款: the stall offers part of the price after a while; the seller accepts once, or declines', async () => {
    const { standIn, receiver } = await start();
    const asNo = nextAsNo();
    await call(standIn, 'POST', '/fulfilment/returns', expectBody(asNo));
    await standIn.control.forceReturn(asNo, { qc: 'PASS', factory: 'REFUSE', factoryReason: '影响二次销售' });
    await call(standIn, 'POST', `/fulfilment/returns/${asNo}/waybill`, {
      waybillNo: 'YT5551234568',
      courier: 'YTO',
    });
    await standIn.control.advanceClock(24 * 60 * MIN);
    await waitFor(() => receiver.eventsOf(asNo).length === 4, 5000, 'the stall refused everything');
    expect(
      (await call(standIn, 'POST', `/fulfilment/returns/${asNo}/negotiation/answer`, { accept: true })).body,
    ).toMatchObject({ error: 'NO_OFFER' });

    await standIn.control.forceReturn(asNo, { negotiation: 'OFFER', offerFen: 9000 });
    const asked = await call(standIn, 'POST', `/fulfilment/returns/${asNo}/negotiation`, {
      lines: [
        { lineId: 11, qty: 2 },
        { lineId: 12, qty: 1 },
      ],
    });
    expect(asked.body.return).toMatchObject({ stage: 'NEGOTIATING', negotiation: { offerFen: null } });
    await standIn.control.advanceClock(RETURN_STEP_MS.stall + MIN);
    await waitFor(() => receiver.eventsOf(asNo).length === 5, 5000, 'the offer');
    const offer = receiver.eventsOf(asNo)[4]!;
    expect([offer.seq, offer.type]).toEqual([5, 'NEGOTIATION_OFFER']);
    expect(offer.data).toMatchObject({ offerFen: 9000, note: '档口同意按¥90.00退款，货品留档口' });

    expect(
      (await call(standIn, 'POST', `/fulfilment/returns/${asNo}/negotiation/answer`, { accept: 'yes' }))
        .status,
    ).toBe(400);
    const yes = await call(standIn, 'POST', `/fulfilment/returns/${asNo}/negotiation/answer`, {
      accept: true,
    });
    expect(yes.body.return).toMatchObject({ stage: 'DONE', negotiation: { answer: 'ACCEPTED' } });
    expect(
      (await call(standIn, 'POST', `/fulfilment/returns/${asNo}/negotiation/answer`, { accept: true }))
        .status,
    ).toBe(200);
    const no = await call(standIn, 'POST', `/fulfilment/returns/${asNo}/negotiation/answer`, {
      accept: false,
    });
    expect(no).toMatchObject({ status: 409, body: { error: 'OFFER_ANSWERED' } });
    // accepted: the goods stay at the stall, nothing walks back
    const restall = await call(standIn, 'POST', `/fulfilment/returns/${asNo}/restall`, {
      lines: [{ lineId: 12, qty: 1 }],
    });
    expect(restall.status).toBe(409);
  });

  it('撤销 before signing stops it (a repeat answers the same); bad bodies and unknown returns are refused', async () => {
    const { standIn, receiver } = await start();
    const asNo = nextAsNo();
    await call(standIn, 'POST', '/fulfilment/returns', expectBody(asNo));
    await call(standIn, 'POST', `/fulfilment/returns/${asNo}/waybill`, {
      waybillNo: 'YT1234567890',
      courier: 'YTO',
    });
    const canceled = await call(standIn, 'POST', `/fulfilment/returns/${asNo}/cancel`);
    expect(canceled.body.return).toMatchObject({ stage: 'CANCELED' });
    expect((await call(standIn, 'POST', `/fulfilment/returns/${asNo}/cancel`)).status).toBe(200);
    await standIn.control.advanceClock(24 * 60 * MIN);
    await standIn.control.tick();
    expect(receiver.eventsOf(asNo)).toEqual([]);
    const refused = await call(standIn, 'POST', `/fulfilment/returns/${asNo}/waybill`, {
      waybillNo: 'YT1234567891',
      courier: 'YTO',
    });
    expect(refused).toMatchObject({ status: 409, body: { error: 'RETURN_CANCELED' } });

    expect(
      (await call(standIn, 'POST', '/fulfilment/returns', { ...expectBody('SH1'), asNo: 'SH1' })).status,
    ).toBe(400);
    expect(
      (await call(standIn, 'POST', '/fulfilment/returns', { ...expectBody(nextAsNo()), lines: [] })).status,
    ).toBe(400);
    expect((await call(standIn, 'POST', `/fulfilment/returns/${nextAsNo()}/cancel`)).status).toBe(404);
    const bad = nextAsNo();
    await call(standIn, 'POST', '/fulfilment/returns', expectBody(bad));
    expect(
      (await call(standIn, 'POST', `/fulfilment/returns/${bad}/waybill`, { waybillNo: '12', courier: 'ZTO' }))
        .status,
    ).toBe(400);
    // a return is no order: the order routes do not find it
    expect((await call(standIn, 'GET', `/fulfilment/orders/${bad}`)).status).toBe(404);
  });
});

describe('the returns desk’s control', () => {
  it('plays one return to its end without moving the clock; adopts another where it stands, sending nothing', async () => {
    const { standIn, receiver } = await start();
    const asNo = nextAsNo();
    await call(standIn, 'POST', '/fulfilment/returns', expectBody(asNo));
    const waiting = await call(standIn, 'POST', `/control/returns/${asNo}/play`);
    expect(waiting).toMatchObject({ status: 409, body: { error: 'RETURN_WAITING' } });
    await call(standIn, 'POST', `/fulfilment/returns/${asNo}/waybill`, {
      waybillNo: 'YT1234567890',
      courier: 'YTO',
    });
    await standIn.control.forceReturn(asNo, { qc: 'PASS', factory: 'ACCEPT' });
    const before = standIn.control.now().getTime();
    const played = await call(standIn, 'POST', `/control/returns/${asNo}/play`);
    expect(played.body.return).toMatchObject({ stage: 'DONE', seq: 4 });
    expect(standIn.control.now().getTime()).toBe(before);
    await waitFor(() => receiver.eventsOf(asNo).length === 4, 5000, 'all four events');

    const other = nextAsNo();
    await call(standIn, 'POST', '/fulfilment/returns', expectBody(other));
    await standIn.control.adoptReturn(other, { stage: 'DONE', seq: 4 });
    expect(await standIn.control.returnOf(other)).toMatchObject({ stage: 'DONE', seq: 4, dueAt: null });
    await standIn.control.tick();
    expect(receiver.eventsOf(other)).toEqual([]);
  });
});
