import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { PlatformRefund } from '../platform/adapter.ts';

export interface RefundShop {
  id: number;
  tenantId: number;
  platform: string;
}

/**
 * One page of the refunds feed as 店铺售后: each refund upserted by (shop, refund id), a newer platform
 * version only (a page read again after a crash, or a change seen twice at the same instant, writes
 * nothing), linked to its shop order and line when they are synced. Returns how many were written.
 */
export async function applyRefunds(tx: DbOrTx, shop: RefundShop, refunds: PlatformRefund[]): Promise<number> {
  let written = 0;
  for (const r of refunds) {
    const done = await tx.execute(sql`
      insert into shop_after_sales (tenant_id, shop_id, platform, refund_id, tid, oid, status, reason, amount_fen,
                                    platform_modified_at, shop_order_id, shop_order_line_id, raw, kind,
                                    return_waybill_no, return_company, fast)
      select ${shop.tenantId}, ${shop.id}, ${shop.platform}, ${r.refundId}, ${r.tid}, ${r.oid}, ${r.status},
             ${r.reason.slice(0, 200)}, ${r.amountFen}, ${r.modifiedAt.toISOString()}::timestamptz, o.id, l.id,
             ${JSON.stringify(r.raw)}::jsonb, ${r.kind}, ${r.returnWaybillNo}, ${r.returnCompany}, ${r.fast}
        from (select 1) one
        left join shop_orders o on o.shop_id = ${shop.id} and o.tid = ${r.tid}
        left join shop_order_lines l on l.order_id = o.id and l.oid = ${r.oid}
      on conflict (shop_id, refund_id) do update
         set status = excluded.status, reason = excluded.reason, amount_fen = excluded.amount_fen,
             platform_modified_at = excluded.platform_modified_at, raw = excluded.raw, kind = excluded.kind,
             return_waybill_no = excluded.return_waybill_no, return_company = excluded.return_company,
             fast = excluded.fast,
             shop_order_id = coalesce(excluded.shop_order_id, shop_after_sales.shop_order_id),
             shop_order_line_id = coalesce(excluded.shop_order_line_id, shop_after_sales.shop_order_line_id),
             updated_at = now()
       where excluded.platform_modified_at > shop_after_sales.platform_modified_at`);
    written += done.rowCount ?? 0;
  }
  return written;
}
