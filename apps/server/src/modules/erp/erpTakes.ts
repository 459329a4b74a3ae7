import { sql } from 'drizzle-orm';
import type {
  ErpAssignTakeSupplierRequest,
  ErpTakePage,
  ErpTakePageRequest,
  ErpTakeRow,
} from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { containing } from '../../db/likePattern.ts';
import { activeSupplier, liveStall, lockErp } from './erpAccess.ts';
import { STALL_LABEL } from './erpGoods.ts';
import { OPEN_PURCHASE, putLinesOnBoard } from './erpTasks.ts';

type TakeRow = {
  id: number;
  purchase_no: string;
  purchase_status: ErpTakeRow['purchaseStatus'];
  article_no: string;
  title: string;
  color: string;
  size: string;
  qty: number;
  price_fen: number;
  erp_supplier: string | null;
  supplier: string | null;
  take_code: string | null;
  line_state: ErpTakeRow['lineState'];
  created_at: string;
};

/**
 * ERP采购单 on the board: the 采购单 lines — waiting for a stall (open 采购单, none known), on the board
 * (with the task's 取货码 and state), or all of the last days.
 */
export async function erpTakePage(
  db: Db,
  caller: Caller,
  q: ErpTakePageRequest & { pageNum: number; pageSize: number },
): Promise<ErpTakePage> {
  const like = q.keyword ? containing(q.keyword) : null;
  const where = sql`l.tenant_id = ${caller.tenantId}
    ${like ? sql`and (l.purchase_no ilike ${like} or l.article_no ilike ${like})` : sql``}`;
  const noSupplier = sql`(l.purchase_status in ${OPEN_PURCHASE} and t.id is null
    and ${liveStall(sql`coalesce(l.supplier_id, g.supplier_id)`)} is null)`;
  // a task closed (its 采购单 作废 or 完成) is off the board
  const onBoard = sql`(t.id is not null and not t.closed)`;
  const tab =
    q.tab === 'NO_SUPPLIER'
      ? sql`and ${noSupplier}`
      : q.tab === 'ON_BOARD'
        ? sql`and t.id is not null`
        : sql``;
  const from = sql`
    from erp_purchase_lines l
    left join erp_goods g on g.id = l.goods_id
    left join pickup_tasks t on t.source = 'ERP' and t.source_id = l.id`;
  const [rows, counts] = await Promise.all([
    db.execute<TakeRow>(sql`
      select l.id, l.purchase_no, l.purchase_status, l.article_no, l.title, l.color, l.size, l.qty, l.price_fen,
             g.erp_supplier, (select ${STALL_LABEL} from suppliers s join markets m on m.id = s.market_id
                                left join market_floors f on f.id = s.floor_id
                               where s.id = coalesce(t.supplier_id, ${liveStall(sql`coalesce(l.supplier_id, g.supplier_id)`)})) as supplier,
             t.take_code, t.line_state, l.created_at::text
        ${from}
       where ${where} ${tab}
       order by l.created_at desc, l.purchase_no, l.line_no
       limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`),
    db.execute<{ no_supplier: number; on_board: number; all: number }>(sql`
      select (count(*) filter (where ${noSupplier}))::int as no_supplier,
             (count(*) filter (where ${onBoard}))::int as on_board, count(*)::int as all
        ${from} where ${where}`),
  ]);
  const c = counts.rows[0]!;
  const totals = { NO_SUPPLIER: Number(c.no_supplier), ON_BOARD: Number(c.on_board), ALL: Number(c.all) };
  return {
    list: rows.rows.map((r) => ({
      id: Number(r.id),
      purchaseNo: r.purchase_no,
      purchaseStatus: r.purchase_status,
      articleNo: r.article_no,
      title: r.title,
      color: r.color,
      size: r.size,
      qty: Number(r.qty),
      priceFen: Number(r.price_fen),
      erpSupplier: r.erp_supplier,
      supplier: r.supplier,
      takeCode: r.take_code,
      lineState: r.line_state,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: totals[q.tab ?? 'NO_SUPPLIER'],
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    counts: totals,
  };
}

/**
 * 指定供应商 of 采购单 lines not yet on the board: they go on it at once (an open 采购单's); `remember` sets
 * the stall on their goods too, so the next 采购单 of them go straight on.
 */
export async function assignTakeSupplier(db: Db, caller: Caller, body: ErpAssignTakeSupplierRequest) {
  return db.transaction(async (tx) => {
    await lockErp(tx, caller.tenantId);
    await activeSupplier(tx, caller.tenantId, body.supplierId);
    const updated = await tx.execute<{ id: number; goods_id: number | null }>(sql`
      update erp_purchase_lines l set supplier_id = ${body.supplierId}
       where l.tenant_id = ${caller.tenantId} and l.id = any(${sql.param(body.ids)}::bigint[])
         and not exists (select 1 from pickup_tasks t where t.source = 'ERP' and t.source_id = l.id)
      returning l.id, l.goods_id`);
    const ids = updated.rows.map((r) => Number(r.id));
    const goods =
      body.remember === false
        ? []
        : [...new Set(updated.rows.flatMap((r) => (r.goods_id === null ? [] : [Number(r.goods_id)])))];
    if (goods.length)
      await tx.execute(sql`
        update erp_goods
           set take_price_fen = case when supplier_id is distinct from ${body.supplierId} then null else take_price_fen end,
               supplier_id = ${body.supplierId}, assigned_at = now()
         where tenant_id = ${caller.tenantId} and id = any(${sql.param(goods)}::bigint[])`);
    // the goods' other open lines, now with a stall, go on with them
    const tasksMade = ids.length
      ? await putLinesOnBoard(
          tx,
          caller.tenantId,
          sql`(l.id = any(${sql.param(ids)}::bigint[]) or l.goods_id = any(${sql.param(goods)}::bigint[]))`,
        )
      : 0;
    return { updated: ids.length, tasksMade };
  });
}
