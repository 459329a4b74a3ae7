import { defineStateMap } from './defineStateMap.ts';

/** 快麦's 采购单 states, as the board's ERP采购单 shows them: 待审核 → 未到货 → 部分到货 → 已完成, or 已作废. */
export const erpPurchaseStatus = defineStateMap({
  WAIT_VERIFY: { label: '待审核', tone: 'muted' },
  GOODS_NOT_ARRIVED: { label: '未到货', tone: 'warning' },
  GOODS_PART_ARRIVED: { label: '部分到货', tone: 'processing' },
  FINISHED: { label: '已完成', tone: 'success' },
  GOODS_CLOSED: { label: '已作废', tone: 'muted' },
});
export type ErpPurchaseStatus = keyof typeof erpPurchaseStatus;
