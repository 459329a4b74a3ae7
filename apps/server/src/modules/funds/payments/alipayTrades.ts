import { sql } from 'drizzle-orm';
import { yuanToFen } from '@oms/alipay-protocol';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Ledger, PaymentMethodCode } from '../ledger/ledger.ts';
import { findPaymentOrder } from './paymentOrders.ts';
import { markPaid, postPayment, type PaidHandlers } from './paymentSettlement.ts';
import { refundDocument, refundTrade } from './refunds.ts';
import type { PaymentGateway } from '../alipay/paymentGateway.ts';
import { executePrepared } from '../../../db/prepared.ts';

export type TradeOutcome =
  | 'APPLIED'
  | 'REPEAT'
  | 'DUPLICATE_REFUNDED'
  | 'NOT_OWED_REFUNDED'
  | 'NOT_PAID'
  | 'AMOUNT_MISMATCH'
  | 'UNKNOWN_ORDER';

export interface AlipayTrade {
  payNo: string;
  tradeNo: string;
  totalAmount: string;
  status: string;
}

export interface TradeDeps {
  db: Db;
  ledger: Ledger;
  paidHandlers: PaidHandlers;
}

export async function recordAnomaly(tx: DbOrTx, kind: string, payNo: string | null, detail: Record<string, unknown>) {
  await tx.execute(sql`insert into money_anomalies (kind, pay_no, detail) values (${kind}, ${payNo}, ${JSON.stringify(detail)}::jsonb)`);
}

/**
 * Applies what Alipay says about a trade (from a notification or from our own query), in one
 * transaction, the same way every time: a success on a waiting (or closed, still owed) order pays it;
 * the same trade again changes nothing; a second trade on a paid order, or a payment for something no
 * longer owed, is booked and refunded — never rolled back; a closed trade never turns a paid order back.
 */
export async function applyAlipayTrade(
  deps: TradeDeps,
  trade: AlipayTrade,
  /** Demo data only: when the buyer paid, if not now (the payment order, trade and bill dated so). */
  at?: Date,
): Promise<TradeOutcome> {
  return deps.db.transaction(async (tx) => {
    const order = await findPaymentOrder(tx, trade.payNo, { lock: true });
    if (!order) {
      await recordAnomaly(tx, 'UNKNOWN_ORDER', trade.payNo, { ...trade });
      return 'UNKNOWN_ORDER';
    }
    if (trade.status !== 'TRADE_SUCCESS' && trade.status !== 'TRADE_FINISHED') return 'NOT_PAID';
    const fen = yuanToFen(trade.totalAmount);
    if (fen !== order.amountFen - order.discountFen) {
      await recordAnomaly(tx, 'AMOUNT_MISMATCH', order.payNo, { ...trade, expectedFen: order.amountFen - order.discountFen, receivedFen: fen });
      return 'AMOUNT_MISMATCH';
    }
    // The trade is booked first: a trade number already booked is a repeat (the order's row lock orders
    // two notifications of one trade, so the second sees the first's row).
    const booked = await executePrepared(tx, sql`
      insert into payment_trades (trade_no, pay_no, amount_fen, outcome)
      values (${trade.tradeNo}, ${order.payNo}, ${fen}, ${order.state === 'PAID' ? 'REFUNDED' : 'APPLIED'})
      on conflict (trade_no) do nothing returning trade_no`);
    if (!booked.rows.length) return 'REPEAT';
    const method: PaymentMethodCode = order.method && order.method !== 'BALANCE' ? order.method : 'ALIPAY_WEB';
    if (order.state === 'PAID') {
      await refundTrade(tx, deps.ledger, {
        tenantId: order.tenantId,
        payNo: order.payNo,
        tradeNo: trade.tradeNo,
        fen,
        method,
        reason: '重复支付',
      });
      return 'DUPLICATE_REFUNDED';
    }
    if (!(await markPaid(tx, order, method, trade.tradeNo))) throw new Error(`payment order ${order.payNo} changed under its lock`);
    if (at) {
      await tx.execute(sql`update payment_orders set paid_at = ${at.toISOString()}::timestamptz where pay_no = ${order.payNo}`);
      await tx.execute(sql`update payment_trades set created_at = ${at.toISOString()}::timestamptz where trade_no = ${trade.tradeNo}`);
    }
    const paidOrder = { ...order, state: 'PAID' as const, method, tradeNo: trade.tradeNo };
    await postPayment(tx, deps.ledger, paidOrder, method, { id: null, name: '支付宝' }, trade.tradeNo, at);
    const outcome = await deps.paidHandlers.run({ tx, order: paidOrder, method });
    if (outcome.notOwed.length) {
      for (const documentNo of outcome.notOwed) {
        const lines = order.lines.filter((l) => l.documentNo === documentNo && l.itemType !== 'GOODS_PAY_LATER');
        for (const itemType of new Set(lines.map((l) => l.itemType))) {
          const fen = lines.filter((l) => l.itemType === itemType).reduce((s, l) => s + l.fen, 0);
          await refundDocument(tx, deps.ledger, {
            tenantId: order.tenantId,
            documentNo,
            fen,
            to: 'ORIGINAL',
            reason: `${outcome.why ?? '单据已取消'}，付款原路退回`,
            idempotencyKey: `not-owed:${trade.tradeNo}:${documentNo}:${itemType}`,
            operator: { id: null, name: '系统' },
            itemType,
          });
        }
      }
      return 'NOT_OWED_REFUNDED';
    }
    return 'APPLIED';
  });
}

