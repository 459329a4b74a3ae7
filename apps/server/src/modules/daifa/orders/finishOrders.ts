import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { findOrder, transition } from './daifaOrders.ts';
import { OPEN_AFTER_SALE } from './stateMachine.ts';

/** Signed this many days ago with no after-sale open, an order is done (no more 售后 from here on). */
export const FINISH_AFTER_SIGNED_DAYS = 7;

/**
 * DELIVERED → FINISHED once signed 7 days ago, or once the shop order it was placed for is 已完成 on
 * the platform (the buyer confirmed receipt; synced into shop_orders) — either way only while no line
 * has an open after-sale. Each order in its own transaction from the state read, so an after-sale
 * opened meanwhile keeps it open. Returns how many finished.
 */
export async function finishSignedOrders(db: Db, limit = 500): Promise<number> {
  // orders waiting on an after-sale are left out here, so they never crowd out the ones that can finish
  const settled = sql`not exists (select 1 from daifa_order_lines l where l.order_id = o.id
                        and l.after_sale_state = any(${arrayParam([...OPEN_AFTER_SALE])}::text[]))`;
  const due = await db.execute<{ order_no: string; tenant_id: number; by_shop: boolean }>(sql`
    (select o.order_no, o.tenant_id, false as by_shop from daifa_orders o
      where o.status = 'DELIVERED' and o.signed_at is not null
        and o.signed_at < now() - make_interval(days => ${FINISH_AFTER_SIGNED_DAYS}) and ${settled}
      order by o.signed_at limit ${limit})
    union all
    (select o.order_no, o.tenant_id, true as by_shop from daifa_orders o
       join shop_orders s on s.id = o.shop_order_id
      where o.status = 'DELIVERED' and s.status = 'FINISHED' and ${settled}
      order by o.id limit ${limit})`);
  // signed long ago and the shop finished too: one transition, worded by the days
  const byNo = new Map<string, (typeof due.rows)[number]>();
  for (const row of due.rows) if (!byNo.has(row.order_no)) byNo.set(row.order_no, row);
  let finished = 0;
  for (const row of byNo.values()) {
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
        {
          type: 'FINISHED',
          params: row.by_shop ? { byShop: true } : { days: FINISH_AFTER_SIGNED_DAYS },
        },
        { finishedAt: true },
      );
      return true;
    });
    if (done) finished += 1;
  }
  return finished;
}
