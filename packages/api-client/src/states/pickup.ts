import { defineStateMap } from './defineStateMap.ts';

/** Where a pick-up task comes from. */
export const pickupSource = defineStateMap({
  DAIFA: { label: '代发订单', tone: 'processing' },
  OFFLINE: { label: '线下拿货单', tone: 'default' },
  ERP: { label: 'ERP采购单', tone: 'default' },
});

/** What a picker answers at the stall (我的任务). */
export const pickupOutcome = defineStateMap({
  TOOK: { label: '已拿', tone: 'success' },
  LACK: { label: '缺货', tone: 'error' },
  AFTERNOON: { label: '下午有', tone: 'warning' },
  NEXT_DAY: { label: '明天有', tone: 'warning' },
  CHANGE: { label: '换款', tone: 'warning' },
  STOP: { label: '停止拿货', tone: 'error' },
  DISCONTINUED: { label: '已停产', tone: 'error' },
});

/** Why a picker stopped a line (停止拿货); 手动 is the manager's. */
export const pickupStopReason = defineStateMap({
  PRICE_RAISED: { label: '档口涨价', tone: 'warning' },
  DELISTED: { label: '商品下架', tone: 'error' },
  NOT_SHIPPED: { label: '档口未出货', tone: 'warning' },
  CLOSED: { label: '档口未营业', tone: 'error' },
  MAYBE_GONE: { label: '档口疑似倒闭', tone: 'error' },
  GIFT_ONLY: { label: '赠品不单卖', tone: 'error' },
  MANUAL: { label: '手动停止', tone: 'muted' },
});

/** Why a line or an assignment stands where it does, in the words the board shows. */
const PICKUP_REASON_TEXT: Record<string, string> = {
  LACK: '缺货',
  CHANGE: '换款',
  NEXT_DAY: '明天有',
  NEXT_DAY_LIMIT: '明天有已满3次，按缺货处理',
  DISCONTINUED: '已停产',
  UNREPORTED: '当日未上报，已转入次日',
  ROLLED_OVER: '未指派，已转入次日',
  ...Object.fromEntries(Object.entries(pickupStopReason).map(([k, v]) => [k, v.label])),
};

export const pickupReasonText = (reason: string | null | undefined): string | null =>
  reason ? (PICKUP_REASON_TEXT[reason] ?? reason) : null;

/** How a stall is paid (结算方式). */
export const supplierSettleMode = defineStateMap({
  CASH: { label: '现结', tone: 'default' },
  BALANCE: { label: '余额代付', tone: 'processing' },
  MONTHLY: { label: '月结', tone: 'warning' },
});

export const supplierState = defineStateMap({
  ACTIVE: { label: '合作中', tone: 'success' },
  STOPPED: { label: '停止合作', tone: 'muted' },
});
