import type { OrderSchedule } from './orderSchedule.ts';
import type { WirePlatformValue } from './wire.ts';

type Refund = NonNullable<OrderSchedule['refund']>;

/** Where a refund stands: asked, agreed (the buyer to send the goods back), sent back, or ended. */
export type RefundStage = 'ASKED' | 'AGREED' | 'SHIPPED_BACK' | 'RESOLVED';

export function refundStageAt(refund: Refund, now: number): RefundStage {
  if (refund.resolvedAt <= now) return 'RESOLVED';
  const back = refund.goodsBack;
  if (back?.shippedBackAt != null && back.shippedBackAt <= now) return 'SHIPPED_BACK';
  if (back && back.agreedAt <= now) return 'AGREED';
  return 'ASKED';
}

/** 未发货仅退款, 已发货仅退款 or 退货退款: what the buyer asked for, in common words. */
export const refundKindOf = (refund: Refund) =>
  refund.early
    ? 'UNSHIPPED'
    : refund.exchange
      ? 'EXCHANGE'
      : refund.goodsBack
        ? 'RETURN_GOODS'
        : 'REFUND_ONLY';

const SIZES = ['S', 'M', 'L', 'XL', '2XL'];
/** 换货: the next size up (the one the buyer keeps asking for), in the same colour. */
export function exchangeSpecOf(line: { colour: string; size: string }): string {
  const i = SIZES.indexOf(line.size.toUpperCase());
  const size = i >= 0 ? SIZES[Math.min(SIZES.length - 1, i + 1)]! : line.size === '均码' ? '均码' : 'L';
  return `${line.colour}/${size === line.size ? 'M' : size}`;
}

const TAOBAO_OPEN: Record<Exclude<RefundStage, 'RESOLVED'>, string> = {
  ASKED: 'WAIT_SELLER_AGREE',
  AGREED: 'WAIT_BUYER_RETURN_GOODS',
  SHIPPED_BACK: 'WAIT_SELLER_CONFIRM_GOODS',
};
const TAOBAO_END: Record<Refund['outcome'], string> = {
  REFUNDED: 'SUCCESS',
  CLOSED: 'CLOSED',
  REFUSED: 'SELLER_REFUSE_BUYER',
};
// 6 待商家处理, 7 待买家退货, 11 待商家收货; 12 同意退款, 27 商家拒绝售后申请, 28 售后失败 (withdrawn)
const DOUDIAN_OPEN: Record<Exclude<RefundStage, 'RESOLVED'>, number> = {
  ASKED: 6,
  AGREED: 7,
  SHIPPED_BACK: 11,
};
const DOUDIAN_END: Record<Refund['outcome'], number> = { REFUNDED: 12, CLOSED: 28, REFUSED: 27 };

/**
 * A refund as each platform words it, beside the common fields: 淘宝's status, good_status and
 * has_good_return with its refund_version and, once the buyer sent the goods back, sid and
 * company_name; 抖店's aftersale_type and aftersale_status with refund_amount in fen and the return's
 * logistics_code (aftersale_tags 极速退款 on one it granted at once); 拼多多's after_sales_type and
 * after_sales_status with refund_amount and the return's tracking_number. Other channels send the
 * common fields only.
 */
export function refundShapeOf(
  channel: string,
  refund: Refund,
  stage: RefundStage,
  modifiedMs: number,
  fen: number,
): Record<string, WirePlatformValue> {
  const back = refund.goodsBack;
  const sent = stage === 'SHIPPED_BACK' || (stage === 'RESOLVED' && back?.shippedBackAt != null);
  if (channel === 'TAOBAO')
    return {
      tb_status: stage === 'RESOLVED' ? TAOBAO_END[refund.outcome] : TAOBAO_OPEN[stage],
      good_status: refund.early ? 'BUYER_NOT_RECEIVED' : sent ? 'BUYER_RETURNED_GOODS' : 'BUYER_RECEIVED',
      has_good_return: !!back,
      refund_version: modifiedMs,
      ...(sent ? { sid: back!.waybillNo, company_name: back!.company } : {}),
    };
  if (channel === 'TIKTOK')
    return {
      // 0 退货退款, 1 已发货仅退款, 2 未发货仅退款, 3 换货
      aftersale_type: refund.early ? 2 : refund.exchange ? 3 : back ? 0 : 1,
      // 极速退款: the platform refunded the buyer at once; 抖店 tags the after-sale so
      ...(refund.fast ? { aftersale_tags: [{ tag_detail: '极速退款', tag_detail_en: 'fast_refund' }] } : {}),
      aftersale_status: stage === 'RESOLVED' ? DOUDIAN_END[refund.outcome] : DOUDIAN_OPEN[stage],
      refund_amount: fen,
      ...(sent ? { logistics_code: back!.waybillNo, company_name: back!.company } : {}),
    };
  if (channel === 'PDD')
    return {
      // 2 仅退款, 3 退货退款, 4 换货
      after_sales_type: refund.exchange ? 4 : back ? 3 : 2,
      after_sales_status:
        stage === 'RESOLVED' ? PDD_END[refund.outcome] : stage === 'ASKED' ? (back ? 3 : 2) : 7,
      refund_amount: fen,
      ...(sent ? { tracking_number: back!.waybillNo, shipping_name: back!.company } : {}),
    };
  return {};
}

// 2 买家申请退款，待商家处理; 3 退货退款，待商家处理; 7 已同意退货退款，待用户发货; 10 退款成功;
// 6 驳回退款，待买家处理; 11 买家撤销
const PDD_END: Record<Refund['outcome'], number> = { REFUNDED: 10, CLOSED: 11, REFUSED: 6 };
