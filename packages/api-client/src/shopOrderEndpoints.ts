import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { idParamsSchema, nullData } from './schemas/common.ts';
import { revealedReceiverSchema } from './schemas/receiverReveal.ts';
import {
  shopOrderDetailSchema,
  shopOrderIdsRequestSchema,
  shopOrderPageRequestSchema,
  shopOrderPageSchema,
  shopOrderRemarkRequestSchema,
  shopOrderBulkRequestSchema,
  shopOrderExportRequestSchema,
} from './schemas/shopOrders.ts';
import { createdJobSchema } from './schemas/listJobs.ts';

const ORDERS = '/order/orderList';

/** 同步订单: the synced-orders list, an order's detail, and the actions on one order. */
export const shopOrderEndpoints = {
  /** The tenant's shops as filter options (a sub-account with 同步订单 may not open 店铺授权). */
  shopOptions: endpoint({
    method: 'GET',
    path: '/api/b2/shopOrders/shops',
    access: { kind: 'signedIn', permission: ORDERS },
    data: z.array(z.object({ id: z.number().int(), name: z.string(), platform: z.string() })),
  }),
  page: endpoint({
    method: 'POST',
    path: '/api/b2/shopOrders/page',
    access: { kind: 'signedIn', permission: ORDERS },
    body: shopOrderPageRequestSchema,
    data: shopOrderPageSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/b2/shopOrders/detail/:id',
    access: { kind: 'signedIn', permission: ORDERS },
    params: idParamsSchema,
    data: shopOrderDetailSchema,
  }),
  /** 查看完整信息 of a masked receiver (main accounts): the platform's 解密, audited and counted a day. */
  revealReceiver: endpoint({
    method: 'POST',
    path: '/api/b2/shopOrders/detail/:id/receiver',
    access: { kind: 'signedIn', permission: ORDERS, mainAccountOnly: true },
    params: idParamsSchema,
    data: revealedReceiverSchema,
  }),
  remark: endpoint({
    method: 'POST',
    path: '/api/b2/shopOrders/remark',
    access: { kind: 'signedIn', permission: ORDERS },
    body: shopOrderRemarkRequestSchema,
    data: nullData,
  }),
  hold: endpoint({
    method: 'POST',
    path: '/api/b2/shopOrders/hold',
    access: { kind: 'signedIn', permission: ORDERS },
    body: shopOrderIdsRequestSchema,
    data: nullData,
  }),
  release: endpoint({
    method: 'POST',
    path: '/api/b2/shopOrders/release',
    access: { kind: 'signedIn', permission: ORDERS },
    body: shopOrderIdsRequestSchema,
    data: nullData,
  }),
  /** 同步此订单: pull this one order from its platform now. */
  syncOne: endpoint({
    method: 'POST',
    path: '/api/b2/shopOrders/sync/:id',
    access: { kind: 'signedIn', permission: ORDERS },
    params: idParamsSchema,
    data: shopOrderDetailSchema,
  }),
  /** A bulk action over ticked orders or every order matching the filters, run as a job (listJobEndpoints). */
  bulk: endpoint({
    method: 'POST',
    path: '/api/b2/shopOrders/bulk',
    access: { kind: 'signedIn', permission: ORDERS },
    body: shopOrderBulkRequestSchema,
    data: createdJobSchema,
  }),
  /** A background export into 导出记录 (any size). */
  exportJob: endpoint({
    method: 'POST',
    path: '/api/b2/shopOrders/export',
    access: { kind: 'signedIn', permission: ORDERS },
    body: shopOrderExportRequestSchema,
    data: createdJobSchema,
  }),
  /** A small export (at most DIRECT_EXPORT_MAX_ROWS orders) answered as the .xlsx itself. */
  exportFile: endpoint({
    method: 'POST',
    path: '/api/b2/shopOrders/export/file',
    access: { kind: 'signedIn', permission: ORDERS },
    body: shopOrderExportRequestSchema,
    data: nullData,
  }),
};
