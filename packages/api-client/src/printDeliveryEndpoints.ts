import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import {
  printDeliveryCancelWaybillRequestSchema,
  printDeliveryWaybillRequestSchema,
  printDeliveryWaybillsSchema,
  printDeliveryPageRequestSchema,
  printDeliveryPageSchema,
  printDeliveryShippedSchema,
  printDeliveryShipRequestSchema,
} from './schemas/printDelivery.ts';
import {
  packOrderRequestSchema,
  packScanRequestSchema,
  packScanResultSchema,
  packSlotsSchema,
  scanPrintRequestSchema,
  scanPrintResultSchema,
} from './schemas/packScan.ts';

export const PRINT_DELIVERY_CODE = '/print/printDelivery';
const access = { kind: 'purchaser', permission: PRINT_DELIVERY_CODE, manualDelivery: true } as const;

/** 打印发货 (issue 28 §5): the own team's dropship orders in hand, shipped from the purchaser's bench. */
export const printDeliveryEndpoints = {
  page: endpoint({
    method: 'POST',
    path: '/api/b2/print/delivery/page',
    access,
    body: printDeliveryPageRequestSchema,
    data: printDeliveryPageSchema,
  }),
  /** 已有单号 发货: the waybill written on the order, the order 已发货, the shop told. */
  ship: endpoint({
    method: 'POST',
    path: '/api/b2/print/delivery/ship',
    access,
    body: printDeliveryShipRequestSchema,
    data: printDeliveryShippedSchema,
  }),
  /** 打印面单 / 重打: the orders' 电子面单 from the courier (快递鸟 1007), each counted as printed. */
  waybill: endpoint({
    method: 'POST',
    path: '/api/b2/print/delivery/waybill',
    access,
    body: printDeliveryWaybillRequestSchema,
    data: printDeliveryWaybillsSchema,
  }),
  /** 取消单号: an unshipped order's number back to the courier (1147); 待打印 again. */
  cancelWaybill: endpoint({
    method: 'POST',
    path: '/api/b2/print/delivery/waybill/cancel',
    access,
    body: printDeliveryCancelWaybillRequestSchema,
    data: printDeliveryShippedSchema.pick({ orderNo: true, status: true }),
  }),
};

export const SCAN_PRINT_CODE = '/print/scanPrint';
export const MORE_PRODUCT_CODE = '/print/moreProduct';
const scanAccess = { kind: 'purchaser', permission: SCAN_PRINT_CODE, manualDelivery: true } as const;
const packAccess = { kind: 'purchaser', permission: MORE_PRODUCT_CODE, manualDelivery: true } as const;

/** 扫描打印 and 多件合打 (issue 28 §5): the packing bench, by scanner. */
export const packScanEndpoints = {
  /** A 取货码, order or waybill number: the order's 电子面单 and 后道标 to print at once. */
  scanPrint: endpoint({
    method: 'POST',
    path: '/api/b2/print/scan',
    access: scanAccess,
    body: scanPrintRequestSchema,
    data: scanPrintResultSchema,
  }),
  /** A piece into its order's 格口; the last one prints the waybill and frees the slot. */
  packScan: endpoint({
    method: 'POST',
    path: '/api/b2/print/pack/scan',
    access: packAccess,
    body: packScanRequestSchema,
    data: packScanResultSchema,
  }),
  /** The held 格口 with their orders' progress. */
  packSlots: endpoint({
    method: 'POST',
    path: '/api/b2/print/pack/slots',
    access: packAccess,
    body: z.object({}).strict(),
    data: packSlotsSchema,
  }),
  /** 打印: a complete slot whose waybill failed at its last scan, again. */
  packPrint: endpoint({
    method: 'POST',
    path: '/api/b2/print/pack/print',
    access: packAccess,
    body: packOrderRequestSchema,
    data: packScanResultSchema,
  }),
  /** 清空格口: the order's pieces taken out; its scans forgotten. */
  packClear: endpoint({
    method: 'POST',
    path: '/api/b2/print/pack/clear',
    access: packAccess,
    body: packOrderRequestSchema.pick({ orderNo: true }),
    data: z.object({ orderNo: z.string(), slotNo: z.number().int() }),
  }),
};
