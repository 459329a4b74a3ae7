import { describe, expect, it } from 'vitest';
import { call, goods, ownOrder, rowsOf, usePickupWorld } from './support.ts';
import {
  demoReportOf,
  OUTCOME_SHARES,
  startPickerSimulator,
} from '../../src/modules/pickup/demo/pickerSimulator.ts';

// The demo's other pickers keep working while the demo runs; `picker`'s lines are left to the user.
const w = usePickupWorld();

const assign = (id: number, pickerId: number) =>
  call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', { ids: [id], pickerId });

describe('the demo picker simulator', () => {
  it('answers the other pickers’ lines in hand through the phone’s report, never `picker`’s', async () => {
    const theirs = await ownOrder(w, [goods('国投女装 1楼A2', 'S2001', 2)]);
    const mine = await ownOrder(w, [goods('国投女装 1楼A10', 'S2002', 1)]);
    expect((await assign((await rowsOf(w, theirs))[0]!.id, w.otherId)).errorCode).toBe(0);
    expect((await assign((await rowsOf(w, mine))[0]!.id, w.pickerId)).errorCode).toBe(0);
    const errors: unknown[] = [];
    const stop = startPickerSimulator(w.t.database.db, 50, (e) => errors.push(e));
    try {
      await expect
        .poll(async () => (await rowsOf(w, theirs))[0]!.state, { timeout: 10_000, interval: 100 })
        .not.toBe('TAKING');
    } finally {
      stop();
    }
    // the first share: all taken, a yuan over at the stall
    expect((await rowsOf(w, theirs))[0]).toMatchObject({ state: 'TOOK', tookQty: 2, tookPriceFen: 3600 });
    expect((await rowsOf(w, mine))[0]).toMatchObject({ state: 'TAKING', tookQty: 0 });
    expect(errors).toEqual([]);
  });

  it('the shares: most taken, every kind of answer among the rest', () => {
    const row = {
      id: '1',
      version: 3,
      picker_id: '2',
      username: 'aqiang',
      name: '阿强',
      qty: 2,
      ref_price_fen: 3500,
    };
    const answers = OUTCOME_SHARES.map((_, k) => demoReportOf(row, k));
    expect(answers.filter((a) => a?.outcome === 'TOOK')).toHaveLength(6);
    expect(new Set(answers.map((a) => a?.outcome ?? null))).toEqual(
      new Set(['TOOK', 'LACK', 'NEXT_DAY', 'AFTERNOON', 'STOP', null]),
    );
    expect(answers[9]).toEqual({
      id: 1,
      version: 3,
      outcome: 'STOP',
      stopReason: 'PRICE_RAISED',
      newPriceFen: 4000,
    });
  });
});
