import { sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import type { ReturnsGateway } from '../daifa/gateways/returnsGateway.ts';
import { findOrder } from '../daifa/orders/daifaOrders.ts';
import { orderLines, orderSignedAt, pickLines, returnLineBlock, returnOrderBlock } from './afterSaleLines.ts';
import type { ApplyInput, ApplyResult } from './refundUndelivered.ts';
import { deskLinesOf, openShippedCase } from './caseRefund.ts';
import { DeskUnreachable } from './deskUnreachable.ts';
import { overCap } from './afterSaleCases.ts';

const notApplicable = (why: string) => new ApiError(ErrorCode.AFTER_SALE_TYPE_NOT_APPLICABLE, why);

/**
 * 价保 and 补寄: nothing comes back, the warehouse looks into it. 价保 — the stall has since lowered its
 * price; the seller asks the difference (≤ the goods that went out, 44003 over), from the parcel's
 * collection until 15 days after signing. 补寄 — the buyer opened the parcel short of a piece or a part;
 * one piece a line ticked, once signed for (15 days). The case opens REFUNDING / 仓库核实中 and the desk's
 * REVIEW_RESULT settles it (`reviewAnswered`); told in the case's transaction, so a desk out of reach
 * opens nothing.
 */
export async function applyReview(
  tx: DbOrTx,
  deps: { returns: ReturnsGateway },
  input: ApplyInput & { amountFen?: number },
): Promise<ApplyResult> {
  const order = await findOrder(tx, input.tenantId, input.orderNo, { lock: true });
  if (!order) throw notFound('订单不存在');
  const price = input.type === 'ELSE_PRICE_PROTECTION';
  const signedAt = await orderSignedAt(tx, order.id);
  if (!price && !signedAt && order.status === 'DELIVERED')
    throw notApplicable('包裹尚未签收，签收后可申请补寄');
  const blocked =
    price && !signedAt && order.status === 'DELIVERED' ? null : returnOrderBlock(order.status, signedAt);
  if (blocked) throw new ApiError(blocked.code, blocked.why);
  const picked = pickLines(await orderLines(tx, order.id, true), input.lineNos, returnLineBlock);
  const goods = picked.reduce((s, l) => s + l.took_qty * l.price_fen, 0);
  if (price && (input.amountFen ?? 0) > goods) throw overCap(goods);
  const kase = await openShippedCase(tx, order, picked, input, 'REFUNDING', sql`review_state = 'REVIEWING'`, {
    appliedFen: price ? input.amountFen! : picked.reduce((s, l) => s + l.price_fen, 0),
    ...(price ? {} : { qtyOf: () => 1 }),
  });
  const desk = await deps.returns.review({
    asNo: kase.asNo,
    orderNo: order.orderNo,
    kind: price ? 'PRICE' : 'REISSUE',
    reason: input.reason,
    ...(price ? { fen: input.amountFen! } : {}),
    lines: deskLinesOf(picked),
  });
  if (desk.outcome === 'UNREACHABLE') throw new DeskUnreachable('售后未提交');
  if (desk.outcome === 'UNKNOWN_ORDER') throw notApplicable('仓库查不到该订单的包裹，无法核实');
  if (desk.outcome !== 'DONE') throw new Error(`returns desk refused ${kase.asNo}: ${JSON.stringify(desk)}`);
  return { asNo: kase.asNo, status: 'REFUNDING', refundedFen: 0, skipped: [] };
}
