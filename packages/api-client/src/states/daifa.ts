import { defineStateMap } from './defineStateMap.ts';

/** A dropship order's own status (issue 12); lists show `combinedOrderState`, derived from it and the lines. */
export const daifaOrderStatus = defineStateMap({
  WAITING_PAYMENT: { label: '待付款', tone: 'warning' },
  WAITING_TAKING: { label: '待拿货', tone: 'default' },
  TAKING: { label: '拿货中', tone: 'processing' },
  WAITING_DELIVERING: { label: '待发货', tone: 'processing' },
  DELIVERED: { label: '已发货', tone: 'success' },
  FINISHED: { label: '已完成', tone: 'success' },
  CANCELED: { label: '已取消', tone: 'muted' },
});

/** 代发订单's tabs: every order is in exactly one. */
export const daifaTab = defineStateMap({
  WAIT_PAY: { label: '待付款', tone: 'warning' },
  WAIT_TAKE: { label: '待拿货', tone: 'default' },
  WAIT_SEND: { label: '待发货', tone: 'processing' },
  ABNORMAL: { label: '异常', tone: 'error' },
  SENT: { label: '已发货', tone: 'success' },
  FINISHED: { label: '已完成', tone: 'success' },
  AFTER_SALE: { label: '售后', tone: 'processing' },
  CANCELED: { label: '已取消', tone: 'muted' },
});

/** The chips on a dropship order: what needs the seller (an exception, money owed, a hold). */
export const daifaFlag = defineStateMap({
  LACK: { label: '缺货', tone: 'error' },
  NEXT_DAY: { label: '明天有', tone: 'warning' },
  PRICE_RAISED: { label: '涨价', tone: 'warning' },
  WAIT_REPLENISH: { label: '待补款', tone: 'warning' },
  CHANGE: { label: '换款', tone: 'warning' },
  STALL_CLOSED: { label: '档口关闭', tone: 'error' },
  DELISTED: { label: '已下架', tone: 'error' },
  BAD_ADDRESS: { label: '地址异常', tone: 'error' },
  HOLD: { label: '挂起', tone: 'muted' },
  COLLECT_OVERDUE: { label: '揽收超时', tone: 'warning' },
});

/** Why a stall stopped a line (E_STOP_TAKING). */
export const daifaStopReason = defineStateMap({
  PRICE_RAISED: { label: '档口涨价', tone: 'warning' },
  STALL_CLOSED: { label: '档口关闭', tone: 'error' },
  DELISTED: { label: '商品下架', tone: 'error' },
});

/** What the seller (or the default, unanswered) does about a stall's answer (异常订单). */
export const daifaResolution = defineStateMap({
  WAIT: { label: '等待', tone: 'default' },
  REROUTE: { label: '换档口', tone: 'processing' },
  REFUND: { label: '退款', tone: 'error' },
  SHIP_AVAILABLE: { label: '有货先发', tone: 'processing' },
  REPLENISH: { label: '补款', tone: 'warning' },
  ACCEPT_EXCHANGE: { label: '同意换款', tone: 'success' },
  REJECT_EXCHANGE: { label: '拒绝并退款', tone: 'error' },
  CHANGE_ADDRESS: { label: '修改地址', tone: 'processing' },
  CHANGE_COURIER: { label: '换快递', tone: 'processing' },
  CANCEL: { label: '取消订单', tone: 'error' },
});

/** Where a dropship order was placed from. */
export const daifaSource = defineStateMap({
  GOODS_PAGE: { label: '代发下单', tone: 'default' },
  SHOP_ORDER: { label: '店铺订单', tone: 'processing' },
  MANUAL: { label: '手动下单', tone: 'default' },
  IMPORT: { label: '订单导入', tone: 'default' },
  COLLECT: { label: '手动报单', tone: 'default' },
});

/** 手动报单 and 报单记录: a reported order from 草稿 to its result. */
export const daifaCollectState = defineStateMap({
  DRAFT: { label: '草稿', tone: 'default' },
  PLACED: { label: '已下单', tone: 'success' },
  PRICE_CHECK: { label: '待核价', tone: 'warning' },
  FAILED: { label: '失败', tone: 'error' },
});
