/**
 * A shop refund in its platform's own words (店铺售后详情), read from the refund as the platform sent
 * it: 淘宝's status and good_status, 抖店's aftersale_type and aftersale_status (and its 极速退款 tag),
 * 拼多多's after_sales_type and after_sales_status. Null for a platform that sends only the common fields.
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

const PDD_TYPE: Record<string, string> = {
  '2': '仅退款',
  '3': '退货退款',
  '4': '换货',
  '5': '缺货补寄',
  '6': '维修',
};
const PDD_STATUS: Record<string, string> = {
  '2': '买家申请退款，待商家处理',
  '3': '退货退款，待商家处理',
  '4': '商家同意退款，退款中',
  '5': '平台同意退款，退款中',
  '6': '驳回退款，待买家处理',
  '7': '已同意退货退款，待用户发货',
  '8': '平台处理中',
  '9': '平台拒绝退款，退款关闭',
  '10': '退款成功',
  '11': '买家撤销',
};

/** 抖店's 极速退款: the platform refunded the buyer at once (its aftersale_tags [{tag_detail: 极速退款}]). */
export const hasFastRefundTag = (tags: unknown) =>
  Array.isArray(tags) && tags.some((t) => (t as { tag_detail?: unknown } | null)?.tag_detail === '极速退款');

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
      hasFastRefundTag(raw.aftersale_tags) ? '极速退款' : null,
      `${status} ${DOUDIAN_STATUS[status] ?? ''}`.trim(),
    ]
      .filter(Boolean)
      .join(' · ');
  }
  if (platform === 'PDD' && text(raw.after_sales_status)) {
    const status = text(raw.after_sales_status)!;
    const type = text(raw.after_sales_type);
    return [type ? (PDD_TYPE[type] ?? `类型 ${type}`) : null, `${status} ${PDD_STATUS[status] ?? ''}`.trim()]
      .filter(Boolean)
      .join(' · ');
  }
  return null;
}
