import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueTasks } from '../pickup/pickupTasks.ts';
import { marketWriting } from '../pickup/marketTree.ts';
import { liveStall } from './erpAccess.ts';

/** 采购单 the team still has to fetch for: 审核过, goods not (all) in. */
export const OPEN_PURCHASE = sql`('GOODS_NOT_ARRIVED', 'GOODS_PART_ARRIVED')`;

/** A line's 参考价 on the board: the goods' 拿货价 when the line takes its goods' stall, else the ERP's 采购价 (l, g). */
export const LINE_PRICE = sql`case when l.supplier_id is null then coalesce(g.take_price_fen, l.price_fen) else l.price_fen end`;

type WaitingLine = {
  id: number;
  purchase_no: string;
  line_no: number;
  article_no: string;
  title: string;
  color: string;
  size: string;
  qty: number;
  price_fen: number;
  supplier_id: number;
  market: string;
  floor: string;
  stall_no: string;
};

/**
 * Puts on the board every open 采购单 line (of `only`, when given) whose stall is now known — its own, else
 * its goods' (merged: the one kept; not 合作中: none) — and that is not there yet; the goods' 拿货价 applies
 * at the goods' stall only. One task a line (source ERP, source id = the line), made by the
 * same `enqueueTasks` as the dropship and offline sources. Returns how many were made.
 */
export async function putLinesOnBoard(tx: DbOrTx, tenantId: number, only?: SQL): Promise<number> {
  const rows = await tx.execute<WaitingLine>(sql`
    select l.id, l.purchase_no, l.line_no, l.article_no, l.title, l.color, l.size, l.qty,
           ${LINE_PRICE} as price_fen,
           s.id as supplier_id, m.name as market, coalesce(f.name, '') as floor, s.stall_no
      from erp_purchase_lines l
      left join erp_goods g on g.id = l.goods_id
      join suppliers s on s.id = ${liveStall(sql`coalesce(l.supplier_id, g.supplier_id)`)}
      join markets m on m.id = s.market_id
      left join market_floors f on f.id = s.floor_id
     where l.tenant_id = ${tenantId} and l.purchase_status in ${OPEN_PURCHASE}
       ${only ? sql`and ${only}` : sql``}
       and not exists (select 1 from pickup_tasks t where t.source = 'ERP' and t.source_id = l.id)
     order by l.purchase_no, l.line_no`);
  const byOrder = new Map<string, WaitingLine[]>();
  for (const r of rows.rows) byOrder.set(r.purchase_no, [...(byOrder.get(r.purchase_no) ?? []), r]);
  let made = 0;
  for (const [orderNo, lines] of byOrder) {
    made += await enqueueTasks(tx, {
      tenantId,
      source: 'ERP',
      orderNo,
      lines: lines.map((l) => ({
        sourceId: Number(l.id),
        lineNo: Number(l.line_no),
        stall: marketWriting(l.market, l.floor, l.stall_no),
        articleNo: l.article_no,
        title: l.title,
        color: l.color,
        size: l.size,
        qty: Number(l.qty),
        priceFen: Number(l.price_fen),
        supplierId: Number(l.supplier_id),
      })),
    });
  }
  // the ERP's figures the tasks were made from: a later change of them is the ERP's (`erpChanges.ts`)
  if (rows.rows.length)
    await tx.execute(sql`
      update erp_purchase_lines set board_qty = qty, board_price_fen = price_fen
       where id = any(${sql.param(rows.rows.map((r) => Number(r.id)))}::bigint[])`);
  return made;
}
