import { sql, type SQL } from 'drizzle-orm';
import type { ErpGoodsAssignRequest, ErpGoodsPage, ErpGoodsPageRequest } from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { containing } from '../../db/likePattern.ts';
import { activeSupplier, liveStall, lockErp } from './erpAccess.ts';
import { OPEN_PURCHASE, putLinesOnBoard } from './erpTasks.ts';

/** "新中国大厦 2楼B205 小鹿服饰": a stall as the ERP pages name it. */
export const STALL_LABEL = sql`m.name || ' ' || coalesce(f.name, '') || s.stall_no || ' ' || s.name`;

type GoodsRow = {
  id: number;
  article_no: string;
  title: string;
  pic_url: string;
  erp_supplier: string | null;
  supplier_id: number | null;
  supplier: string | null;
  sku_count: number;
  take_price_fen: number;
  erp_price_fen: number;
  waiting: number;
  synced_at: string;
};

/** 商品供应商: the ERP's goods, those without a stall first to hand when the tab asks. */
export async function erpGoodsPage(
  db: Db,
  caller: Caller,
  q: ErpGoodsPageRequest & { pageNum: number; pageSize: number },
): Promise<ErpGoodsPage> {
  const base: SQL[] = [sql`g.tenant_id = ${caller.tenantId}`];
  if (q.keyword) {
    const like = containing(q.keyword);
    base.push(sql`(g.article_no ilike ${like} or g.title ilike ${like} or g.erp_supplier ilike ${like}
                   or exists (select 1 from suppliers s2 where s2.id = g.supplier_id and (s2.stall_no ilike ${like} or s2.name ilike ${like})))`);
  }
  const filter = sql.join(base, sql` and `);
  // a stall stopped since counts as none (merged: the one kept)
  const unassigned = sql`${liveStall(sql`g.supplier_id`)} is null`;
  const tab = q.tab === 'UNASSIGNED' ? sql`and ${unassigned}` : sql``;
  const [rows, counts, binding] = await Promise.all([
    db.execute<GoodsRow>(sql`
      select g.id, g.article_no, g.title, g.pic_url, g.erp_supplier, s.id as supplier_id,
             case when s.id is null then null else ${STALL_LABEL} end as supplier,
             g.sku_count, coalesce(g.take_price_fen, g.erp_price_fen) as take_price_fen, g.erp_price_fen,
             (select count(*) from erp_purchase_lines l
               where l.goods_id = g.id and l.supplier_id is null and l.purchase_status in ${OPEN_PURCHASE}
                 and not exists (select 1 from pickup_tasks t where t.source = 'ERP' and t.source_id = l.id))::int as waiting,
             g.synced_at::text
        from erp_goods g
        left join suppliers s on s.id = ${liveStall(sql`g.supplier_id`)}
        left join markets m on m.id = s.market_id
        left join market_floors f on f.id = s.floor_id
       where ${filter} ${tab}
       order by g.article_no, g.id
       limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`),
    db.execute<{ all: number; unassigned: number }>(sql`
      select count(*)::int as all, (count(*) filter (where ${unassigned}))::int as unassigned
        from erp_goods g where ${filter}`),
    db.execute<{ synced_at: string | null; sync_error: string | null }>(sql`
      select synced_at::text, sync_error from erp_bindings where tenant_id = ${caller.tenantId}`),
  ]);
  const c = counts.rows[0]!;
  return {
    list: rows.rows.map((r) => ({
      id: Number(r.id),
      articleNo: r.article_no,
      title: r.title,
      picUrl: r.pic_url,
      erpSupplier: r.erp_supplier,
      supplierId: r.supplier_id === null ? null : Number(r.supplier_id),
      supplier: r.supplier,
      skuCount: Number(r.sku_count),
      takePriceFen: Number(r.take_price_fen),
      erpPriceFen: Number(r.erp_price_fen),
      waitingLines: Number(r.waiting),
      syncedAt: new Date(r.synced_at).toISOString(),
    })),
    total: Number(q.tab === 'UNASSIGNED' ? c.unassigned : c.all),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    counts: { ALL: Number(c.all), UNASSIGNED: Number(c.unassigned) },
    syncedAt: binding.rows[0]?.synced_at ? new Date(binding.rows[0].synced_at).toISOString() : null,
    syncError: binding.rows[0]?.sync_error ?? null,
  };
}

/** 批量指定: the goods' stall (and 拿货价); their open 采购单 lines waiting for one go on the board. */
export async function assignGoodsSupplier(db: Db, caller: Caller, body: ErpGoodsAssignRequest) {
  return db.transaction(async (tx) => {
    await lockErp(tx, caller.tenantId);
    await activeSupplier(tx, caller.tenantId, body.supplierId);
    // a 拿货价 is the stall's: set with it, or back to the ERP's 采购价
    const updated = await tx.execute<{ id: number }>(sql`
      update erp_goods set supplier_id = ${body.supplierId}, assigned_at = now(),
             take_price_fen = ${body.takePriceFen ?? null}
       where tenant_id = ${caller.tenantId} and id = any(${sql.param(body.ids)}::bigint[])
      returning id`);
    const ids = updated.rows.map((r) => Number(r.id));
    const tasksMade = ids.length
      ? await putLinesOnBoard(tx, caller.tenantId, sql`l.goods_id = any(${sql.param(ids)}::bigint[])`)
      : 0;
    return { updated: ids.length, tasksMade };
  });
}

/** The stalls 合作中, in walking order (markets, floors, 档口号 naturally). */
export async function erpStalls(db: Db, caller: Caller) {
  const rows = await db.execute<{ id: number; label: string }>(sql`
    select s.id, ${STALL_LABEL} as label
      from suppliers s join markets m on m.id = s.market_id left join market_floors f on f.id = s.floor_id
     where s.tenant_id = ${caller.tenantId} and s.state = 'ACTIVE'
     order by m.sort, m.name, f.sort, f.name, s.stall_key, s.id`);
  return rows.rows.map((r) => ({ id: Number(r.id), label: r.label }));
}
