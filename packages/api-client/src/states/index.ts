export * from './defineStateMap.ts';
export * from './fulfilment.ts';
export * from './returns.ts';
export * from './afterSale.ts';
export * from './money.ts';
export * from './channels.ts';
export * from './shopOrders.ts';
export * from './daifa.ts';
export * from './offline.ts';
export * from './pickup.ts';
export * from './settlement.ts';
export * from './erp.ts';
export * from './message.ts';

import { assignmentState, combinedOrderState, pickupLineState } from './fulfilment.ts';
import {
  returnDisposition,
  returnItemState,
  returnLogisticsState,
  returnRoute,
  returnToFactoryState,
} from './returns.ts';
import {
  afterSaleState,
  afterSaleType,
  interceptState,
  parcelState,
  reviewState,
  postOrderState,
} from './afterSale.ts';
import { billType, paymentItemType, paymentMethod } from './money.ts';
import { salesChannel } from './channels.ts';
import {
  daifaFlag,
  daifaOrderStatus,
  daifaResolution,
  daifaSource,
  daifaCollectState,
  daifaStopReason,
  daifaTab,
} from './daifa.ts';
import {
  daifaStatus,
  platformOrderStatus,
  platformRefundStatus,
  printStatus,
  sellerFlag,
  shopRefundStatus,
  shopRefundKind,
  shopAuthState,
  shopSyncResult,
} from './shopOrders.ts';
import { offlineOrderState, offlineReturnReason, stallRefuseReason } from './offline.ts';
import {
  pickupOutcome,
  pickupSource,
  pickupStopReason,
  supplierSettleMode,
  supplierState,
} from './pickup.ts';
import { pickerSettleState, pickupBillPaidBy, pickupBillState } from './settlement.ts';
import { erpPurchaseStatus } from './erp.ts';
import { messageCategory, noticeKind } from './message.ts';

/** Every state map of spec §4 and §9 by name, for pickers, docs and the StatusTag stories. */
export const stateMaps = {
  shopRefundStatus,
  shopRefundKind,
  daifaOrderStatus,
  daifaTab,
  daifaFlag,
  daifaStopReason,
  daifaResolution,
  daifaSource,
  daifaCollectState,
  pickupLineState,
  assignmentState,
  pickupSource,
  pickupOutcome,
  pickupStopReason,
  supplierSettleMode,
  supplierState,
  pickupBillState,
  pickupBillPaidBy,
  pickerSettleState,
  combinedOrderState,
  returnLogisticsState,
  returnToFactoryState,
  returnItemState,
  returnRoute,
  returnDisposition,
  afterSaleState,
  afterSaleType,
  interceptState,
  reviewState,
  parcelState,
  postOrderState,
  paymentMethod,
  billType,
  paymentItemType,
  salesChannel,
  platformOrderStatus,
  platformRefundStatus,
  daifaStatus,
  printStatus,
  sellerFlag,
  shopAuthState,
  shopSyncResult,
  offlineOrderState,
  offlineReturnReason,
  stallRefuseReason,
  erpPurchaseStatus,
  messageCategory,
  noticeKind,
} as const;

export type StateMapName = keyof typeof stateMaps;
export { hasFastRefundTag, platformRefundWords } from './platformRefundWords.ts';