/** Raw notification as it came, before anything is decided (kept even when it is forged). */
export async function storeNotification(db: Db, params: Record<string, string>, verified: boolean, outcome: string) {
  await executePrepared(db, sql`
    insert into payment_notifications (pay_no, params, verified, outcome)
    values (${params.out_trade_no ?? null}, ${JSON.stringify(params)}::jsonb, ${verified}, ${outcome})`);
}

/**
 * `POST /api/pay/alipay/notify`: answers `success` only once the outcome is committed (so Alipay keeps
 * notifying until it is), `failure` to a notification that is not Alipay's to us.
 */
export async function handleAlipayNotify(deps: TradeDeps & { gateway: PaymentGateway }, params: Record<string, string>): Promise<'success' | 'failure'> {
  const verified = deps.gateway.verifyNotify(params);
  if (!verified) {
    await storeNotification(deps.db, params, false, 'BAD_SIGNATURE');
    await recordAnomaly(deps.db, 'BAD_SIGNATURE', params.out_trade_no ?? null, { notifyId: params.notify_id ?? null });
    return 'failure';
  }
  if (params.app_id !== deps.gateway.appId || params.seller_id !== deps.gateway.sellerId) {
    await storeNotification(deps.db, params, true, 'WRONG_MERCHANT');
    await recordAnomaly(deps.db, 'WRONG_MERCHANT', params.out_trade_no ?? null, { appId: params.app_id, sellerId: params.seller_id });
    return 'failure';
  }
  const outcome = await applyAlipayTrade(deps, {
    payNo: params.out_trade_no ?? '',
    tradeNo: params.trade_no ?? '',
    totalAmount: params.total_amount ?? '',
    status: params.trade_status ?? '',
  });
  await storeNotification(deps.db, params, true, outcome);
  return 'success';
}

/**
 * No notification 10 s after the buyer went to the cashier (or at closing time): ask Alipay and
 * apply its answer exactly as a notification would be.
 */
export async function queryAndApply(deps: TradeDeps & { gateway: PaymentGateway }, payNo: string): Promise<TradeOutcome | 'WAITING' | 'CLOSED_AT_ALIPAY' | 'ERROR'> {
  await deps.db.execute(sql`update payment_orders set queried_at = now() where pay_no = ${payNo}`);
  const answer = await deps.gateway.query(payNo);
  if (answer.status === 'TRADE_SUCCESS' || answer.status === 'TRADE_FINISHED') {
    return applyAlipayTrade(deps, { payNo, tradeNo: answer.tradeNo, totalAmount: answer.totalAmount, status: answer.status });
  }
  if (answer.status === 'TRADE_CLOSED') return 'CLOSED_AT_ALIPAY';
  if (answer.status === 'ERROR') return 'ERROR';
  return 'WAITING';
}
