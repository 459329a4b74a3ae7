import { maskName, maskPhone, type ShopOrderDetail } from '@oms/api-client';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { notFound } from '../../http/apiError.ts';
import { iso, linesOf, orderColumns, toRow, type OrderRecord } from './shopOrderRows.ts';

/**
 * Full receiver values go to main accounts only, and only where the platform gave them in clear;
 * staff (sub-accounts) work with the masked ones, like the lists.
 */
const seesReceiver = (caller: Caller) => caller.userType === 0;

/** One order of the caller's tenant with lines, receiver and history; another tenant's is 40400. */
export async function loadShopOrderDetail(db: DbOrTx, caller: Caller, id: number): Promise<ShopOrderDetail> {
  const found = await db.execute<OrderRecord>(sql`
    select ${orderColumns} from shop_orders o join shops s on s.id = o.shop_id
     where o.id = ${id} and o.tenant_id = ${caller.tenantId}`);
  const order = found.rows[0];
  if (!order) throw notFound('订单不存在');
  const [lines, events] = await Promise.all([
    linesOf(db, [id]),
    db.execute<{ kind: string; detail: string; at: Date | string; by: string | null }>(sql`
      select e.kind, e.detail, e.at, coalesce(a.sub_username, a.username) as by
        from shop_order_events e left join accounts a on a.id = e.account_id
       where e.order_id = ${id} order by e.at desc, e.id desc limit 100`),
  ]);
  const clear = !order.receiver_masked && seesReceiver(caller);
  return {
    ...toRow(order, lines.get(id) ?? []),
    receiver: {
      name: clear || order.receiver_masked ? order.receiver_name : maskName(order.receiver_name),
      phone: clear || order.receiver_masked ? order.receiver_phone : maskPhone(order.receiver_phone),
      province: order.receiver_province,
      city: order.receiver_city,
      district: order.receiver_district,
      address: clear || order.receiver_masked ? order.receiver_address : '******',
      masked: !clear,
    },
    platformModifiedAt: iso(order.platform_modified_at),
    syncedAt: iso(order.synced_at),
    events: events.rows.map((e) => ({ kind: e.kind, detail: e.detail, at: iso(e.at), by: e.by })),
  };
}
