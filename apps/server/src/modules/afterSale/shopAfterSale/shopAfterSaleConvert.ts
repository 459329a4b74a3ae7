import { sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { ApiError, notFound } from '../../../http/apiError.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { FulfilmentGateway } from '../../daifa/gateways/fulfilmentGateway.ts';
import type { ReturnsGateway } from '../../daifa/gateways/returnsGateway.ts';
import type { Who } from '../../daifa/payments/lineSettlement.ts';
import { refundUndelivered, type CaseType } from '../refundUndelivered.ts';
import { applyReturnRefund } from '../returnRefund.ts';
import { applyInterceptRefund } from '../refundDelivered.ts';
import { convertOf, shopCaseRecord, type ShopCaseRecord } from './shopAfterSaleRows.ts';
import { forgetLeaked } from './shopAfterSaleLeaks.ts';
import { giveReturnWaybill } from '../returnCase.ts';
import { courierByName } from '../../daifa/express/couriers.ts';

/** 售后原因 as 申请售后 lists them, read from the buyer's words (发错货 and 质量问题 waive 退货服务费). */
export function reasonOf(shopReason: string): string {
  if (shopReason.includes('发错')) return '发错货';
  if (/质量|破损|瑕疵/.test(shopReason)) return '质量问题';
  if (/尺码|颜色|大小/.test(shopReason)) return '尺码/颜色不合适';
  if (/拍错|多拍|不想要/.test(shopReason)) return '买家拍错/多拍';
  return '七天无理由';
}

/**
 * 填写退货单号 from the platform: the waybill the buyer gave their shop. In a savepoint: a number another
 * case has (44005) or the desk refusing leaves the case open for the seller to fill in, as by hand.
 */
async function giveShopReturnWaybill(
  tx: DbOrTx,
  returns: ReturnsGateway,
  tenantId: number,
  asNo: string,
  r: ShopCaseRecord,
  who: Who,
) {
  const courier = courierByName(r.return_company ?? '')?.code ?? 'ZTO';
  try {
    await tx.transaction((sp) =>
      giveReturnWaybill(sp, returns, { tenantId, asNo, waybillNo: r.return_waybill_no!, courier, who }),
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

/**
 * 转为代发售后: the shop case's dropship line gets the case its order allows now, through 申请售后's own
 * paths (the order locked, its rules and errors); the shop case keeps the link, so converting again
 * answers the same case. The shop case's row is locked first, so two clicks make one case.
 */
export async function convertShopAfterSale(
  tx: DbOrTx,
  deps: { funds: FundsServices; fulfilment: FulfilmentGateway; returns: ReturnsGateway },
  input: {
    tenantId: number;
    id: number;
    who: Who & { accountId: number };
    /** 自动售后: the case is AUTO and the refund's version counts as decided. */
    source?: 'MANUAL' | 'AUTO';
    /** The refund as the caller read it, locked in this transaction already. */
    record?: ShopCaseRecord;
  },
) {
  const r = input.record ?? (await shopCaseRecord(tx, input.tenantId, input.id, true));
  if (!r) throw notFound('店铺售后不存在');
  if (r.as_no)
    return {
      id: input.id,
      asNo: r.as_no,
      type: r.case_type ?? '',
      status: r.case_status ?? '',
      refundedFen: 0,
    };
  const decision = convertOf(r);
  if (!decision.type)
    throw new ApiError(ErrorCode.AFTER_SALE_TYPE_NOT_APPLICABLE, decision.why ?? '不能转为代发售后');
  const apply = {
    tenantId: input.tenantId,
    orderNo: r.daifa_order_no!,
    type: decision.type as CaseType,
    lineNos: [Number(r.line_no)],
    reason: reasonOf(r.reason),
    remark: `店铺售后 ${r.refund_id}`,
    who: input.who,
    source: input.source,
    // 换货: the colour and size the buyer asked the platform for
    ...(decision.type === 'EXCHANGE_GOODS'
      ? { exchangeTo: String(r.raw.exchange_to ?? '').slice(0, 40) || '见店铺售后' }
      : {}),
  };
  // 极速退款 follows the order: refunded at once while at the stall, else a return
  const returning =
    apply.type === 'RETURN_GOODS_DELIVERY' ||
    apply.type === 'EXCHANGE_GOODS' ||
    (apply.type === 'FAST_REFUND_TIKTOK' && !['WAITING_TAKING', 'TAKING'].includes(r.daifa_status ?? ''));
  const result = returning
    ? await applyReturnRefund(tx, { returns: deps.returns }, apply)
    : apply.type === 'REFUND_DELIVERY'
      ? await applyInterceptRefund(tx, { returns: deps.returns }, apply)
      : await refundUndelivered(tx, { funds: deps.funds, fulfilment: deps.fulfilment }, apply);
  // the buyer's return waybill the platform already shows goes to the case (and the desk) at once
  if (returning && r.return_waybill_no)
    await giveShopReturnWaybill(tx, deps.returns, input.tenantId, result.asNo, r, input.who);
  await tx.execute(sql`
    update shop_after_sales set after_sale_id = (select id from after_sales where as_no = ${result.asNo}),
           updated_at = now() ${input.source === 'AUTO' ? sql`, auto_checked_at = platform_modified_at` : sql``}
     where id = ${input.id}`);
  await forgetLeaked(tx, input.tenantId);
  return {
    id: input.id,
    asNo: result.asNo,
    type: apply.type,
    status: result.status,
    refundedFen: result.refundedFen,
  };
}
