import { sql } from 'drizzle-orm';
import { RETURN_APPLY_DAYS } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';

/**
 * Refunds that can no longer become a dropship case, for good — their order was signed for more than
 * 15 days ago (申请售后's own limit) — leave 店铺售后待转 (`lapsed_at`; still under 全部, saying why), so the
 * tab stays a to-do list rather than a history. Housekeeping, every 10 minutes, `limit` at a time until done.
 */
export async function lapseShopRefunds(db: Db, limit = 5000): Promise<number> {
  let lapsed = 0;
  for (;;) {
    const r = await db.execute(sql`
      with due as (
        select s.id from shop_after_sales s
         where s.after_sale_id is null and s.status in ('REFUNDING', 'REFUNDED') and s.dropshipped
           and s.lapsed_at is null
           and exists (select 1 from daifa_order_lines x join daifa_orders o on o.id = x.order_id
                        where x.shop_order_line_id = s.shop_order_line_id and not x.canceled
                          and o.status in ('DELIVERED', 'FINISHED')
                          and o.signed_at < now() - make_interval(days => ${RETURN_APPLY_DAYS}))
         limit ${limit} for update of s skip locked)
      update shop_after_sales s set lapsed_at = now() from due where s.id = due.id`);
    lapsed += r.rowCount ?? 0;
    if ((r.rowCount ?? 0) < limit) return lapsed;
  }
}
