import { defineStateMap } from './defineStateMap.ts';

/** A synced order's status on its platform (domain.md: one dimension of several). */
export const platformOrderStatus = defineStateMap({
  WAIT_PAY: { label: '待付款', tone: 'warning' },
  WAIT_SEND: { label: '待发货', tone: 'processing' },
  SENT: { label: '已发货', tone: 'success' },
  FINISHED: { label: '已完成', tone: 'default' },
  CLOSED: { label: '已关闭', tone: 'muted' },
});

/** The buyer's refund on the platform, apart from the order status. */
export const platformRefundStatus = defineStateMap({
  NONE: { label: '无退款', tone: 'muted' },
  REFUNDING: { label: '退款中', tone: 'error' },
  REFUNDED: { label: '已退款', tone: 'default' },
  REFUSED: { label: '拒绝退款', tone: 'warning' },
});

/**
 * A shop refund's own status (店铺售后): the order's refund states, and CLOSED when the buyer withdrew it
 * (淘宝 CLOSED 退款关闭, 抖店 28 售后失败) — the order line then shows no refund at all.
 */
export const shopRefundStatus = defineStateMap({
  REFUNDING: { label: '退款中', tone: 'error' },
  REFUNDED: { label: '已退款', tone: 'default' },
  REFUSED: { label: '拒绝退款', tone: 'warning' },
  CLOSED: { label: '买家已撤销', tone: 'muted' },
});

/** What the buyer asked their shop for (店铺售后): the platforms' after-sale kinds in common words. */
export const shopRefundKind = defineStateMap({
  UNSHIPPED: { label: '未发货仅退款', tone: 'default' },
  REFUND_ONLY: { label: '已发货仅退款', tone: 'warning' },
  RETURN_GOODS: { label: '退货退款', tone: 'processing' },
  EXCHANGE: { label: '换货', tone: 'processing' },
});

/** Whether the order's goods were placed as dropship orders with us (set by the 代发 module). */
export const daifaStatus = defineStateMap({
  NONE: { label: '未代发', tone: 'default' },
  PARTIAL: { label: '部分代发', tone: 'warning' },
  DONE: { label: '已代发', tone: 'success' },
});

export const printStatus = defineStateMap({
  UNPRINTED: { label: '未打印', tone: 'muted' },
  PRINTED: { label: '已打印', tone: 'success' },
});

/** The seller's coloured flag (旗帜), numbered as the platforms number them. */
export const sellerFlag = defineStateMap({
  '0': { label: '无旗帜', tone: 'muted' },
  '1': { label: '红旗', tone: 'error' },
  '2': { label: '黄旗', tone: 'warning' },
  '3': { label: '绿旗', tone: 'success' },
  '4': { label: '蓝旗', tone: 'processing' },
  '5': { label: '紫旗', tone: 'default' },
});

/** A shop's authorisation as the seller sees it (spec §9: warn 5 days ahead). */
export const shopAuthState = defineStateMap({
  AUTHORIZED: { label: '已授权', tone: 'success' },
  EXPIRING: { label: '即将过期', tone: 'warning' },
  EXPIRED: { label: '已过期', tone: 'error' },
  CANCELED: { label: '已取消授权', tone: 'muted' },
});

export const shopSyncResult = defineStateMap({
  RUNNING: { label: '同步中', tone: 'processing' },
  OK: { label: '成功', tone: 'success' },
  FAILED: { label: '失败', tone: 'error' },
  INTERRUPTED: { label: '已中断', tone: 'warning' },
});
