import { sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import type { ReturnsGateway } from '../daifa/gateways/returnsGateway.ts';
import { findOrder } from '../daifa/orders/daifaOrders.ts';
import {
  interceptOrderBlock,
  orderLines,
  orderSignedAt,
  pickLines,
  returnLineBlock,
} from './afterSaleLines.ts';
import type { ApplyInput, ApplyResult } from './refundUndelivered.ts';
import { deskLinesOf, openShippedCase } from './caseRefund.ts';
import { DeskUnreachable } from './deskUnreachable.ts';

const notApplicable = (why: string) => new ApiError(ErrorCode.AFTER_SALE_TYPE_NOT_APPLICABLE, why);

/** The desk's refusals in the seller's words (each leaves nothing opened). */
const DESK_REFUSALS: Record<string, string> = {
  ALREADY_SIGNED: '包裹已签收，不支持仅退款，请申请退货退款',
  ALREADY_INTERCEPTED: '包裹已被拦截退回',
  NOT_COLLECTED: '快递尚未揽收，请直接取消订单',
  PARCEL_PROBLEM: '包裹已异常退回，请在问题件中处理',
};

/**
 * 已发货仅退款: the buyer wants a refund while the parcel is still on its way. The warehouse asks the
 * courier to bring the whole parcel back (拦截), so every line that went out in it is in the case; the
 * case opens REFUNDING / 拦截中 and the desk's INTERCEPT_RESULT settles it (`interceptEvents.ts`). The
 * desk is told in the case's transaction: out of reach, nothing opens; a parcel signed for meanwhile is
 * 44001 (退货退款 is the way then).
 */
export async function applyInterceptRefund(
  tx: DbOrTx,
  deps: { returns: ReturnsGateway },
  input: ApplyInput,
): Promise<ApplyResult> {
  const order = await findOrder(tx, input.tenantId, input.orderNo, { lock: true });
  if (!order) throw notFound('订单不存在');
  const blocked = interceptOrderBlock(order.status, await orderSignedAt(tx, order.id));
  if (blocked) throw notApplicable(blocked);
  const lines = await orderLines(tx, order.id, true);
  const picked = pickLines(lines, input.lineNos, returnLineBlock);
  const inParcel = lines.filter((l) => returnLineBlock(l) === null);
  if (inParcel.some((l) => !picked.includes(l)))
    throw notApplicable('拦截会退回整个包裹，请选择包裹内的全部商品');
  const kase = await openShippedCase(
    tx,
    order,
    picked,
    { ...input, type: 'REFUND_DELIVERY' },
    'REFUNDING',
    sql`intercept_state = 'INTERCEPTING'`,
  );
  const desk = await deps.returns.intercept({
    asNo: kase.asNo,
    orderNo: order.orderNo,
    reason: input.reason,
    lines: deskLinesOf(picked),
  });
  if (desk.outcome === 'UNREACHABLE') throw new DeskUnreachable('售后未提交');
  if (desk.outcome === 'UNKNOWN_ORDER')
    throw notApplicable('仓库查不到该订单的包裹，无法拦截，请在签收后申请退货退款');
  if (desk.outcome === 'REFUSED')
    throw notApplicable(DESK_REFUSALS[desk.code] ?? `无法拦截：${desk.message}`);
  return { asNo: kase.asNo, status: 'REFUNDING', refundedFen: 0, skipped: [] };
}
