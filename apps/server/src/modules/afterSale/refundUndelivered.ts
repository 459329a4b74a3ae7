import { sql } from 'drizzle-orm';
import { ErrorCode, type ApplicableAfterSaleType } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import type { FundsServices } from '../funds/fundsServices.ts';
import type { FulfilmentGateway } from '../daifa/gateways/fulfilmentGateway.ts';
import { findOrder } from '../daifa/orders/daifaOrders.ts';
import { cancelOrder, refundParts } from '../daifa/payments/daifaPayments.ts';
import { settleOrder, type Who } from '../daifa/payments/lineSettlement.ts';
import { refreshShopDaifaStatusOf } from '../daifa/fromShop/shopDaifaStatus.ts';
import {
  lineBlock,
  lineRefundFen,
  orderBlock,
  orderLines,
  pickLines,
  type OrderLine,
} from './afterSaleLines.ts';
import { completeCase, openCase } from './afterSaleCases.ts';

/** The types a case opens as: those 申请售后 takes, and 抖音极速退款 (converted from a 抖店 refund only). */
export type CaseType = ApplicableAfterSaleType | 'FAST_REFUND_TIKTOK';

export interface ApplyInput {
  tenantId: number;
  orderNo: string;
  type: CaseType;
  lineNos: number[];
  reason: string;
  remark: string;
  /** 换货: what the buyer wants instead. */
  exchangeTo?: string;
  /** 价保: the difference asked back. */
  amountFen?: number;
  who: Who & { accountId: number };
  source?: 'MANUAL' | 'AUTO';
}

export interface ApplyResult {
  asNo: string;
  status: string;
  refundedFen: number;
  skipped: { lineNo: number; why: string }[];
}

const notApplicable = (why: string) => new ApiError(ErrorCode.AFTER_SALE_TYPE_NOT_APPLICABLE, why);

/**
 * 未发货仅退款: lines not yet taken at the stall are given up and their goods and 代发费 come back to
 * the balance at once (REFUNDING → COMPLETE in this transaction, the order locked). Every open line of
 * the order → the order is cancelled (the warehouse intercepts it; the freight comes back too). Some of
 * them → the warehouse drops each line first; one it refuses (taken meanwhile) or cannot be reached
 * about is left out and named in `skipped`, and when none could be dropped nothing is written.
 */
export async function refundUndelivered(
  tx: DbOrTx,
  deps: { funds: FundsServices; fulfilment: FulfilmentGateway },
  input: ApplyInput,
): Promise<ApplyResult> {
  const order = await findOrder(tx, input.tenantId, input.orderNo, { lock: true });
  if (!order) throw notFound('订单不存在');
  const blocked = orderBlock(order.status);
  if (blocked) throw notApplicable(blocked);
  const lines = await orderLines(tx, order.id, true);
  const picked = pickLines(lines, input.lineNos, lineBlock);
  const open = lines.filter((l) => !l.canceled);
  const whole = open.every((l) => picked.some((p) => p.id === l.id));
  if (!whole && order.payLaterFen > 0) throw notApplicable('货款后付订单请整单申请未发货仅退款');

  const appliedFen = picked.reduce((s, l) => s + lineRefundFen(l), 0);
  const kase = await openCase(tx, {
    tenantId: input.tenantId,
    order,
    type: input.type,
    status: 'REFUNDING',
    reason: input.reason,
    remark: input.remark,
    appliedFen,
    lines: picked.map((l) => ({ lineId: l.id, lineNo: l.line_no, qty: l.qty })),
    who: input.who,
    source: input.source,
  });
  const reason = `${kase.asNo}：${input.reason}`;
  const skipped: ApplyResult['skipped'] = [];
  let refundedFen: number;
  let given: OrderLine[];

  if (whole) {
    const cancel = await cancelOrder(tx, deps.funds, deps.fulfilment, {
      tenantId: input.tenantId,
      orderNo: order.orderNo,
      accountId: input.who.accountId,
      operatorName: input.who.operatorName,
      reason: `售后 ${reason}`,
    });
    refundedFen = cancel.refundedFen;
    // the warehouse may have had some taken meanwhile: those stay (they go back to the stall)
    const after = await orderLines(tx, order.id);
    given = picked.filter((p) => after.find((a) => a.id === p.id)?.canceled);
    for (const p of picked)
      if (!given.includes(p)) skipped.push({ lineNo: p.line_no, why: '商品刚被拿货，未退款' });
  } else {
    given = [];
    for (const line of picked) {
      const why = order.submitted ? await dropAtWarehouse(deps.fulfilment, order.orderNo, line) : null;
      if (why) skipped.push({ lineNo: line.line_no, why });
      else given.push(line);
    }
    if (!given.length) throw new ApiError(ErrorCode.CONFLICT, skipped[0]!.why);
    refundedFen = await refundParts(
      tx,
      deps.funds,
      order,
      [
        { itemType: 'ORDER', fen: given.reduce((s, l) => s + l.qty * l.price_fen, 0) },
        { itemType: 'OTHER', fen: given.reduce((s, l) => s + l.service_fen, 0) },
      ],
      { ...input.who, reason },
      `aftersale:${kase.asNo}`,
      '售后退款',
    );
    // given up and settled in one write (the whole-order path's cancel marks its lines itself)
    await tx.execute(sql`
      update daifa_order_lines set canceled = true, after_sale_state = 'COMPLETE'
       where id = any(${arrayParam(given.map((l) => l.id))}::bigint[])`);
    await refreshShopDaifaStatusOf(tx, order.id);
    // the rest may now all be taken (→ packing)
    await settleOrder(tx, deps.funds, order, input.who);
  }

  if (whole)
    await tx.execute(sql`
      update daifa_order_lines set after_sale_state = 'COMPLETE'
       where id = any(${arrayParam(given.map((l) => l.id))}::bigint[])`);
  await completeCase(tx, kase, {
    refundedFen,
    lineRefunds: new Map(given.map((l) => [l.id, lineRefundFen(l)])),
    skipped,
    who: input.who,
  });
  return { asNo: kase.asNo, status: 'COMPLETE', refundedFen, skipped };
}

/** The warehouse gives the line up before anyone takes it; why not, when it will not or cannot. */
async function dropAtWarehouse(fulfilment: FulfilmentGateway, orderNo: string, line: OrderLine) {
  const answer = await fulfilment.steer(orderNo, line.id, { kind: 'drop' });
  if (answer.outcome === 'DONE') return null;
  if (answer.outcome === 'UNREACHABLE') return '仓库暂时联系不上，未退款，请稍后重试';
  return '商品刚被拿货，未退款';
}
