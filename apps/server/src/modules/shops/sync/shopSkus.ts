import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

export interface SyncedLine {
  order_id: number | undefined;
  title: string;
  image_url: string;
  color: string;
  size: string;
  article_no: string;
  stall: string | null;
}

/**
 * 商品关联's SKUs from a synced page, in the page's transaction: each (货号, 颜色, 尺码) as its newest
 * order shows it. Rows go in key order, so two shops of one tenant syncing at once never deadlock.
 */
export async function upsertShopSkus(tx: DbOrTx, tenantId: number, lines: SyncedLine[]) {
  if (!lines.length) return;
  await tx.execute(sql`
    insert into shop_skus (tenant_id, article_no, color, size, title, image_url, stall, first_seen_at, last_seen_at)
    select distinct on (x.article_no, x.color, x.size) ${tenantId}, x.article_no, x.color, x.size, x.title,
           coalesce(x.image_url, ''), x.stall, o.order_time, o.order_time
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
           as x(order_id bigint, title text, image_url text, color text, size text, article_no text, stall text)
      join shop_orders o on o.id = x.order_id
     order by x.article_no, x.color, x.size, o.order_time desc
    on conflict (tenant_id, article_no, color, size) do update set
      title = case when excluded.last_seen_at >= shop_skus.last_seen_at then excluded.title else shop_skus.title end,
      image_url = case when excluded.last_seen_at >= shop_skus.last_seen_at then excluded.image_url else shop_skus.image_url end,
      stall = case when excluded.last_seen_at >= shop_skus.last_seen_at then excluded.stall else shop_skus.stall end,
      first_seen_at = least(shop_skus.first_seen_at, excluded.first_seen_at),
      last_seen_at = greatest(shop_skus.last_seen_at, excluded.last_seen_at)
     where excluded.last_seen_at > shop_skus.last_seen_at or excluded.first_seen_at < shop_skus.first_seen_at`);
}
