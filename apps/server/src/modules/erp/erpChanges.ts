import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { holdDay } from '../pickup/dayAudit.ts';
import { closeOpenAssignments, OPEN_ASSIGNMENT, reopenTask } from '../pickup/ownTeamGateway.ts';
import { logTask, shanghaiToday } from '../pickup/pickupTasks.ts';
import { LINE_PRICE, OPEN_PURCHASE } from './erpTasks.ts';

/**
 * Line states a reopened 采购单 puts back in play; the stall's own answers (缺货, 停产, 换款…) stand, and
 * a 明天有 line waits for the night's turn as it would have.
 */
const PLAYABLE = ['WAITING_TAKING', 'TAKING', 'E_NEXT_TAKING', 'TOOK_PART', 'TOOK'];

type Followed = {
  task_id: number;
  line_id: number;
  line_state: string;
  qty: number;
  took_qty: number;
  ref_price_fen: number;
  closed: boolean;
  erp_qty: number;
  erp_price: number;
  moved: boolean;
  new_price: number;
};

/**
 * What the ERP itself changed on a 采购单 line already on the board reaches its task (in the sync's
 * transaction, after the lines are written). Only the ERP's own figures count: a line's qty and 采购价
 * are compared with those its task was made from (`board_qty`, `board_price_fen`), so a 拿货价 set here
 * is not mistaken for the ERP's word.
 * - A 采购单 作废 and since reopened: its lines not answered for good go back on today's board.
 * - More pieces: the task wants them (an 已拿 line becomes 部分拿货 and goes back on the board); fewer:
 *   never below what was taken, and a line with all it now wants in hand is 已拿.
 * - A changed 采购价: the task's 参考价. The open assignment's version moves and its label is to print
 *   again, so a phone holding the old figures gets 40900 and the roll matches.
 * Today held against 日结 meanwhile; an audited today takes nothing new — the next day's read does.
 */
export async function followErpChanges(tx: DbOrTx, tenantId: number): Promise<number> {
  const [today] = (await tx.execute<{ d: string }>(sql`select ${shanghaiToday}::text as d`)).rows;
  const todayAudited = await holdDay(tx, tenantId, today!.d);
  const rows = await tx.execute<Followed>(sql`
    select t.id as task_id, l.id as line_id, t.line_state, t.qty, t.took_qty, t.ref_price_fen, t.closed,
           l.qty as erp_qty, l.price_fen as erp_price, ${LINE_PRICE} as new_price,
           (l.qty is distinct from l.board_qty or l.price_fen is distinct from l.board_price_fen) as moved
      from erp_purchase_lines l
      left join erp_goods g on g.id = l.goods_id
      join pickup_tasks t on t.source = 'ERP' and t.source_id = l.id
     where l.tenant_id = ${tenantId} and l.purchase_status in ${OPEN_PURCHASE}
       and ((t.closed and t.line_state = any(${sql.param(PLAYABLE)}::text[]) and t.line_state <> 'TOOK')
            or l.qty is distinct from l.board_qty or l.price_fen is distinct from l.board_price_fen)
     order by t.id
       for update of t`);
  let followed = 0;
  for (const r of rows.rows) {
    const id = Number(r.task_id);
    const took = Number(r.took_qty);
    const wanted = Math.max(Number(r.erp_qty), took);
    const price = r.moved ? Number(r.new_price) : Number(r.ref_price_fen);
    const done = took > 0 && took >= wanted;
    const reopen = (r.closed || (r.line_state === 'TOOK' && !done)) && PLAYABLE.includes(r.line_state);
    if (reopen && todayAudited && !done) continue;
    const state = done
      ? 'TOOK'
      : r.line_state === 'TOOK'
        ? 'TOOK_PART'
        : r.closed && r.line_state === 'TAKING'
          ? 'WAITING_TAKING'
          : r.line_state;
    await tx.execute(sql`
      update pickup_tasks set qty = ${wanted}, ref_price_fen = ${price}, line_state = ${state},
             closed = ${done ? r.closed : false}, version = version + 1, updated_at = now()
       where id = ${id}`);
    if (r.moved)
      await tx.execute(sql`
        update erp_purchase_lines set board_qty = qty, board_price_fen = price_fen where id = ${r.line_id}`);
    if (done) await closeOpenAssignments(tx, [id], 'ERP_CLOSED');
    else {
      await tx.execute(sql`
        update pickup_assignments set version = version + 1, printed_at = null, updated_at = now()
         where task_id = ${id} and state in ${OPEN_ASSIGNMENT}`);
      if (reopen && state !== 'E_NEXT_TAKING') await reopenTask(tx, id);
    }
    if (reopen && !done) await logTask(tx, [id], tenantId, 'REQUEUED', '系统', { why: 'ERP采购单重新生效' });
    if (r.moved && (wanted !== Number(r.qty) || price !== Number(r.ref_price_fen)))
      await logTask(tx, [id], tenantId, 'ERP_CHANGED', 'ERP', {
        qty: [Number(r.qty), wanted],
        priceFen: [Number(r.ref_price_fen), price],
      });
    followed += 1;
  }
  return followed;
}
