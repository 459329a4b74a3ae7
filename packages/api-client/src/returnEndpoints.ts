import { endpoint } from './endpoints.ts';
import { RETURN_ASSIGN_CODE } from './permissions.ts';
import {
  returnAssignRequestSchema,
  returnDisposeRequestSchema,
  returnEventsRequestSchema,
  returnEventsSchema,
  returnExportRequestSchema,
  returnIdsRequestSchema,
  returnItemRowSchema,
  returnLabelsSchema,
  returnMovedSchema,
  returnNegotiateRequestSchema,
  returnPageRequestSchema,
  returnPageSchema,
  returnRegisteredSchema,
  returnRegisterRequestSchema,
  returnReportRequestSchema,
  returnScanRequestSchema,
  returnScanSchema,
  returnShipLabelRequestSchema,
  returnShippedSchema,
  returnShipQuoteSchema,
  returnShipRequestSchema,
  returnStaffSchema,
} from './schemas/returnItems.ts';
import { waybillLabelSchema } from './schemas/printDelivery.ts';
import { createdJobSchema } from './schemas/listJobs.ts';
import { nullData } from './schemas/common.ts';

/** 退货登记指派's entry: with it alone a 退货员 registers returns and walks their own back to the stalls. */
export const RETURN_CODE = '/offlineReturnOrder/offlineReturnOrderList';
const manage = { kind: 'purchaser', permission: RETURN_ASSIGN_CODE, manualDelivery: true } as const;
const own = { kind: 'purchaser', permission: RETURN_CODE, manualDelivery: true } as const;
const base = '/api/b2/purchaser/return';

/** 退货登记 and 退货登记指派 (issue 28 §4, `/api/b2/purchaser/return/…`). */
export const returnEndpoints = {
  /** 退货登记's scan: the taken lines a code names, with what may still go back. */
  scan: endpoint({
    method: 'POST',
    path: `${base}/scan`,
    access: own,
    body: returnScanRequestSchema,
    data: returnScanSchema,
  }),
  /** 入库: the lines become return items under one 入库单号; carries an Idempotency-Key. */
  register: endpoint({
    method: 'POST',
    path: `${base}/register`,
    access: own,
    body: returnRegisterRequestSchema,
    data: returnRegisteredSchema,
  }),
  /** 撤销 a registration still 未指派: the registrant the same day, or a manager. */
  undo: endpoint({
    method: 'POST',
    path: `${base}/undo`,
    access: own,
    body: returnIdsRequestSchema,
    data: returnMovedSchema,
  }),
  /** 操作日志 of an item the caller may see (a 退货员: what they walk or registered today). */
  events: endpoint({
    method: 'POST',
    path: `${base}/events`,
    access: own,
    body: returnEventsRequestSchema,
    data: returnEventsSchema,
  }),
  /** The list; without 指派 the caller's own (registered today or walked by them). */
  page: endpoint({
    method: 'POST',
    path: `${base}/page`,
    access: own,
    body: returnPageRequestSchema,
    data: returnPageSchema,
  }),
  staff: endpoint({ method: 'GET', path: `${base}/staff`, access: manage, data: returnStaffSchema }),
  assign: endpoint({
    method: 'POST',
    path: `${base}/assign`,
    access: manage,
    body: returnAssignRequestSchema,
    data: returnMovedSchema,
  }),
  stop: endpoint({
    method: 'POST',
    path: `${base}/stop`,
    access: manage,
    body: returnIdsRequestSchema,
    data: returnMovedSchema,
  }),
  resume: endpoint({
    method: 'POST',
    path: `${base}/resume`,
    access: manage,
    body: returnIdsRequestSchema,
    data: returnMovedSchema,
  }),
  /** 上报结果: the 退货员 holding it (or a manager); carries an Idempotency-Key. */
  report: endpoint({
    method: 'POST',
    path: `${base}/report`,
    access: own,
    body: returnReportRequestSchema,
    data: returnItemRowSchema,
  }),
  confirm: endpoint({
    method: 'POST',
    path: `${base}/confirm`,
    access: manage,
    body: returnIdsRequestSchema,
    data: returnMovedSchema,
  }),
  /** 重新退: a refused item back to 未指派, at most twice. */
  retry: endpoint({
    method: 'POST',
    path: `${base}/retry`,
    access: manage,
    body: returnIdsRequestSchema,
    data: returnMovedSchema,
  }),
  negotiate: endpoint({
    method: 'POST',
    path: `${base}/negotiate`,
    access: manage,
    body: returnNegotiateRequestSchema,
    data: returnItemRowSchema,
  }),
  /** 自留 / 报损 of refused goods. */
  dispose: endpoint({
    method: 'POST',
    path: `${base}/dispose`,
    access: manage,
    body: returnDisposeRequestSchema,
    data: returnMovedSchema,
  }),
  /** 寄回异地档口's quote: the stall's address and the courier's freight for the parcel. */
  shipQuote: endpoint({
    method: 'POST',
    path: `${base}/ship/quote`,
    access: manage,
    body: returnShipRequestSchema,
    data: returnShipQuoteSchema,
  }),
  /**
   * 寄回异地档口: a waybill from the courier, the freight from the balance (FOR_FACTORY_SHIPMENT), the
   * goods 待签收; carries an Idempotency-Key.
   */
  ship: endpoint({
    method: 'POST',
    path: `${base}/ship`,
    access: manage,
    body: returnShipRequestSchema,
    data: returnShippedSchema,
  }),
  /** 重打面单 of a parcel of returns: the courier's same number and marks, the print counted. */
  shipLabel: endpoint({
    method: 'POST',
    path: `${base}/ship/label`,
    access: manage,
    body: returnShipLabelRequestSchema,
    data: waybillLabelSchema,
  }),
  /** 协商中: a refusal by a stall in another city, being argued before a refund or 自留/报损. */
  negotiating: endpoint({
    method: 'POST',
    path: `${base}/negotiating`,
    access: manage,
    body: returnIdsRequestSchema,
    data: returnMovedSchema,
  }),
  /** 导出 into 导出记录 (any size). */
  exportList: endpoint({
    method: 'POST',
    path: `${base}/export`,
    access: manage,
    body: returnExportRequestSchema,
    data: createdJobSchema,
  }),
  /** A small 导出 answered as the .xlsx itself. */
  exportFile: endpoint({
    method: 'POST',
    path: `${base}/export/file`,
    access: manage,
    body: returnExportRequestSchema,
    data: nullData,
  }),
  labels: endpoint({
    method: 'POST',
    path: `${base}/labels`,
    access: own,
    body: returnIdsRequestSchema,
    data: returnLabelsSchema,
  }),
};
