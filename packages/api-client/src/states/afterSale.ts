import { defineStateMap } from './defineStateMap.ts';

export const afterSaleState = defineStateMap({
  REFUNDING: { label: '退款中', tone: 'processing' },
  GOODS_RETURNING: { label: '退货中', tone: 'processing' },
  COMPLETE: { label: '已完成', tone: 'success' },
  CLOSE: { label: '已关闭', tone: 'muted' },
  REFUSE: { label: '已拒绝', tone: 'error' },
  PROBLEM: { label: '问题件', tone: 'warning' },
});

export const afterSaleType = defineStateMap({
  REFUND: { label: '仅退款', tone: 'default' },
  REFUND_UNDELIVERY: { label: '未发货仅退款', tone: 'default' },
  REFUND_DELIVERY: { label: '已发货仅退款', tone: 'default' },
  RETURN_GOODS_DELIVERY: { label: '退货退款', tone: 'processing' },
  REFUND_SUCCESS: { label: '退款成功', tone: 'success' },
  REFUND_CLOSE: { label: '退款关闭', tone: 'muted' },
  EXCHANGE_GOODS: { label: '换货', tone: 'processing' },
  FAST_REFUND_TIKTOK: { label: '抖音极速退款', tone: 'warning' },
  ELSE_PRICE_PROTECTION: { label: '价保', tone: 'default' },
  ELSE_REISSUE: { label: '补寄', tone: 'default' },
  ELSE_MAINTENANCE: { label: '维修', tone: 'default' },
});

/** 已发货仅退款: the courier asked to bring the parcel back, and its answer. */
export const interceptState = defineStateMap({
  INTERCEPTING: { label: '拦截中', tone: 'processing' },
  INTERCEPTED: { label: '拦截成功', tone: 'success' },
  FAILED: { label: '拦截失败', tone: 'error' },
});

/** 价保 and 补寄: the warehouse looking into it (the stall's price, its packing records). */
export const reviewState = defineStateMap({
  REVIEWING: { label: '仓库核实中', tone: 'processing' },
  APPROVED: { label: '核实通过', tone: 'success' },
  REFUSED: { label: '核实未通过', tone: 'error' },
});

/** Problem and headless parcels (spec §4): several codes share one label on purpose. */
export const parcelState = defineStateMap({
  WAITING_PROCESS: { label: '待处理', tone: 'warning' },
  WAIT_CLAIM: { label: '待处理', tone: 'warning' },
  CLAIMED: { label: '待处理', tone: 'warning' },
  WAITING_PAYMENT: { label: '待付款', tone: 'warning' },
  WAITING_RETURN: { label: '待寄回', tone: 'processing' },
  SEND_BACKED: { label: '已寄回', tone: 'success' },
  RETURNED: { label: '已寄回', tone: 'success' },
  DISCARD: { label: '已丢弃', tone: 'muted' },
  PROCESSED: { label: '已丢弃', tone: 'muted' },
  MATCHED: { label: '已匹配', tone: 'success' },
});

/** 寄回单 (post_orders): the freight paid up front, then the warehouse ships the parcels back. */
export const postOrderState = defineStateMap({
  WAITING_PAYMENT: { label: '待付款', tone: 'warning' },
  WAITING_SEND: { label: '待寄回', tone: 'processing' },
  SENT: { label: '已寄回', tone: 'success' },
  CANCEL: { label: '已取消', tone: 'muted' },
});
