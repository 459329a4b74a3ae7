import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf } from './market/catalogue.ts';
import { OUTCOME_SHARES, drawKind } from './orders/outcomes.ts';
import type { FulfilmentStandIn } from './standIn.ts';
import { call, orderOf, startReceiver, startTestStandIn, waitFor, type Receiver } from './testSupport.ts';

const ORDERS = 2000;
const SEED = 7;
const listed = catalogueOf(SEED).goods.filter((g) => !g.delisted && !g.raise);

/** What the server would see as each share: PRICE_RAISED and STALL_CLOSED are E_STOP_TAKING with a reason. */
function shareKey(data: Record<string, unknown>): string {
  return data.result === 'E_STOP_TAKING' ? String(data.reason) : String(data.result);
}

let standIn: FulfilmentStandIn;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  standIn = await startTestStandIn(receiver.url, { seed: SEED });
});
afterAll(async () => {
  await standIn.stop();
  await receiver.close();
});

describe('outcome shares', () => {
  it('draws 85 / 5 / 4 / 2 / 1 / 1 / 2 within half a point over 200,000 picks', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 200_000; i++) {
      const { kind } = drawKind(3, `DF26030200${i}`, 1, 1);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    for (const [kind, share] of OUTCOME_SHARES)
      expect(Math.abs((counts.get(kind) ?? 0) / 200_000 - share)).toBeLessThan(0.005);
  });

  it(`over ${ORDERS} orders sent through the warehouse, each share lands within 1.5 points`, async () => {
    const started = Date.now();
    for (let i = 0; i < ORDERS; i += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, j) => {
          const n = i + j;
          // Two pieces a line, so a partial take is possible.
          return call(
            standIn,
            'POST',
            '/fulfilment/orders',
            orderOf(`DF26030299${String(n).padStart(6, '0')}`, [
              { ...listed[n % listed.length]!, priceFen: listed[n % listed.length]!.basePriceFen },
            ]),
          );
        }),
      );
    }
    // Past the batch and every picker's answer (≤ 13 minutes), the clock frozen otherwise.
    await standIn.control.advanceClock(13 * 60_000);
    const r = receiver;
    await waitFor(
      () => r.applied.filter((e) => e.type === 'LINE_RESULT').length === ORDERS,
      150_000,
      'every line result',
    );
    const results = r.applied.filter((e) => e.type === 'LINE_RESULT');
    const counts = new Map<string, number>();
    for (const e of results) counts.set(shareKey(e.data), (counts.get(shareKey(e.data)) ?? 0) + 1);
    const shares = Object.fromEntries([...counts].map(([k, n]) => [k, n / ORDERS]));
    console.log(`${ORDERS} orders in ${Date.now() - started} ms:`, shares);
    for (const [kind, share] of OUTCOME_SHARES)
      expect(Math.abs((counts.get(kind) ?? 0) / ORDERS - share), kind).toBeLessThan(0.015);
    expect(r.answers.every((a) => a.status === 200)).toBe(true);
    // ~9 s alone; under CI, where the server's suite runs beside it on two cores, it once took over 30 s.
  }, 180_000);
});
