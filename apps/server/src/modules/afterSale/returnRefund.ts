import { sql } from 'drizzle-orm';
import { RETURN_WAYBILL_DAYS } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import type { ReturnsGateway } from '../daifa/gateways/returnsGateway.ts';
import { findOrder } from '../daifa/orders/daifaOrders.ts';
import { orderLines, orderSignedAt, pickLines, returnLineBlock, returnOrderBlock } from './afterSaleLines.ts';
import type { ApplyInput, ApplyResult } from './refundUndelivered.ts';
import { deskLinesOf, openShippedCase } from './caseRefund.ts';
import { returnCodeOf } from './returnSettings.ts';
import { DeskUnreachable } from './deskUnreachable.ts';

/** What the stall is asked to do with the goods, beside taking them back. */
const SERVICE_OF: Partial<Record<string, 'EXCHANGE' | 'REPAIR'>> = {
  EXCHANGE_GOODS: 'EXCHANGE',
  ELSE_MAINTENANCE: 'REPAIR',
};

/**
 * 退货退款 (and 换货, 维修, which go the same way to the stall): the buyer sends the goods back to the warehouse's returns desk, which signs for them, checks
 * them and walks them back to the stall; the stall's answer refunds the goods (less 退货服务费) by the
 * desk's events (`returnEvents.ts`). Here the case opens GOODS_RETURNING / WAIT_SIGNED with 3 days to
 * give the buyer's waybill, and the desk is told what to expect — in the case's transaction, so a desk
 * out of reach opens nothing.
 */
export async function applyReturnRefund(
  tx: DbOrTx,
  deps: { returns: ReturnsGateway },
  input: ApplyInput,
  /** 转退货退款 after a failed interception: the parcel goes on to the buyer, so it need not be signed for yet. */
  opts: { beforeSigning?: boolean } = {},
): Promise<ApplyResult> {
  const order = await findOrder(tx, input.tenantId, input.orderNo, { lock: true });
  if (!order) throw notFound('订单不存在');
  const signedAt = await orderSignedAt(tx, order.id);
  const blocked =
    opts.beforeSigning && !signedAt && order.status === 'DELIVERED'
      ? null
      : returnOrderBlock(order.status, signedAt);
  if (blocked) throw new ApiError(blocked.code, blocked.why);
  const lines = await orderLines(tx, order.id, true);
  const picked = pickLines(lines, input.lineNos, returnLineBlock);
  const kase = await openShippedCase(
    tx,
    order,
    picked,
    input,
    'GOODS_RETURNING',
    sql`return_state = 'WAIT_SIGNED', waybill_due_at = now() + make_interval(days => ${RETURN_WAYBILL_DAYS}),
        exchange_to = ${input.type === 'EXCHANGE_GOODS' ? (input.exchangeTo ?? null) : null}`,
  );
  const service = SERVICE_OF[input.type];
  const desk = await deps.returns.expect({
    asNo: kase.asNo,
    orderNo: order.orderNo,
    returnCode: returnCodeOf(input.tenantId),
    reason: input.reason,
    ...(service ? { service } : {}),
    ...(service === 'EXCHANGE' ? { exchangeTo: input.exchangeTo ?? '' } : {}),
    lines: deskLinesOf(picked),
  });
  if (desk.outcome === 'UNREACHABLE') throw new DeskUnreachable('售后未提交');
  if (desk.outcome !== 'DONE') throw new Error(`returns desk refused ${kase.asNo}: ${JSON.stringify(desk)}`);
  return { asNo: kase.asNo, status: 'GOODS_RETURNING', refundedFen: 0, skipped: [] };
}
