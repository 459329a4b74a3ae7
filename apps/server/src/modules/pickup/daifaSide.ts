import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applyFulfilmentEvent, type FulfilmentEvent } from '../daifa/warehouse/fulfilmentEvents.ts';
import { refreshDerived } from '../daifa/orders/daifaOrders.ts';

/**
 * The own team's work told to dropship orders as the warehouse's events (BATCHED, LINE_RESULT), in the
 * caller's transaction, each the order's next `seq`. Callers lock the orders first (`lockOrders`),
 * before any task: the order is the lock every path takes first (取消 holds it while it asks the team).
 */

/** Locks the dropship orders of these numbers, in number order; returns their ids by number. */
export async function lockOrders(tx: DbOrTx, orderNos: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(orderNos)].sort();
  if (!unique.length) return new Map();
  const rows = await tx.execute<{ id: number; order_no: string }>(sql`
    select id, order_no from daifa_orders where order_no = any(${sql.param(unique)}::text[])
     order by order_no for update`);
  return new Map(rows.rows.map((r) => [r.order_no, Number(r.id)]));
}

async function emit(
  tx: DbOrTx,
  orderNo: string,
  id: string,
  type: FulfilmentEvent['type'],
  data: Record<string, unknown>,
) {
  const [order] = (
    await tx.execute<{ seq: number }>(
      sql`select fulfilment_seq as seq from daifa_orders where order_no = ${orderNo}`,
    )
  ).rows;
  if (!order) return 'UNKNOWN_ORDER';
  return applyFulfilmentEvent(tx, { eventId: `own:${id}`, orderNo, seq: Number(order.seq) + 1, type, data });
}

/**
 * The lines are being fetched: an order still waiting goes to picking (BATCHED); lines put back on the
 * board (等待, 换档口) of an order already picking go back to TAKING (BATCHED requeued).
 */
export async function batchLines(tx: DbOrTx, orderNo: string, lineNos: readonly number[], id: string) {
  const [order] = (
    await tx.execute<{ status: string; waiting: number[] }>(sql`
      select o.status, array(select l.line_no from daifa_order_lines l
                              where l.order_id = o.id and l.pickup_state = 'WAITING_TAKING' and not l.canceled
                                and l.line_no = any(${sql.param([...lineNos])}::int[])) as waiting
        from daifa_orders o where o.order_no = ${orderNo}`)
  ).rows;
  if (!order) return;
  // the rest of a 部分拿货 fetched another day: the line is being picked again (its pieces in hand stay)
  if (order.status === 'TAKING') {
    const resumed = await tx.execute<{ order_id: number }>(sql`
      update daifa_order_lines l set pickup_state = 'TAKING'
        from daifa_orders o
       where o.order_no = ${orderNo} and l.order_id = o.id and l.pickup_state = 'TOOK_PART' and not l.canceled
         and l.line_no = any(${sql.param([...lineNos])}::int[])
       returning l.order_id`);
    if (resumed.rows.length) await refreshDerived(tx, Number(resumed.rows[0]!.order_id));
  }
  if (order.status === 'WAITING_TAKING') await emit(tx, orderNo, `${id}:batch`, 'BATCHED', {});
  else if (order.status === 'TAKING' && order.waiting.length)
    await emit(tx, orderNo, `${id}:batch`, 'BATCHED', { requeued: true, lineNos: order.waiting.map(Number) });
}

export type LineResult =
  | { result: 'TOOK' | 'TOOK_PART'; tookQty: number }
  | { result: 'E_LACK_TAKING' | 'E_NEXT_TAKING' | 'E_CHANGE_TAKING' }
  | {
      result: 'E_STOP_TAKING';
      reason: 'PRICE_RAISED' | 'DELISTED' | 'STALL_CLOSED';
      newPriceFen?: number;
      oldPriceFen?: number;
    };

/** A picker's answer on one dropship line (LINE_RESULT), after making sure the line is in picking. */
export async function reportLine(
  tx: DbOrTx,
  task: { orderNo: string; lineId: number; lineNo: number; attempt: number },
  result: LineResult,
  id: string,
) {
  await batchLines(tx, task.orderNo, [task.lineNo], id);
  return emit(tx, task.orderNo, `${id}:result`, 'LINE_RESULT', {
    lineId: task.lineId,
    lineNo: task.lineNo,
    attempt: task.attempt,
    at: new Date().toISOString(),
    ...result,
  });
}

/**
 * 取消已拿 on a dropship line while its order is still picking: the pieces leave the line's 已拿. An
 * order with every line in hand has gone to packing: false, nothing changed.
 */
export async function untakeLine(
  tx: DbOrTx,
  orderNo: string,
  lineNo: number,
  pieces: number,
): Promise<boolean> {
  const [order] = (
    await tx.execute<{ id: number; status: string }>(
      sql`select id, status from daifa_orders where order_no = ${orderNo}`,
    )
  ).rows;
  if (!order || order.status !== 'TAKING') return false;
  await tx.execute(sql`
    update daifa_order_lines set pickup_state = 'TAKING', took_qty = greatest(0, took_qty - ${pieces})
     where order_id = ${order.id} and line_no = ${lineNo} and pickup_state in ('TOOK', 'TOOK_PART')`);
  await refreshDerived(tx, Number(order.id));
  return true;
}
