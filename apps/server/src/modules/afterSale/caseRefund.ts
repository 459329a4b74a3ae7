import { FEE_WAIVED_REASONS, RETURN_SERVICE_FEE_FEN } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import type { FundsServices } from '../funds/fundsServices.ts';
import type { DaifaOrderHead } from '../daifa/orders/daifaOrders.ts';
import { refundParts } from '../daifa/payments/daifaPayments.ts';
import type { ExpectedReturn } from '../daifa/gateways/returnsGateway.ts';
import type { OrderLine } from './afterSaleLines.ts';
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
      memo: `${input.feeWhat ?? '退货服务费'}：${input.pieces}件 × ¥${(RETURN_SERVICE_FEE_FEN / 100).toFixed(2)}`,
      idempotencyKey: `${input.key}:fee`,
    });
  return fee;
}
