import { sql } from 'drizzle-orm';
import type { ErpSynced } from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../http/apiError.ts';
import { ErrorCode } from '@oms/api-client';
import { closeSourceTasks } from '../pickup/ownTeamGateway.ts';
import { stallKeyOf } from '../pickup/pickupTasks.ts';
import { stallMatch } from '../suppliers/stallMatch.ts';
import { ErpError, type ErpGateway, type ErpGoodsRecord, type ErpPurchaseRecord } from './erpGateway.ts';
import { lockErp } from './erpAccess.ts';
import { putLinesOnBoard } from './erpTasks.ts';
import { followErpChanges } from './erpChanges.ts';

/** The first read goes this far back; later reads overlap the last by a little (clocks and slow commits). */
const FIRST_WINDOW_MS = 7 * 86_400_000;
const OVERLAP_MS = 10 * 60_000;

/**
 * Reads the tenant's ERP: its goods (new ones matched to a stall by how the ERP writes the supplier) and
 * the 采购单 changed since the last read; open lines whose stall is known go on the pick-up board, lines
 * of a 采购单 since 作废 come off it. The reads happen first, the writes in one transaction under the
 * tenant's lock, so two processes reading at once write one after the other and make nothing twice.
 */
export async function syncErp(db: Db, gateway: ErpGateway, tenantId: number): Promise<ErpSynced> {
  const [binding] = (
    await db.execute<{ session: string; orders_read_to: string | null }>(sql`
      select b.session, b.orders_read_to::text from erp_bindings b join accounts a on a.id = b.tenant_id
       where b.tenant_id = ${tenantId} and a.has_erp`)
  ).rows;
  if (!binding) throw new ApiError(ErrorCode.ERP_NOT_OPEN);
  const to = new Date();
  const from = binding.orders_read_to
    ? new Date(new Date(binding.orders_read_to).getTime() - OVERLAP_MS)
    : new Date(to.getTime() - FIRST_WINDOW_MS);
  let goods, orders;
  try {
    [goods, orders] = await Promise.all([
      gateway.goods(binding.session),
      gateway.purchaseOrders(binding.session, { from, to }),
    ]);
  } catch (error) {
    const words = error instanceof ErpError ? error.message : 'ERP 读取失败';
    await db.execute(sql`update erp_bindings set sync_error = ${words} where tenant_id = ${tenantId}`);
    throw new ApiError(ErrorCode.ERP_UNREACHABLE, words);
  }
  // one row a line of the ERP: a line listed twice counts once
  const lines = [
    ...new Map(orders.flatMap((o) => o.lines.map((l) => [l.detailId, { ...l, order: o }] as const))).values(),
  ];
  try {
    return await db.transaction((tx) => writeRead(tx, tenantId, { goods, orders, lines, to }));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // the ERP's data broke a rule of ours: said on the page, never half-written
    await db.execute(
      sql`update erp_bindings set sync_error = '同步失败：ERP 数据无法写入' where tenant_id = ${tenantId}`,
    );
    throw new ApiError(ErrorCode.ERP_UNREACHABLE, '同步失败：ERP 数据无法写入');
  }
}

type Read = {
  goods: ErpGoodsRecord[];
  orders: ErpPurchaseRecord[];
  lines: (ErpPurchaseRecord['lines'][number] & { order: ErpPurchaseRecord })[];
  to: Date;
};

