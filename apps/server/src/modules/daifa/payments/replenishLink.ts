import { sql } from 'drizzle-orm';
import { OWED_FEE_REASONS } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { ReplenishRow } from '../../funds/payments/replenish.ts';
import { addEvent, findOrder, refreshDerived } from '../orders/daifaOrders.ts';
import { refundLine, settleOrder, type SettledLine } from './lineSettlement.ts';

type LineRow = SettledLine & { order_id: number; order_no: string };

async function lineOf(tx: DbOrTx, row: ReplenishRow) {
  const order = await findOrder(tx, row.tenantId, row.orderNo, { lock: true });
  if (!order) return null;
  const r = await tx.execute<LineRow>(sql`
    select l.id, l.line_no, l.qty, l.took_qty, l.price_fen, l.service_fen, l.order_id, o.order_no
      from daifa_order_lines l join daifa_orders o on o.id = l.order_id
     where l.replenish_no = ${row.replenishNo} and l.order_id = ${order.id} and not l.canceled for update of l`);
  const line = r.rows[0];
  return line ? { order, line } : null;
}

const SYSTEM = { accountId: null, operatorName: '系统' };

/**
 * A fee is its own module's (退货服务费 `afterSale/refuseFee.ts`, 平台拿退货费 `settlements/dayFee.ts`): it
 * changes no line, price or freight here.
 */
const isOrders = (row: ReplenishRow) => !OWED_FEE_REASONS.includes(row.reason);

/**
 * 补款 for a raised stall price (异常订单 → 补款), inside funds' transactions: paid → the line takes the new
 * price and goes back in the queue (the warehouse is told after commit: `warehouse_due` REPRICE);
 * 放弃补款 or 48 h unpaid → the line is refunded (DROP).
 */
export function registerReplenishLink(funds: FundsServices) {
  funds.replenishHooks.onPaid.push(async (tx, rows) => {
    const stale: string[] = [];
    for (const row of rows.filter(isOrders)) {
      if (row.reason === 'FREIGHT_CHANGED') {
        if (!(await freightReplenished(tx, row, true))) stale.push(row.replenishNo);
        continue;
      }
      const found = await lineOf(tx, row);
      // The line was canceled or settled otherwise: the money must not be kept for nothing.
      if (!found) {
        stale.push(row.replenishNo);
        continue;
      }
      const { order, line } = found;
      const left = Number(line.qty) - Number(line.took_qty);
      const raise = left > 0 ? Math.round(row.amountFen / left) : 0;
      await tx.execute(sql`
        update daifa_order_lines
           set price_fen = price_fen + ${raise}, replenish_no = null, warehouse_due = 'REPRICE',
               pickup_state = 'WAITING_TAKING', exception_reason = null, exception_at = null
         where id = ${line.id}`);
      await tx.execute(
        sql`update daifa_orders set goods_fen = goods_fen + ${row.amountFen} where id = ${order.id}`,
      );
      await addEvent(tx, order.id, {
        type: 'REPLENISH_PAID',
        params: { lineNo: line.line_no, replenishNo: row.replenishNo, fen: row.amountFen },
      });
      await settleOrder(tx, funds, order, SYSTEM);
    }
    return stale;
  });
  funds.replenishHooks.onCanceled.push(async (tx, rows, why) => {
    for (const row of rows.filter(isOrders)) {
      if (row.reason === 'FREIGHT_CHANGED') {
        await freightReplenished(tx, row, false);
        continue;
      }
      const found = await lineOf(tx, row);
      if (!found) continue;
      const { order, line } = found;
      const reason = why === 'EXPIRED' ? '超时未补款，商品退款' : '放弃补款，商品退款';
      await refundLine(tx, funds, order, line, SYSTEM, reason);
      await tx.execute(sql`update daifa_order_lines set warehouse_due = 'DROP' where id = ${line.id}`);
      await addEvent(tx, order.id, {
        type: 'REPLENISH_CANCELED',
        params: { lineNo: line.line_no, replenishNo: row.replenishNo, why },
      });
      if (order.status === 'TAKING') await settleOrder(tx, funds, order, SYSTEM);
    }
  });
}

/**
 * A 运费变更 补款: paid → the order's freight is what the parcel weighed; not paid → the parcel still
 * ships (it is packed and printed) and the difference is written off, said on the timeline.
 */
async function freightReplenished(tx: DbOrTx, row: ReplenishRow, paid: boolean): Promise<boolean> {
  const order = await findOrder(tx, row.tenantId, row.orderNo, { lock: true });
  // A canceled order ships nothing: its freight is owed no more.
  if (!order || (paid && order.status === 'CANCELED')) return false;
  if (paid)
    await tx.execute(
      sql`update daifa_orders set freight_fen = freight_fen + ${row.amountFen} where id = ${order.id}`,
    );
  await tx.execute(
    sql`update daifa_orders set flags = array_remove(flags, 'WAIT_REPLENISH') where id = ${order.id}`,
  );
  await addEvent(tx, order.id, {
    type: paid ? 'FREIGHT_REPLENISH_PAID' : 'FREIGHT_REPLENISH_CANCELED',
    params: { replenishNo: row.replenishNo, fen: row.amountFen },
  });
  await refreshDerived(tx, order.id);
  return true;
}
