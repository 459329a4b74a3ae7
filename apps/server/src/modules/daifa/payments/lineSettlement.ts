import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { refundParts } from './daifaPayments.ts';
import { refreshDerived, transition, type DaifaOrderHead } from '../orders/daifaOrders.ts';

export type SettledLine = {
  id: number;
  line_no: number;
  qty: number;
  took_qty: number;
  price_fen: number;
  service_fen: number;
};

export type Who = { accountId: number | null; operatorName: string };

/**
 * A line given up (退款, 有货先发, 拒绝换款, 补款 not paid): the pieces not in hand come back with their
 * goods price, and the 代发费 when none was taken; a line with pieces in hand ships those (TOOK), one
 * with none is canceled. Keys per order and line: a retry refunds nothing twice. Returns the fen.
 */
export async function refundLine(
  tx: DbOrTx,
  funds: FundsServices,
  order: DaifaOrderHead,
  line: SettledLine,
  who: Who,
  reason: string,
): Promise<number> {
  const left = Number(line.qty) - Number(line.took_qty);
  const fen = await refundParts(
    tx,
    funds,
    order,
    [
      { itemType: 'ORDER', fen: left * Number(line.price_fen) },
      { itemType: 'OTHER', fen: Number(line.took_qty) === 0 ? Number(line.service_fen) : 0 },
    ],
    { ...who, reason },
    `daifa-line:${order.orderNo}:${line.line_no}`,
    '异常处理',
  );
  await tx.execute(sql`
    update daifa_order_lines
       set canceled = (took_qty = 0),
           pickup_state = case when took_qty > 0 then 'TOOK' else pickup_state end,
           replenish_no = null
     where id = ${line.id}`);
  return fen;
}

/**
 * After a line changed: every line given up → the order is canceled and its freight comes back;
 * every remaining line taken → on to packing; else the derived state and chips follow.
 */
export async function settleOrder(tx: DbOrTx, funds: FundsServices, order: DaifaOrderHead, who: Who) {
  const r = await tx.execute<{ active: number; took: number }>(sql`
    select count(*) filter (where not canceled)::int as active,
           count(*) filter (where not canceled and pickup_state = 'TOOK')::int as took
      from daifa_order_lines where order_id = ${order.id}`);
  const { active, took } = r.rows[0]!;
  // 待补款 lasts while a line still waits for its 补款.
  await tx.execute(sql`
    update daifa_orders set flags = array_remove(flags, 'WAIT_REPLENISH')
     where id = ${order.id} and 'WAIT_REPLENISH' = any(flags)
       and not exists (select 1 from daifa_order_lines where order_id = ${order.id} and replenish_no is not null and not canceled)`);
  const fresh = await tx.execute<{ status: string; version: number }>(
    sql`select status, version from daifa_orders where id = ${order.id}`,
  );
  const now = {
    ...order,
    status: fresh.rows[0]!.status as DaifaOrderHead['status'],
    version: Number(fresh.rows[0]!.version),
  };
  if (Number(active) === 0) {
    await refundParts(
      tx,
      funds,
      order,
      [{ itemType: 'FREIGHT', fen: order.freightFen }],
      { ...who, reason: '商品全部退款，运费退回' },
      `daifa-line:${order.orderNo}:freight`,
      '异常处理',
    );
    await transition(
      tx,
      now,
      'ALL_CANCELED',
      { type: 'ALL_LINES_REFUNDED', accountId: who.accountId },
      { canceledAt: true },
    );
  } else if (Number(active) === Number(took)) {
    await transition(tx, now, 'ALL_TAKEN', { type: 'ALL_TAKEN' });
  } else {
    await refreshDerived(tx, order.id);
  }
}
