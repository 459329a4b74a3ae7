import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, goods, ownOrder, report, rowsOf, type PickupWorld } from '../pickup/support.ts';

/** An own-team order whose lines the picker has taken, in full; answers the lines' take codes and task ids. */
export async function takenBy(w: PickupWorld, lines: Parameters<typeof goods>[]) {
  const orderNo = await ownOrder(
    w,
    lines.map((l) => goods(...l)),
  );
  const rows = await rowsOf(w, orderNo);
  const assigned = await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', {
    ids: rows.map((r) => r.id),
    pickerId: w.pickerId,
  });
  expect(assigned.errorCode, assigned.errorMsg).toBe(0);
  for (const row of await rowsOf(w, orderNo)) {
    const answer = await report(w, w.picker, {
      id: row.id,
      version: row.version,
      outcome: 'TOOK',
      tookQty: (row as unknown as { qty: number }).qty,
      tookPriceFen: 3600,
    });
    expect(answer.errorCode, answer.errorMsg).toBe(0);
  }
  const tasks = await w.t.database.db.execute<{ id: number; take_code: string }>(sql`
    select id, take_code from pickup_tasks where order_no = ${orderNo} order by source_line_no`);
  return { orderNo, tasks: tasks.rows.map((t) => ({ id: Number(t.id), code: t.take_code })) };
}
