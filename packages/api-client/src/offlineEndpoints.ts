import { endpoint } from './endpoints.ts';
import { idParamsSchema, nullData } from './schemas/common.ts';
import {
  offlineChangedSchema,
  offlineIdsRequestSchema,
  offlineOrderActionRequestSchema,
  offlineOrderDetailSchema,
  offlineOrderPageRequestSchema,
  offlineOrderPageSchema,
  offlineOrderSavedSchema,
  offlineOrderSaveRequestSchema,
  offlineOrderTookRequestSchema,
  offlinePickLabelsSchema,
  offlineReturnActionRequestSchema,
  offlineReturnLabelsSchema,
  offlineReturnPageRequestSchema,
  offlineReturnPageSchema,
  offlineReturnSavedSchema,
  offlineReturnSaveRequestSchema,
  offlineReturnSourceQuerySchema,
  offlineReturnSourceSchema,
} from './schemas/offline.ts';

/** 线下拿货单 ride on 拿货任务指派, 线下退货单 on 退货登记指派; both need the tenant's manual delivery. */
export const OFFLINE_PICKUP_CODE = '/offlineReturnOrder/pickup';
export const OFFLINE_RETURN_CODE = '/offlineReturnOrder/offlineReturnOrderList';
const pickup = { kind: 'signedIn', permission: OFFLINE_PICKUP_CODE, manualDelivery: true } as const;
const returns = { kind: 'signedIn', permission: OFFLINE_RETURN_CODE, manualDelivery: true } as const;

/** 线下拿货单 and 线下退货单 (issue 12): a purchaser's own customers, outside the 代发 service. */
export const offlineEndpoints = {
  orderSave: endpoint({
    method: 'POST',
    path: '/api/b2/offline/order/save',
    access: pickup,
    body: offlineOrderSaveRequestSchema,
    data: offlineOrderSavedSchema,
  }),
  orderPage: endpoint({
    method: 'POST',
    path: '/api/b2/offline/order/page',
    access: pickup,
    body: offlineOrderPageRequestSchema,
    data: offlineOrderPageSchema,
  }),
  orderDetail: endpoint({
    method: 'GET',
    path: '/api/b2/offline/order/:id',
    access: pickup,
    params: idParamsSchema,
    data: offlineOrderDetailSchema,
  }),
  /** 提交, 开始拿货, 交付, 取消: each only from its state (compare-and-set on the version read). */
  orderAction: endpoint({
    method: 'POST',
    path: '/api/b2/offline/order/action',
    access: pickup,
    body: offlineOrderActionRequestSchema,
    data: offlineChangedSchema,
  }),
  /** 拿货完成: 拿货中 → 已拿货 with what each line brought back. */
  orderTook: endpoint({
    method: 'POST',
    path: '/api/b2/offline/order/took',
    access: pickup,
    body: offlineOrderTookRequestSchema,
    data: offlineChangedSchema,
  }),
  /** Drafts only. */
  orderDelete: endpoint({
    method: 'POST',
    path: '/api/b2/offline/order/delete/:id',
    access: pickup,
    params: idParamsSchema,
    data: nullData,
  }),
  /** The pick labels of the chosen orders (待拿货 on), counted as printed. */
  orderLabels: endpoint({
    method: 'POST',
    path: '/api/b2/offline/order/labels',
    access: pickup,
    body: offlineIdsRequestSchema,
    data: offlinePickLabelsSchema,
  }),
  returnSave: endpoint({
    method: 'POST',
    path: '/api/b2/offline/return/save',
    access: returns,
    body: offlineReturnSaveRequestSchema,
    data: offlineReturnSavedSchema,
  }),
  returnPage: endpoint({
    method: 'POST',
    path: '/api/b2/offline/return/page',
    access: returns,
    body: offlineReturnPageRequestSchema,
    data: offlineReturnPageSchema,
  }),
  returnAction: endpoint({
    method: 'POST',
    path: '/api/b2/offline/return/action',
    access: returns,
    body: offlineReturnActionRequestSchema,
    data: offlineChangedSchema,
  }),
  /** 未指派 only. */
  returnDelete: endpoint({
    method: 'POST',
    path: '/api/b2/offline/return/delete/:id',
    access: returns,
    params: idParamsSchema,
    data: nullData,
  }),
  returnLabels: endpoint({
    method: 'POST',
    path: '/api/b2/offline/return/labels',
    access: returns,
    body: offlineIdsRequestSchema,
    data: offlineReturnLabelsSchema,
  }),
  /** 从拿货单带入: the customer and taken goods of one of the tenant's 线下拿货单. */
  returnSource: endpoint({
    method: 'GET',
    path: '/api/b2/offline/return/source',
    access: returns,
    query: offlineReturnSourceQuerySchema,
    data: offlineReturnSourceSchema,
  }),
};
