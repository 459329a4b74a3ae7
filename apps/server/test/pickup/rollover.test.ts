import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rollOverPickupDay } from '../../src/modules/pickup/dayRollover.ts';
import { call, daifaOrder, goods, ownOrder, page, usePickupWorld, report, rowsOf } from './support.ts';

// A new day on the board: what is still to fetch comes over 待指派, yesterday's unreported work closes.
const w = usePickupWorld();
let tomorrow: string;
beforeAll(async () => {
  const [row] = (
    await w.t.database.db.execute<{ d: string }>(
      sql`select ((now() at time zone 'Asia/Shanghai')::date + 1)::text as d`,
    )
  ).rows;
  tomorrow = row!.d;
});

const assign = (ids: number[]) =>
  call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', { ids, pickerId: w.pickerId });
const STALL = '国投女装 1楼A2';

async function takingRow(orderNo: string, day?: string) {
  const answer = await page(w, { keyword: orderNo, ...(day ? { day } : {}) });
  return answer.data.list.find(
    (r: { state: string }) => r.state === 'TAKING' || r.state === 'WAITING_ASSIGNED',
  );
}

describe('the day rolls over', () => {
  it('部分拿货’s rest, unreported and unassigned lines and an offline 明天有 come over; 缺货 stays; twice is once', async () => {
    const part = await ownOrder(w, [goods(STALL, 'R1', 3)]);
    const unreported = await ownOrder(w, [goods(STALL, 'R2', 1)]);
    const waiting = await ownOrder(w, [goods('国投女装 3楼A316', 'R3', 1)]);
    const lack = await ownOrder(w, [goods(STALL, 'R4', 1)]);
    await assign(
      [...(await rowsOf(w, part)), ...(await rowsOf(w, unreported)), ...(await rowsOf(w, lack))].map(
        (r) => r.id,
      ),
    );
    const p = await takingRow(part);
    expect(
      (
        await report(w, w.picker, {
          id: p.id,
          version: p.version,
          outcome: 'TOOK',
          tookQty: 1,
          tookPriceFen: 3500,
        })
      ).data.state,
    ).toBe('TOOK_PART');
    const l = await takingRow(lack);
    expect((await report(w, w.picker, { id: l.id, version: l.version, outcome: 'LACK' })).errorCode).toBe(0);
    // a 线下拿货单 line answered 明天有
    const saved = await call(w, w.owner, 'POST', '/api/b2/offline/order/save', {
      requestKey: crypto.randomUUID(),
      customer: { name: '吴芳', phone: '13912345602', address: '' },
      remark: '',
      submit: true,
      lines: [{ stall: STALL, articleNo: 'R5', title: '', color: '黑色', size: 'L', qty: 1, priceFen: 2000 }],
    });
    await call(w, w.owner, 'POST', '/api/b2/offline/order/action', {
      id: saved.data.id,
      version: saved.data.version,
      action: 'START',
    });
    const [offline] = await rowsOf(w, saved.data.orderNo);
    await assign([offline!.id]);
    const o = await takingRow(saved.data.orderNo);
    expect(
      (await report(w, w.picker, { id: o.id, version: o.version, outcome: 'NEXT_DAY' })).data.state,
    ).toBe('CLOSE');

    const moved = await rollOverPickupDay(w.t.database.db, tomorrow);
    expect(moved).toBe(4);
    expect(await rollOverPickupDay(w.t.database.db, tomorrow)).toBe(0);

    const next = (await page(w, { day: tomorrow })).data;
    const byArticle = new Map(next.list.map((r: { articleNo: string }) => [r.articleNo, r]));
    expect([...byArticle.keys()].sort()).toEqual(['R1', 'R2', 'R3', 'R5']);
    expect(byArticle.get('R1')).toMatchObject({
      state: 'WAITING_ASSIGNED',
      lineState: 'WAITING_TAKING',
      qty: 3,
      tookQty: 1,
      stuckDays: 1,
    });
    expect(next.counts.WAITING_ASSIGNED).toBe(4);
    // yesterday keeps its record: the unreported line closed as such
    const [r2] = await rowsOf(w, unreported);
    expect(r2).toMatchObject({ state: 'CLOSE', reason: 'UNREPORTED' });
    const [r3] = await rowsOf(w, waiting);
    expect(r3).toMatchObject({ state: 'CLOSE', reason: 'ROLLED_OVER' });

    // the rest of the 部分拿货 taken tomorrow: the order is in hand
    const rest = byArticle.get('R1') as { id: number };
    await assign([rest.id]);
    const t = await takingRow(part, tomorrow);
    const took = await report(w, w.picker, {
      id: t.id,
      version: t.version,
      outcome: 'TOOK',
      tookQty: 2,
      tookPriceFen: 3500,
    });
    expect(took.data).toMatchObject({ state: 'TOOK', lineState: 'TOOK', tookQty: 3 });
    expect(await daifaOrder(w, part)).toMatchObject({ status: 'WAITING_DELIVERING', states: ['TOOK'] });

    // each day's row keeps the day's figures: today's 部分拿货 had 1 in hand, at the 参考价 of then
    const before = (await page(w, { keyword: part })).data.list[0];
    await w.t.database.db.execute(
      sql`update pickup_tasks set ref_price_fen = ref_price_fen + 500 where order_no = ${part}`,
    );
    const todays = (await page(w, { keyword: part })).data.list;
    expect(todays).toEqual([
      expect.objectContaining({ state: 'TOOK_PART', qty: 3, tookQty: 1, refPriceFen: before.refPriceFen }),
    ]);
  });
});