async function writeRead(
  tx: DbOrTx,
  tenantId: number,
  { goods, orders, lines, to }: Read,
): Promise<ErpSynced> {
  await lockErp(tx, tenantId);
  const p = <T>(values: T[]) => sql.param(values);
  if (goods.length)
    await tx.execute(sql`
      insert into erp_goods as g (tenant_id, item_id, article_no, title, pic_url, erp_supplier, sku_count,
                                  erp_price_fen, supplier_id, synced_at)
      select ${tenantId}, i.item_id, i.article_no, i.title, i.pic_url, nullif(i.supplier, ''), i.skus, i.price,
             ${stallMatch(tenantId, { matchKey: sql`i.match_key` })},
             now()
        from unnest(${p(goods.map((g) => g.itemId))}::text[], ${p(goods.map((g) => g.articleNo))}::text[],
                    ${p(goods.map((g) => g.title))}::text[], ${p(goods.map((g) => g.picUrl))}::text[],
                    ${p(goods.map((g) => g.supplier ?? ''))}::text[], ${p(goods.map((g) => g.skuCount))}::int[],
                    ${p(goods.map((g) => g.priceFen))}::bigint[],
                    ${p(goods.map((g) => (g.supplier ? stallKeyOf(g.supplier) : '')))}::text[])
             as i(item_id, article_no, title, pic_url, supplier, skus, price, match_key)
      on conflict (tenant_id, item_id) do update
         set article_no = excluded.article_no, title = excluded.title, pic_url = excluded.pic_url,
             erp_supplier = excluded.erp_supplier, sku_count = excluded.sku_count,
             erp_price_fen = excluded.erp_price_fen, synced_at = now(),
             -- a stall set by hand stays; one matched follows the ERP's supplier
             supplier_id = case when g.assigned_at is null then coalesce(excluded.supplier_id, g.supplier_id)
                                else g.supplier_id end`);
  if (lines.length)
    await tx.execute(sql`
      insert into erp_purchase_lines as l (tenant_id, purchase_no, purchase_status, detail_id, line_no, goods_id,
                                           article_no, title, color, size, qty, price_fen, created_at, modified_at)
      select ${tenantId}, i.no, i.status, i.detail_id, i.line_no, g.id, i.article_no, coalesce(g.title, ''),
             i.color, i.size, i.qty, i.price, i.created, i.modified
        from unnest(${p(lines.map((l) => l.order.purchaseNo))}::text[], ${p(lines.map((l) => l.order.status))}::text[],
                    ${p(lines.map((l) => l.detailId))}::text[], ${p(lines.map((l) => l.lineNo))}::int[],
                    ${p(lines.map((l) => l.articleNo))}::text[], ${p(lines.map((l) => l.color))}::text[],
                    ${p(lines.map((l) => l.size))}::text[], ${p(lines.map((l) => l.qty))}::int[],
                    ${p(lines.map((l) => l.priceFen))}::bigint[],
                    ${p(lines.map((l) => l.order.createdAt.toISOString()))}::timestamptz[],
                    ${p(lines.map((l) => l.order.modifiedAt.toISOString()))}::timestamptz[])
             as i(no, status, detail_id, line_no, article_no, color, size, qty, price, created, modified)
        left join lateral (select g.id, g.title from erp_goods g
                            where g.tenant_id = ${tenantId} and g.article_no = i.article_no
                            order by g.id limit 1) g on true
      on conflict (tenant_id, detail_id) do update
         set purchase_no = excluded.purchase_no, purchase_status = excluded.purchase_status,
             line_no = excluded.line_no, goods_id = excluded.goods_id, article_no = excluded.article_no,
             title = excluded.title, color = excluded.color, size = excluded.size, qty = excluded.qty,
             price_fen = excluded.price_fen, modified_at = excluded.modified_at
       where l.modified_at <= excluded.modified_at`);
  // a line taken out of a 采购单 read again is gone from it: as if 作废
  if (orders.length)
    await tx.execute(sql`
      update erp_purchase_lines l set purchase_status = 'GOODS_CLOSED', modified_at = o.modified
        from unnest(${p(orders.map((o) => o.purchaseNo))}::text[],
                    ${p(orders.map((o) => o.modifiedAt.toISOString()))}::timestamptz[]) as o(no, modified)
       where l.tenant_id = ${tenantId} and l.purchase_no = o.no and l.modified_at <= o.modified
         and l.detail_id <> all(${p(lines.map((l) => l.detailId))}::text[])`);
  // a 采购单 作废 or 完成 in the ERP: what is not yet in hand comes off the board
  const ended = await tx.execute<{ id: number }>(sql`
    select l.id from erp_purchase_lines l join pickup_tasks t on t.source = 'ERP' and t.source_id = l.id and not t.closed
     where l.tenant_id = ${tenantId} and l.purchase_status in ('GOODS_CLOSED', 'FINISHED')`);
  for (const e of ended.rows) await closeSourceTasks(tx, 'ERP', Number(e.id), 'ERP_CLOSED');
  await followErpChanges(tx, tenantId);
  const tasksMade = await putLinesOnBoard(tx, tenantId);
  const [done] = (
    await tx.execute<{ at: string }>(sql`
      update erp_bindings set orders_read_to = ${to.toISOString()}::timestamptz, synced_at = now(), sync_error = null
       where tenant_id = ${tenantId} returning synced_at::text as at`)
  ).rows;
  return {
    goods: goods.length,
    purchaseLines: lines.length,
    tasksMade,
    syncedAt: new Date(done!.at).toISOString(),
  };
}

/** Housekeeping every 5 minutes: each tenant with an ERP, one after another; one failing holds none back. */
export async function syncAllErps(db: Db, gateway: ErpGateway): Promise<number> {
  const tenants = await db.execute<{ tenant_id: number }>(sql`
    select b.tenant_id from erp_bindings b join accounts a on a.id = b.tenant_id where a.has_erp`);
  let synced = 0;
  const failed: string[] = [];
  for (const t of tenants.rows) {
    await syncErp(db, gateway, Number(t.tenant_id)).then(
      () => (synced += 1),
      (error: unknown) => failed.push(`${t.tenant_id}: ${(error as Error).message}`),
    );
  }
  // the sweep's failure is logged (and retried); each tenant's words stay on its page
  if (failed.length) throw new Error(`ERP sync failed for ${failed.length} tenant(s): ${failed.join('; ')}`);
  return synced;
}
