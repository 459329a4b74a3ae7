import { sql } from 'drizzle-orm';
import { FEE_WAIVED_REASONS, RETURN_SERVICE_FEE_FEN, yuanText } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import type { FundsServices } from '../funds/fundsServices.ts';
import { refreshDerived, type DaifaOrderHead } from '../daifa/orders/daifaOrders.ts';
import { addCaseEvent } from './afterSaleCases.ts';
import { moveCase as move, type ReturnCase } from './returnCase.ts';
import { chargeCaseFee } from './refuseFee.ts';
import { acceptedOf, refusedToProblem, settleLines, stallResults } from './stallAnswer.ts';
import { textOf } from './deskText.ts';

const SYSTEM = { accountId: null, operatorName: '仓库' };

/**
 * 换货 / 维修 at the stall: the pieces it swapped (or mended) go to the buyer again in one parcel the
 * desk names (`reship`); nothing is refunded. The seller pays 退货服务费 ¥2.00 a piece (none for 发错货
 * / 质量问题) and the parcel's freight (the order's own), from the balance or as a 补款. Pieces it would
 * not swap (档口无货可换…) wait as PROBLEM like a return's refused ones: 协商退款 may still get money back.
 */
export async function stallSwapped(
  tx: DbOrTx,
  funds: FundsServices,
  order: Pick<DaifaOrderHead, 'id' | 'tenantId' | 'orderNo' | 'freightFen'>,
  kase: ReturnCase,
  data: Record<string, unknown>,
) {
  const results = await stallResults(tx, kase, data);
  const pieces = results.reduce((s, r) => s + r.accepted, 0);
  const raw = (data.reship ?? {}) as Record<string, unknown>;
  const reship =
    pieces > 0 ? { waybillNo: textOf(raw.waybillNo, 30), courier: textOf(raw.courier, 30) } : null;
  const waived = (FEE_WAIVED_REASONS as readonly string[]).includes(kase.reason);
  const serviceFen = waived ? 0 : pieces * RETURN_SERVICE_FEE_FEN;
  const freightFen = pieces > 0 ? order.freightFen : 0;
  await settleLines(tx, kase, results, () => 0);
  const refused = results.filter((r) => r.reason !== null);
  // the pieces swapped come back to the buyer, not as money: what may still be refunded on the case
  // (协商退款, 申诉 on the refused ones) no longer counts their goods
  const swappedFen = results.reduce((sum, r) => sum + r.fen, 0);
  const shipped = sql`, applied_fen = greatest(refunded_fen, applied_fen - ${swappedFen})
    ${reship ? sql`, reship_waybill_no = ${reship.waybillNo}, reship_courier = ${reship.courier}, reshipped_at = now()` : sql``}`;
  if (refused.length) await refusedToProblem(tx, kase, refused, shipped);
  else await move(tx, kase, 'COMPLETE', 'FACTORY_RETURNED', shipped, true);
  await refreshDerived(tx, order.id);
  const what = kase.type === 'EXCHANGE_GOODS' ? '换货' : '维修';
  await addCaseEvent(
    tx,
    kase.id,
    'STALL_ANSWERED',
    { accepted: acceptedOf(results), fen: 0, feeFen: 0, service: what },
    SYSTEM,
  );
  if (reship) await addCaseEvent(tx, kase.id, 'RESHIPPED', { ...reship, pieces, service: what }, SYSTEM);
  if (serviceFen + freightFen > 0)
    await chargeCaseFee(tx, funds, {
      afterSaleId: kase.id,
      asNo: kase.asNo,
      tenantId: order.tenantId,
      orderNo: order.orderNo,
      goods: results.filter((r) => r.accepted > 0).map((r) => ({ ...r.goods, qty: r.accepted })),
      fen: serviceFen + freightFen,
      pieces,
      memo: [
        serviceFen ? `退货服务费：${pieces}件 × ${yuanText(RETURN_SERVICE_FEE_FEN)}` : null,
        freightFen ? `${what}寄出运费 ${yuanText(freightFen)}` : null,
      ]
        .filter(Boolean)
        .join('；'),
      // a second walk to the stall (重新退档口) is charged under a key of its own
      idempotencyKey: `aftersale:${kase.asNo}${kase.rereturns ? ':r2' : ''}:fee`,
      extra: { serviceFen, freightFen },
    });
  if (!refused.length) await addCaseEvent(tx, kase.id, 'COMPLETED', {}, SYSTEM);
}
