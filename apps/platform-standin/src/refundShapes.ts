import type { OrderSchedule } from './orderSchedule.ts';

type Refund = NonNullable<OrderSchedule['refund']>;

/**
 * A refund as each platform words it, beside the common fields: 淘宝's status and good_status with its
 * refund_version, 抖店's aftersale_type and aftersale_status with refund_amount in fen. Other channels
 * send the common fields only.
 */
export function refundShapeOf(
  channel: string,
  refund: Refund,
  resolved: boolean,
  modifiedMs: number,
  fen: number,
): Record<string, string | number> {
  const state = resolved ? refund.outcome : 'REFUNDING';
  if (channel === 'TAOBAO')
    return {
      tb_status:
        state === 'REFUNDING'
          ? 'WAIT_SELLER_AGREE'
          : state === 'REFUNDED'
            ? 'SUCCESS'
            : state === 'CLOSED'
              ? 'CLOSED'
              : 'SELLER_REFUSE_BUYER',
      good_status: refund.early ? 'BUYER_NOT_RECEIVED' : 'BUYER_RECEIVED',
      refund_version: modifiedMs,
    };
  if (channel === 'TIKTOK')
    return {
      // 0 退货退款, 1 已发货仅退款, 2 未发货仅退款
      aftersale_type: refund.early ? 2 : 0,
      // 6 待商家处理, 12 同意退款, 27 商家拒绝售后申请, 28 售后失败 (the buyer withdrew it)
      aftersale_status: state === 'REFUNDING' ? 6 : state === 'REFUNDED' ? 12 : state === 'CLOSED' ? 28 : 27,
      refund_amount: fen,
    };
  return {};
}
