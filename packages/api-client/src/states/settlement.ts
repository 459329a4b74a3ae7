import { defineStateMap } from './defineStateMap.ts';

/** 拿货结算账单 (issue 28 §3): one a stall-day, made when the day is 日结. */
export const pickupBillState = defineStateMap({
  WAIT_CONFIRM: { label: '待确认', tone: 'warning' },
  WAIT_PAY: { label: '待付款', tone: 'processing' },
  PAID: { label: '已付款', tone: 'success' },
  DISPUTED: { label: '有争议', tone: 'error' },
});

/** How a bill was settled. */
export const pickupBillPaidBy = defineStateMap({
  CASH: { label: '现结（拿货员现付）', tone: 'default' },
  BALANCE: { label: '余额支付', tone: 'processing' },
  ALIPAY: { label: '支付宝支付', tone: 'processing' },
  OFFLINE: { label: '线下已付', tone: 'default' },
  CREDIT: { label: '退款入余额', tone: 'success' },
});

/** 拿货员结算: a staff member's day. */
export const pickerSettleState = defineStateMap({
  WAIT: { label: '待结算', tone: 'warning' },
  SETTLED: { label: '已结算', tone: 'success' },
});
