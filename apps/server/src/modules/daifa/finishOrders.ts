import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { findOrder, transition } from './daifaOrders.ts';
import { OPEN_AFTER_SALE } from './stateMachine.ts';

/** Signed this many days ago with no after-sale open, an order is done (no more 售后 from here on). */
export const FINISH_AFTER_SIGNED_DAYS = 7;

/**
 * DELIVERED → FINISHED once signed 7 days ago and no line has an open after-sale; each order in its
 * own transaction from the state read, so an after-sale opened meanwhile keeps it open. Returns how
 * many finished. (The shop order finishing first is the write-back job's to report.)
 */
export async function finishSignedOrders(db: Db, limit = 500): Promise<number> {
  const due = await db.execute<{ order_no: string; tenant_id: number }>(sql`
    select o.order_no, o.tenant_id from daifa_orders o
     where o.status = 'DELIVERED' and o.signed_at is not null
       and o.signed_at < now() - make_interval(days => ${FINISH_AFTER_SIGNED_DAYS})
     order by o.signed_at limit ${limit}`);
  let finished = 0;
  for (const row of due.rows) {
    const done = await db.transaction(async (tx) => {
      const order = await findOrder(tx, Number(row.tenant_id), row.order_no, { lock: true });
      if (order?.status !== 'DELIVERED') return false;
      const open = await tx.execute(sql`
        select 1 from daifa_order_lines
         where order_id = ${order.id} and after_sale_state = any(${arrayParam([...OPEN_AFTER_SALE])}::text[]) limit 1`);
      if (open.rows.length) return false;
      await transition(
        tx,
        order,
        'FINISH',
        { type: 'FINISHED', params: { days: FINISH_AFTER_SIGNED_DAYS } },
        { finishedAt: true },
      );
      return true;
    });
    if (done) finished += 1;
  }
  return finished;
}
