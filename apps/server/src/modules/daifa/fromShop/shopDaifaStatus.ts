import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** 未代发 / 部分代发 / 已代发 of a shop order, from its open lines and the active dropship lines on them. */
export async function refreshShopDaifaStatus(tx: DbOrTx, shopOrderId: number) {
  await tx.execute(sql`
    update shop_orders s set daifa_status = case when c.placed = 0 then 'NONE' when c.placed < c.open then 'PARTIAL' else 'DONE' end
      from (select count(*) filter (where l.refund_status not in ('REFUNDING', 'REFUNDED')) as open,
                   count(*) filter (where exists (select 1 from daifa_order_lines d
                                                   where d.shop_order_line_id = l.id and not d.canceled)) as placed
              from shop_order_lines l where l.order_id = ${shopOrderId}) c
     where s.id = ${shopOrderId}`);
}

/** The same for the shop order a dropship order was placed from, if any (a cancel gives its lines back). */
export async function refreshShopDaifaStatusOf(tx: DbOrTx, daifaOrderId: number) {
  const r = await tx.execute<{ shop_order_id: string | null }>(
    sql`select shop_order_id from daifa_orders where id = ${daifaOrderId}`,
  );
  const shopOrderId = r.rows[0]?.shop_order_id;
  if (shopOrderId) await refreshShopDaifaStatus(tx, Number(shopOrderId));
}
