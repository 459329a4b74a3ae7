import { defineStateMap } from './defineStateMap.ts';

/**
 * 线下拿货单: goods a purchaser picks up in the market for their own (offline) customers. 草稿 → 待拿货 →
 * 拿货中 → 已拿货 → 已交付, or 已取消 before the goods are in hand.
 */
export const offlineOrderState = defineStateMap({
  DRAFT: { label: '草稿', tone: 'muted' },
  WAITING_TAKING: { label: '待拿货', tone: 'warning' },
  TAKING: { label: '拿货中', tone: 'processing' },
  TOOK: { label: '已拿货', tone: 'success' },
  DELIVERED: { label: '已交付', tone: 'success' },
  CANCELED: { label: '已取消', tone: 'muted' },
});
export type OfflineOrderState = keyof typeof offlineOrderState;

/** Why the customer sent goods back (domain.md). */
export const offlineReturnReason = defineStateMap({
  NO_REASON: { label: '无理由', tone: 'default' },
  WRONG_ITEM: { label: '发错货', tone: 'warning' },
  QUALITY: { label: '质量原因', tone: 'error' },
  DEFECTIVE: { label: '残次品', tone: 'error' },
  CANCELED: { label: '取消订单', tone: 'default' },
  WRONG_PICK: { label: '拿错货', tone: 'warning' },
});
export type OfflineReturnReason = keyof typeof offlineReturnReason;

/** Why a stall refused to take goods back (domain.md). */
export const stallRefuseReason = defineStateMap({
  SMELL: { label: '试穿有异味', tone: 'error' },
  NO_REASON: { label: '档口无理由拒绝', tone: 'error' },
  MISSING_PARTS: { label: '缺少配件/吊牌', tone: 'error' },
  PRICE_DROPPED: { label: '降价超过10元', tone: 'error' },
  ALTERED: { label: '二次加工', tone: 'error' },
  UNSELLABLE: { label: '影响二次销售', tone: 'error' },
  OVERDUE: { label: '超过退货期限', tone: 'error' },
  STALL_GONE: { label: '档口已搬迁/倒闭', tone: 'error' },
});
export type StallRefuseReason = keyof typeof stallRefuseReason;
