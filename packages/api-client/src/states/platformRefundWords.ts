/**
 * A shop refund in its platform's own words (店铺售后详情), read from the refund as the platform sent
 * it: 淘宝's status and good_status, 抖店's aftersale_type and aftersale_status. Null for a platform
 * that sends only the common fields.
 */
const TAOBAO_STATUS: Record<string, string> = {
  WAIT_SELLER_AGREE: '买家已经申请退款，等待卖家同意',
  WAIT_BUYER_RETURN_GOODS: '卖家已经同意退款，等待买家退货',
  WAIT_SELLER_CONFIRM_GOODS: '买家已经退货，等待卖家确认收货',
  SELLER_REFUSE_BUYER: '卖家拒绝退款',
  CLOSED: '退款关闭',
  SUCCESS: '退款成功',
};
const TAOBAO_GOODS: Record<string, string> = {
  BUYER_NOT_RECEIVED: '买家未收到货',
  BUYER_RECEIVED: '买家已收到货',
  BUYER_RETURNED_GOODS: '买家已退货',
};
const DOUDIAN_TYPE: Record<string, string> = {
  '0': '退货退款',
  '1': '已发货仅退款',
  '2': '未发货仅退款',
  '3': '换货',
};
const DOUDIAN_STATUS: Record<string, string> = {
  '6': '待商家处理',
  '7': '待买家退货',
  '11': '待商家收货',
  '12': '同意退款',
  '27': '商家拒绝售后申请',
  '28': '售后失败',
};

export function platformRefundWords(platform: string, raw: Record<string, unknown>): string | null {
  const text = (v: unknown) => (v === undefined || v === null ? null : String(v));
  if (platform === 'TAOBAO' && text(raw.tb_status)) {
    const status = text(raw.tb_status)!;
    const goods = text(raw.good_status);
    return [`${status} ${TAOBAO_STATUS[status] ?? ''}`.trim(), goods ? (TAOBAO_GOODS[goods] ?? goods) : null]
      .filter(Boolean)
      .join(' · ');
  }
  if (platform === 'TIKTOK' && text(raw.aftersale_status)) {
    const status = text(raw.aftersale_status)!;
    const type = text(raw.aftersale_type);
    return [
      type ? (DOUDIAN_TYPE[type] ?? `类型 ${type}`) : null,
      `${status} ${DOUDIAN_STATUS[status] ?? ''}`.trim(),
    ]
      .filter(Boolean)
      .join(' · ');
  }
  return null;
}
