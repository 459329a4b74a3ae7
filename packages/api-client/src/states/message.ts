import { defineStateMap } from './defineStateMap.ts';

/** 消息中心's categories (as 抖店's 消息中心: one filter each, 全部/未读 across them). */
export const messageCategory = defineStateMap({
  ORDER_ABNORMAL: { label: '订单异常', tone: 'error' },
  AFTER_SALE: { label: '售后', tone: 'warning' },
  REPLENISH: { label: '补款', tone: 'warning' },
  FUNDS: { label: '资金', tone: 'processing' },
  SHOP: { label: '店铺', tone: 'warning' },
  WORK_ORDER: { label: '工单', tone: 'processing' },
  MEMBER: { label: '会员', tone: 'processing' },
  GOODS: { label: '商品', tone: 'default' },
  SYSTEM: { label: '系统', tone: 'muted' },
});
export type MessageCategory = keyof typeof messageCategory;

/**
 * The page a category's messages are about: a sub-account without it neither counts nor reads them (a
 * 财务 does not hear of 缺货). null: every account of the tenant; 'MAIN': the main account alone (会员).
 */
export const MESSAGE_CATEGORY_PERMISSION: Readonly<Record<MessageCategory, string | null | 'MAIN'>> = {
  ORDER_ABNORMAL: '/order/daifaOrderList',
  AFTER_SALE: '/afterSale/afterSaleList',
  REPLENISH: '/funds/transferRecord',
  FUNDS: '/funds/balance',
  SHOP: '/basicSet/shopAuthorization',
  WORK_ORDER: null,
  MEMBER: 'MAIN',
  GOODS: '/goods/association',
  SYSTEM: null,
};

/** 平台公告 and 系统通知: written on /ops for every tenant (or an audience), not per tenant. */
export const noticeKind = defineStateMap({
  ANNOUNCEMENT: { label: '平台公告', tone: 'processing' },
  SYSTEM: { label: '系统通知', tone: 'default' },
});
export type NoticeKind = keyof typeof noticeKind;
