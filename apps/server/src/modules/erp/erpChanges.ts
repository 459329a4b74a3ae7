import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { closeSourceTasks, OPEN_ASSIGNMENT, requeueTask } from '../pickup/ownTeamGateway.ts';
import { logTask } from '../pickup/pickupTasks.ts';
import { LINE_PRICE, OPEN_PURCHASE } from './erpTasks.ts';

type Changed = {
  task_id: number;
  line_id: number;
  qty: number;
  took_qty: number;
  ref_price_fen: number;
  new_qty: number;
  new_price: number;
  closed: boolean;
};

/**
 * What the ERP changed on a 采购单 line already on the board reaches its task (in the sync's transaction,
 * after the lines are written): a 采购单 作废 and since reopened puts its line back on today's board; a
 * changed quantity or 采购价 becomes the task's (its open assignment's version moves, so a phone holding
 * the old figures is told to refresh); a quantity now no more than what was taken ends the rest.
 */
export async function followErpChanges(tx: DbOrTx, tenantId: number): Promise<number> {
  const rows = await tx.execute<Changed>(sql`
    select t.id as task_id, l.id as line_id, t.qty, t.took_qty, t.ref_price_fen, t.closed,
           l.qty as new_qty, ${LINE_PRICE} as new_price
      from erp_purchase_lines l
      left join erp_goods g on g.id = l.goods_id
      join pickup_tasks t on t.source = 'ERP' and t.source_id = l.id
     where l.tenant_id = ${tenantId} and l.purchase_status in ${OPEN_PURCHASE} and t.line_state <> 'TOOK'
       and ((t.closed and l.qty > t.took_qty) or t.qty <> greatest(l.qty, t.took_qty)
            or t.ref_price_fen <> ${LINE_PRICE})
     order by t.id
       for update of t`);
  for (const r of rows.rows) {
    const [id, newQty, newPrice, took] = [
      Number(r.task_id),
      Number(r.new_qty),
      Number(r.new_price),
      Number(r.took_qty),
    ];
    const wanted = Math.max(newQty, took);
    if (r.closed && newQty > took) await requeueTask(tx, id, tenantId, { why: 'ERP采购单重新生效' });
    if (Number(r.qty) === wanted && Number(r.ref_price_fen) === newPrice) continue;
    await tx.execute(sql`
      update pickup_tasks set qty = ${wanted}, ref_price_fen = ${newPrice}, version = version + 1,
             updated_at = now()
       where id = ${id}`);
    await tx.execute(sql`
      update pickup_assignments set version = version + 1, updated_at = now()
       where task_id = ${id} and state in ${OPEN_ASSIGNMENT}`);
    await logTask(tx, [id], tenantId, 'ERP_CHANGED', 'ERP', {
      qty: [Number(r.qty), newQty],
      priceFen: [Number(r.ref_price_fen), newPrice],
    });
    // fewer wanted than already in hand: the rest is not fetched
    if (newQty <= took && !r.closed) await closeSourceTasks(tx, 'ERP', Number(r.line_id), 'ERP_CLOSED');
  }
  return rows.rows.length;
}
