import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shopOrderCounts } from '../shopOrders/shopOrderCounts.ts';

/**
 * 自动解除挂起: holds that 自动拦截策略 set to lift at a time are lifted (加急 ones flagged red), each with a
 * timeline entry. Rows taken with SKIP LOCKED, so processes share the sweep; a released order is not
 * placed by itself (自动下单 picks it up when on).
 */
export async function releaseDueHolds(db: Db, now = new Date(), batch = 1000): Promise<number> {
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ id: string; tenant_id: string; urgent: boolean }>(sql`
      with due as (
        select id, hold_urgent from shop_orders
         where hold_until is not null and hold_until <= ${now.toISOString()}::timestamptz
         order by hold_until limit ${batch} for update skip locked)
      update shop_orders o set
        hold = false, hold_until = null, hold_urgent = false,
        seller_flag = case when o.hold_urgent then 1 else o.seller_flag end
        from due where o.id = due.id
      returning o.id, o.tenant_id, due.hold_urgent as urgent`);
    if (r.rows.length === 0) return 0;
    await tx.execute(sql`
      insert into shop_order_events (order_id, kind, detail)
      select x.id, 'RELEASE', case when x.urgent then '挂起到时自动解除，已加急（标记红旗）' else '挂起到时自动解除' end
        from jsonb_to_recordset(${JSON.stringify(r.rows.map((x) => ({ id: Number(x.id), urgent: x.urgent })))}::jsonb)
          as x(id bigint, urgent boolean)`);
    for (const t of new Set(r.rows.map((x) => Number(x.tenant_id)))) shopOrderCounts.invalidate(t);
    return r.rows.length;
  });
}
