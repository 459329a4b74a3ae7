import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { foldAllPickupDayCounts } from '../../src/modules/pickup/dayCounts.ts';
import { call, goods, ownOrder, report, rowsOf, usePickupWorld } from './support.ts';

// The board's day counts (pickup_day_counts): moves appended by triggers, folded by housekeeping, always
// the same figures as counting the assignments themselves.
const w = usePickupWorld();

const LIVE_KEY: Record<string, string> = {
  supplier_id: 'coalesce(supplier_id, 0) as supplier_id',
  picker_id: 'coalesce(picker_id, 0) as picker_id',
  printed: 'printed_at is not null as printed',
};

/** A table's figures per key as the moves sum them, and as the assignments are. */
async function summed(table: string, keys: string[]) {
  const db = w.t.database.db;
  const key = keys.join(', ');
  const moved = await db.execute(
    sql.raw(`
      select ${key}, sum(n)::int as n, sum(pieces)::int as pieces, sum(ref_fen)::bigint as ref_fen,
             sum(took)::int as took, sum(took_fen)::bigint as took_fen
        from ${table} group by ${key}
      having sum(n) <> 0 or sum(pieces) <> 0 or sum(took) <> 0 or sum(took_fen) <> 0 order by ${key}`),
  );
  const live = await db.execute(
    sql.raw(`
      select ${keys.map((k) => LIVE_KEY[k] ?? k).join(', ')}, count(*)::int as n, sum(qty)::int as pieces,
             sum(qty::bigint * ref_price_fen)::bigint as ref_fen, sum(took_qty)::int as took,
             sum(took_qty::bigint * coalesce(took_price_fen, 0))::bigint as took_fen
        from pickup_assignments group by ${keys.map((_, i) => i + 1).join(', ')} order by ${key}`),
  );
  return { moved: moved.rows, live: live.rows };
}

/** The stalls' rows per key, moved and live; the pickers' rows (the same moves without the stall) must agree. */
async function both() {
  const pickers = await summed('pickup_day_picker_counts', [
    'tenant_id',
    'day',
    'picker_id',
    'state',
    'printed',
  ]);
  expect(pickers.moved).toEqual(pickers.live);
  return summed('pickup_day_counts', ['tenant_id', 'day', 'supplier_id', 'picker_id', 'state', 'printed']);
}

describe('拿货 day counts', () => {
  it('sum to the assignments through 指派, reports, 打印, 取消已拿 and a bulk update; folding keeps them', async () => {
    const orderNo = await ownOrder(w, [
      goods('国投女装 1楼A2', 'DC01', 3, 4000),
      goods('国投女装 1楼A2', 'DC02', 1, 2500),
      goods('国投女装 3楼A316', 'DC03', 2, 3000),
    ]);
    const rows = await rowsOf(w, orderNo);
    const assigned = await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', {
      ids: rows.map((r) => r.id),
      pickerId: w.pickerId,
    });
    expect(assigned.errorCode, assigned.errorMsg).toBe(0);
    const taking = await rowsOf(w, orderNo);
    const byArticle = (a: string) => taking.find((r) => r.articleNo === a)!;
    const part = await report(w, w.picker, {
      id: byArticle('DC01').id,
      version: byArticle('DC01').version,
      outcome: 'TOOK',
      tookQty: 2,
      tookPriceFen: 4100,
    });
    expect(part.errorCode, part.errorMsg).toBe(0);
    const lack = await report(w, w.picker, {
      id: byArticle('DC02').id,
      version: byArticle('DC02').version,
      outcome: 'LACK',
    });
    expect(lack.errorCode, lack.errorMsg).toBe(0);
    const printed = await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/batchPrint', {
      scope: 'IDS',
      ids: [byArticle('DC03').id],
    });
    expect(printed.errorCode, printed.errorMsg).toBe(0);
    const [again] = (await rowsOf(w, orderNo)).filter((r) => r.articleNo === 'DC01');
    const canceled = await call(w, w.picker, 'POST', '/api/b2/purchaser/assigned/cancelTook', {
      id: again!.id,
      version: again!.version,
    });
    expect(canceled.errorCode, canceled.errorMsg).toBe(0);
    await w.t.database.db.execute(
      sql`update pickup_assignments set day = day - 1 where id = ${byArticle('DC02').id}`,
    );

    const before = await both();
    expect(before.moved).toEqual(before.live);
    expect(before.live.length).toBeGreaterThan(2);

    const brief = await call(w, w.owner, 'GET', '/api/b2/purchaser/assigned/takeBriefing');
    expect(brief.data).toMatchObject({ lines: 2, pieces: 5, amountFen: 3 * 4000 + 2 * 3000, unprinted: 1 });

    const rowsBefore = Number(
      (await w.t.database.db.execute(sql`select count(*)::int as n from pickup_day_counts`)).rows[0]!.n,
    );
    expect(await foldAllPickupDayCounts(w.t.database.db)).toBeGreaterThan(0);
    const after = await both();
    expect(after.moved).toEqual(before.live);
    const rowsAfter = Number(
      (await w.t.database.db.execute(sql`select count(*)::int as n from pickup_day_counts`)).rows[0]!.n,
    );
    expect(rowsAfter).toBeLessThan(rowsBefore);
    const unfolded = await w.t.database.db.execute(sql`
      select (select count(*) from pickup_day_counts where not folded)::int as stalls,
             (select count(*) from pickup_day_picker_counts where not folded)::int as pickers`);
    expect(unfolded.rows[0]).toEqual({ stalls: 0, pickers: 0 });
    // folded: one row a key, and nothing left to fold
    expect(await foldAllPickupDayCounts(w.t.database.db)).toBe(0);
    expect((await call(w, w.owner, 'GET', '/api/b2/purchaser/assigned/takeBriefing')).data).toEqual(
      brief.data,
    );
  });

  it('two folds at once neither lose nor double a move', async () => {
    const orderNo = await ownOrder(w, [
      goods('国投女装 1楼A2', 'DC10', 1),
      goods('国投女装 1楼A10', 'DC11', 1),
    ]);
    await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', {
      ids: (await rowsOf(w, orderNo)).map((r) => r.id),
      pickerId: w.pickerId,
    });
    const [x, y] = await rowsOf(w, orderNo);
    for (const row of [x!, y!])
      expect(
        (
          await report(
            w,
            w.picker,
            { id: row.id, version: row.version, outcome: 'LACK' },
            crypto.randomUUID(),
          )
        ).errorCode,
      ).toBe(0);
    await Promise.all([foldAllPickupDayCounts(w.t.database.db), foldAllPickupDayCounts(w.t.database.db)]);
    const { moved, live } = await both();
    expect(moved).toEqual(live);
  });
});
