import { endpoint } from './endpoints.ts';
import {
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
};
