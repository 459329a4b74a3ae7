import { sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { ApiError } from '../../../http/apiError.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { PaymentItemTypeCode } from '../../funds/ledger/ledger.ts';
import {
  addEvent,
  findOrder,
  refreshDerived,
  transition,
  type DaifaOrderHead,
} from '../orders/daifaOrders.ts';
import { INTERCEPTION_FEN } from '../placement/fees.ts';
import { cancelReplenish, FEE_REASONS } from '../../funds/payments/replenish.ts';
import { closeUnstartedPayment } from '../../funds/payments/paymentOrders.ts';
import { refreshShopDaifaStatusOf } from '../fromShop/shopDaifaStatus.ts';
import type { FulfilmentGateway } from '../gateways/fulfilmentGateway.ts';
import { arrayParam } from '../../../db/arrayParam.ts';

/**
 * The money side of a dropship order's life: paid (funds' onPaid, in the paying transaction) and
 * canceled (what goes back depends on how far the order went).
 */
export function registerDaifaPaid(funds: FundsServices) {
  funds.onPaid('DAIFA_ORDER', async ({ tx, order: payment, method }) => {
    const notOwed: string[] = [];
    for (const orderNo of payment.documentNos) {
      const order = await findOrder(tx, payment.tenantId, orderNo, { lock: true });
      // Canceled (or paid by another payment order) meanwhile: funds sends this part back.
      if (!order || order.status !== 'WAITING_PAYMENT') {
        notOwed.push(orderNo);
        continue;
      }
      await transition(
        tx,
        order,
        'PAID',
        { type: 'PAID', params: { payNo: payment.payNo, method } },
        { paidAt: true },
      );
      await tx.execute(sql`update daifa_orders set pay_no = ${payment.payNo} where id = ${order.id}`);
    }
    return { notOwed };
  });
}

export interface CancelResult {
  orderNo: string;
  refundedFen: number;
  /** Lines already taken: they go back to the stall (the pick-up and returns issue's return-to-stall). */
  takenLines: number;
}

type CancelLine = {
  id: number;
  line_no: number;
  pickup_state: string;
  qty: number;
  price_fen: number;
  service_fen: number;
  canceled: boolean;
};

/**
 * 取消订单: WAITING_PAYMENT costs nothing; otherwise the untaken lines come back with their goods and
 * 代发费, and the freight (nothing ships), less ¥2.00 interception once the waybill is printed; taken
 * lines go back to the stall (the pick-up and returns issue's return-to-stall). An order the warehouse
 * has is intercepted there first, inside this transaction with the order locked, and its answer
 * decides what was taken: our own view may lag its events. Once the courier has it → 43004
 * (after-sales from DELIVERED on). Money goes to the balance, one key per part.
 */
export async function cancelOrder(
  tx: DbOrTx,
  funds: FundsServices,
  fulfilment: FulfilmentGateway,
  input: { tenantId: number; orderNo: string; accountId: number; operatorName: string; reason: string },
): Promise<CancelResult> {
  const order = await findOrder(tx, input.tenantId, input.orderNo, { lock: true });
  if (!order) throw new ApiError(ErrorCode.NOT_FOUND, '订单不存在');
  if (!['WAITING_PAYMENT', 'WAITING_TAKING', 'TAKING', 'WAITING_DELIVERING'].includes(order.status))
    throw new ApiError(ErrorCode.ORDER_NOT_CANCELABLE, '当前状态不可取消');
  const lines = (
    await tx.execute<CancelLine>(sql`
      select id, line_no, pickup_state, qty, price_fen, service_fen, canceled from daifa_order_lines
       where order_id = ${order.id} order by line_no for update`)
  ).rows;
  const active = lines.filter((l) => !l.canceled);
  const warehouse =
    order.submitted && order.status !== 'WAITING_PAYMENT'
      ? await interceptAt(fulfilment, order.orderNo)
      : null;
  const takenNos = new Set(
    warehouse
      ? warehouse.takenLineNos
      : active
          .filter(
            (l) =>
              order.status === 'WAITING_DELIVERING' ||
              l.pickup_state === 'TOOK' ||
              l.pickup_state === 'TOOK_PART',
          )
          .map((l) => Number(l.line_no)),
  );
  const untaken = active.filter((l) => !takenNos.has(Number(l.line_no)));
  const takenLines = active.length - untaken.length;
  const refunds: { itemType: PaymentItemTypeCode; fen: number }[] = [];

  if (order.status === 'WAITING_PAYMENT') {
    await closeUnstartedPayment(tx, order.payNo);
  } else {
    const printed = warehouse ? warehouse.waybillPrinted : await waybillPrinted(tx, order);
    const untakenGoods = untaken.reduce((s, l) => s + Number(l.qty) * Number(l.price_fen), 0);
    refunds.push(
      // goods owed under 货款后付 were never paid
      { itemType: 'ORDER', fen: Math.max(0, untakenGoods - order.payLaterFen) },
      { itemType: 'OTHER', fen: untaken.reduce((s, l) => s + Number(l.service_fen), 0) },
      { itemType: 'FREIGHT', fen: order.freightFen - (printed ? INTERCEPTION_FEN : 0) },
    );
  }

  // A 补款 still open for the order (涨价, 运费变更) is no longer owed: closed, so nobody pays into a canceled order.
  const pending = await tx.execute<{ replenish_no: string }>(sql`
    select replenish_no from replenish_requests
     where tenant_id = ${order.tenantId} and order_no = ${order.orderNo} and state = 'WAITING_PAYMENT'
       and reason not in (${FEE_REASONS})`);
  if (pending.rows.length)
    await cancelReplenish(
      tx,
      { onPaid: [], onCanceled: [] },
      { tenantId: order.tenantId, replenishNos: pending.rows.map((r) => r.replenish_no) },
      'USER',
    );
  const refundedFen = await refundParts(tx, funds, order, refunds, input);
  const untakenIds = untaken.map((l) => Number(l.id));
  if (untakenIds.length)
    await tx.execute(
      sql`update daifa_order_lines set canceled = true where id = any(${arrayParam(untakenIds)}::bigint[])`,
    );
  // The shop order's untaken lines may be placed again: 已代发 → 部分代发 / 未代发.
  await refreshShopDaifaStatusOf(tx, order.id);
  await transition(
    tx,
    order,
    'CANCEL',
    {
      type: 'CANCELED',
      params: {
        reason: input.reason,
        refundedFen,
        takenLines,
        intercepted: warehouse !== null,
        by: input.operatorName,
      },
      accountId: input.accountId,
    },
    { canceledAt: true },
  );
  return { orderNo: order.orderNo, refundedFen, takenLines };
}

/** The warehouse's word on an order being canceled; it never heard of it → our own view stands. */
async function interceptAt(fulfilment: FulfilmentGateway, orderNo: string) {
  const answer = await fulfilment.intercept(orderNo);
  switch (answer.outcome) {
    case 'INTERCEPTED':
      return answer;
    case 'UNKNOWN_ORDER':
      return null;
    case 'ALREADY_COLLECTED':
      throw new ApiError(ErrorCode.ORDER_NOT_CANCELABLE, '快递已揽收，当前状态不可取消，请在签收后申请售后');
    case 'UNREACHABLE':
      throw new ApiError(ErrorCode.CONFLICT, '仓库暂时联系不上，订单未取消，请稍后重试');
  }
}

async function waybillPrinted(tx: DbOrTx, order: DaifaOrderHead) {
  const r = await tx.execute(
    sql`select 1 from daifa_order_events where order_id = ${order.id} and type = 'WAYBILL_PRINTED' limit 1`,
  );
  return r.rows.length > 0;
}

/**
 * Refunds each part to the balance under its own key (`{keyPrefix}:{itemType}`: a retry refunds
 * nothing twice), and keeps the order's refunded total — or, for a price that went down (a cheaper
 * stall, a lighter parcel, a nearer province), lowers that price column instead (`lowers`), so a later
 * cancel refunds only what is still paid: goods + 代发费 + freight − refunded is always what the ledger holds.
 */
export async function refundParts(
  tx: DbOrTx,
  funds: FundsServices,
  order: Pick<DaifaOrderHead, 'id' | 'tenantId' | 'orderNo'>,
  parts: { itemType: PaymentItemTypeCode; fen: number }[],
  input: { accountId: number | null; operatorName: string; reason: string; billType?: 'REFUND' | 'APPEAL' },
  keyPrefix = `daifa-cancel:${order.orderNo}`,
  reasonPrefix = '取消订单',
  lowers: 'goods_fen' | 'freight_fen' | null = null,
): Promise<number> {
  let total = 0;
  for (const part of parts) {
    if (part.fen <= 0) continue;
    await funds.refund(tx, {
      tenantId: order.tenantId,
      documentNo: order.orderNo,
      fen: part.fen,
      to: 'BALANCE',
      reason: `${reasonPrefix}：${input.reason}`,
      idempotencyKey: `${keyPrefix}:${part.itemType}`,
      operator: { id: input.accountId, name: input.operatorName },
      itemType: part.itemType,
      ...(input.billType ? { billType: input.billType } : {}),
    });
    total += part.fen;
  }
  if (total > 0) {
    await tx.execute(
      lowers === 'goods_fen'
        ? sql`update daifa_orders set goods_fen = goods_fen - ${total} where id = ${order.id}`
        : lowers === 'freight_fen'
          ? sql`update daifa_orders set freight_fen = freight_fen - ${total} where id = ${order.id}`
          : sql`update daifa_orders set refunded_fen = refunded_fen + ${total} where id = ${order.id}`,
    );
    await addEvent(tx, order.id, {
      type: 'REFUNDED',
      params: { fen: total, to: 'BALANCE' },
      accountId: input.accountId,
    });
    await refreshDerived(tx, order.id);
  }
  return total;
}

/** Unpaid for this long, an order closes by itself (its stall prices and stock are no longer held). */
export const UNPAID_HOURS = 24;

/**
 * 24 h unpaid → CANCELED (EXPIRE), each order in its own transaction from the state read: one paid
 * meanwhile is left alone. A payment order still open at Alipay closes on its own within 30 minutes;
 * a payment landing after this is answered "not owed" and goes back. Returns how many closed.
 */
export async function expireUnpaidOrders(db: Db, limit = 200): Promise<number> {
  const due = await db.execute<{ order_no: string; tenant_id: number }>(sql`
    select order_no, tenant_id from daifa_orders
     where status = 'WAITING_PAYMENT' and created_at < now() - make_interval(hours => ${UNPAID_HOURS})
     order by created_at limit ${limit}`);
  let closed = 0;
  for (const row of due.rows) {
    const done = await db.transaction(async (tx) => {
      const order = await findOrder(tx, Number(row.tenant_id), row.order_no, { lock: true });
      if (order?.status !== 'WAITING_PAYMENT') return false;
      await closeUnstartedPayment(tx, order.payNo);
      await transition(
        tx,
        order,
        'EXPIRE',
        { type: 'EXPIRED', params: { hours: UNPAID_HOURS } },
        { canceledAt: true },
      );
      return true;
    });
    if (done) closed += 1;
  }
  return closed;
}
