import { sql, type SQL } from 'drizzle-orm';
import { FEE_WAIVED_REASONS, RETURN_SERVICE_FEE_FEN, yuanText } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import type { FundsServices } from '../funds/fundsServices.ts';
import { refreshDerived, type DaifaOrderHead } from '../daifa/orders/daifaOrders.ts';
import { openCase } from './afterSaleCases.ts';
import type { ApplyInput } from './refundUndelivered.ts';
import { refundParts } from '../daifa/payments/daifaPayments.ts';
import type { ExpectedReturn } from '../daifa/gateways/returnsGateway.ts';
import { returnRefundFen, type OrderLine } from './afterSaleLines.ts';
import { postReturnFee } from './refuseFee.ts';

/** The lines a case sends to the returns desk: what went out of each (the pieces taken) at its price. */
export const deskLinesOf = (picked: OrderLine[]): ExpectedReturn['lines'] =>
  picked.map((l) => ({
    lineId: l.id,
    lineNo: l.line_no,
    articleNo: l.article_no,
    stall: l.stall,
    color: l.color,
    size: l.size,
    qty: l.took_qty,
    priceFen: l.price_fen,
  }));

/**
 * Goods coming back to the stall through the warehouse (a return taken back, a parcel intercepted):
 * `refund` fen to the balance under `{key}:ORDER`, then 退货服务费 ¥2.00 a piece (never more than the
 * refund; none for 发错货 / 质量问题) as a PROXY_RETURN_GOODS bill on the case under `{key}:fee`.
 * Returns the fee charged.
 */
export async function refundLessFee(
  tx: DbOrTx,
  funds: FundsServices,
  order: Pick<DaifaOrderHead, 'id' | 'tenantId' | 'orderNo'>,
  kase: { asNo: string; reason: string },
  input: { refund: number; pieces: number; key: string; kind: string; why: string; feeWhat?: string },
): Promise<number> {
  if (input.refund <= 0) return 0;
  const waived = (FEE_WAIVED_REASONS as readonly string[]).includes(kase.reason);
  const fee = waived ? 0 : Math.min(input.refund, input.pieces * RETURN_SERVICE_FEE_FEN);
  await refundParts(
    tx,
    funds,
    order,
    [{ itemType: 'ORDER', fen: input.refund }],
    { accountId: null, operatorName: '系统', reason: `${kase.asNo}：${input.why}` },
    input.key,
    input.kind,
  );
  if (fee > 0)
    await postReturnFee(tx, funds, {
      tenantId: order.tenantId,
      asNo: kase.asNo,
      fen: fee,
      memo: `${input.feeWhat ?? '退货服务费'}：${input.pieces}件 × ${yuanText(RETURN_SERVICE_FEE_FEN)}`,
      idempotencyKey: `${input.key}:fee`,
    });
  return fee;
}

/**
 * A case on goods that went out (退货退款, 已发货仅退款): what each picked line sent (its taken pieces, at
 * their price) applied for, the case's own stage (`stage`: its return or interception columns), and the
 * order's lines following it (`status`) so daifa's tabs see it.
 */
export async function openShippedCase(
  tx: DbOrTx,
  order: Pick<DaifaOrderHead, 'id' | 'orderNo'>,
  picked: OrderLine[],
  input: ApplyInput,
  status: 'GOODS_RETURNING' | 'REFUNDING',
  stage: SQL,
  /** 价保 asks its own amount; 补寄 covers the pieces short (one a line), not all that went out. */
  opts: { appliedFen?: number; qtyOf?: (l: OrderLine) => number } = {},
) {
  const qtyOf = opts.qtyOf ?? ((l: OrderLine) => l.took_qty);
  const kase = await openCase(tx, {
    tenantId: input.tenantId,
    order,
    type: input.type,
    status,
    reason: input.reason,
    remark: input.remark,
    appliedFen: opts.appliedFen ?? picked.reduce((s, l) => s + returnRefundFen(l), 0),
    lines: picked.map((l) => ({ lineId: l.id, lineNo: l.line_no, qty: qtyOf(l) })),
    who: input.who,
    source: input.source,
  });
  await tx.execute(sql`update after_sales set ${stage} where id = ${kase.id}`);
  await tx.execute(sql`
    update daifa_order_lines set after_sale_state = ${status}
     where id = any(${arrayParam(picked.map((l) => l.id))}::bigint[])`);
  await refreshDerived(tx, order.id);
  return kase;
}
