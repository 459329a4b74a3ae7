import { defineStateMap } from './defineStateMap.ts';

/** One goods line's pick-up state (spec §4). */
export const pickupLineState = defineStateMap({
  WAITING_TAKING: { label: '待拿货', tone: 'default' },
  TAKING: { label: '拿货中', tone: 'processing' },
  TOOK_PART: { label: '部分拿货', tone: 'warning' },
  TOOK: { label: '已拿货', tone: 'success' },
  E_STOP_TAKING: { label: '停止拿货', tone: 'error' },
  E_LACK_TAKING: { label: '缺货', tone: 'error' },
  E_CHANGE_TAKING: { label: '换款', tone: 'warning' },
  E_NEXT_TAKING: { label: '明天有', tone: 'warning' },
});

/** A pick-up assignment's state (spec §4). */
export const assignmentState = defineStateMap({
  WAITING_ASSIGNED: { label: '待指派', tone: 'default' },
  TAKING: { label: '拿货中', tone: 'processing' },
  TOOK_PART: { label: '部分拿货', tone: 'warning' },
  TOOK: { label: '已拿货', tone: 'success' },
  E_STOP_TAKING: { label: '停止拿货', tone: 'error' },
  E_LACK_TAKING: { label: '缺货', tone: 'error' },
  E_STOP_PRODUCTION: { label: '已停产', tone: 'error' },
  CLOSE: { label: '已关闭', tone: 'muted' },
});

/** The combined order state shown on dropship orders (spec §4); TAKING is shown as 待发货. */
export const combinedOrderState = defineStateMap({
  WAITING_PAYMENT: { label: '待付款', tone: 'warning' },
  WAITING_TAKING: { label: '待拿货', tone: 'default' },
  TAKING: { label: '待发货', tone: 'processing' },
  WAITING_DELIVERING: { label: '待发货', tone: 'processing' },
  TOOK: { label: '已拿货', tone: 'success' },
  TOOK_EXCHANGE: { label: '已拿货（换款）', tone: 'success' },
  TOOK_PART: { label: '部分拿货', tone: 'warning' },
  E_STOP_TAKING: { label: '停止拿货', tone: 'error' },
  E_LACK_TAKING: { label: '缺货', tone: 'error' },
  E_CHANGE_TAKING: { label: '换款', tone: 'warning' },
  E_NEXT_TAKING: { label: '明天有', tone: 'warning' },
  DELIVERED: { label: '已发货', tone: 'success' },
  FINISHED: { label: '已完成', tone: 'success' },
  CANCELED: { label: '已取消', tone: 'muted' },
  REFUNDING: { label: '退款中', tone: 'processing' },
  GOODS_RETURNING: { label: '退货中', tone: 'processing' },
  COMPLETE: { label: '售后完成', tone: 'success' },
  CLOSE: { label: '已关闭', tone: 'muted' },
  REFUSE: { label: '已拒绝', tone: 'error' },
});
