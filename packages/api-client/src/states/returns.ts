import { defineStateMap } from './defineStateMap.ts';

/** A return parcel's logistics state (spec §4); both *_TOCONFIRM states read as 档口核实中. */
export const returnLogisticsState = defineStateMap({
  WAIT_SIGNED: { label: '待签收', tone: 'default' },
  SIGNED: { label: '已签收', tone: 'processing' },
  WAIT_FACTORY: { label: '待退档口', tone: 'processing' },
  FACTORY_REFUSE: { label: '档口拒收', tone: 'error' },
  GOODS_RETURNED_FACTORY: { label: '档口核实中', tone: 'processing' },
  FACTORY_RETURNED: { label: '档口已退款', tone: 'success' },
  FACTORY_REFUSE_TODEAL: { label: '档口拒收待处理', tone: 'warning' },
  GOODS_RETURNED_FACTORY_TOCONFIRM: { label: '档口核实中', tone: 'processing' },
  FACTORY_RETURNED_TOCONFIRM: { label: '档口核实中', tone: 'processing' },
  NEGOTIATE_REFUND: { label: '协商退款', tone: 'warning' },
});

/** Return-to-stall (退厂) state (spec §4). */
export const returnToFactoryState = defineStateMap({
  WAITING_ASSIGNED: { label: '未指派', tone: 'default' },
  WAIT_FACTORY: { label: '待退档口', tone: 'processing' },
  FACTORY_REFUSE: { label: '档口拒收', tone: 'error' },
  FACTORY_RETURNED: { label: '档口已退款', tone: 'success' },
  STOP_RETURNED: { label: '暂停退货', tone: 'muted' },
});

/**
 * A return item's state: walked back to a stall in town (退厂), or sent by courier to a stall in another
 * city (寄回异地档口), where it takes the logistics states: 待签收 → 已签收 → the stall's answer, entered
 * by 指派 and confirmed (档口核实中 → 档口已退款), or a refusal to deal with (再次申请 → 待退档口, 协商退款,
 * 自留/报损).
 */
export const returnItemState = defineStateMap({
  ...returnToFactoryState,
  WAIT_SIGNED: returnLogisticsState.WAIT_SIGNED,
  SIGNED: returnLogisticsState.SIGNED,
  FACTORY_RETURNED_TOCONFIRM: returnLogisticsState.FACTORY_RETURNED_TOCONFIRM,
  FACTORY_REFUSE_TODEAL: returnLogisticsState.FACTORY_REFUSE_TODEAL,
  NEGOTIATE_REFUND: returnLogisticsState.NEGOTIATE_REFUND,
});

/** How a return item goes back: walked by a 退货员, or by courier to a stall in another city. */
export const returnRoute = defineStateMap({
  WALK: { label: '送退档口', tone: 'default' },
  COURIER: { label: '寄回异地档口', tone: 'processing' },
});

/** 换货 and 维修 read the stall's answer as what it did: the goods swapped or mended, not refunded. */
export const exchangeLogisticsState = defineStateMap({
  ...returnLogisticsState,
  FACTORY_RETURNED: { label: '档口已换货', tone: 'success' },
});
export const repairLogisticsState = defineStateMap({
  ...returnLogisticsState,
  FACTORY_RETURNED: { label: '档口已维修', tone: 'success' },
});
/** The 退货物流 words a case of this type reads in. */
export const returnLogisticsOf = (type: string) =>
  type === 'EXCHANGE_GOODS'
    ? exchangeLogisticsState
    : type === 'ELSE_MAINTENANCE'
      ? repairLogisticsState
      : returnLogisticsState;

/** What becomes of goods a stall refused for good: kept to sell (自留) or written off (报损). */
export const returnDisposition = defineStateMap({
  KEEP: { label: '自留', tone: 'default' },
  WRITE_OFF: { label: '报损', tone: 'error' },
});
