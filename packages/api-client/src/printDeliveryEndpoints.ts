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
