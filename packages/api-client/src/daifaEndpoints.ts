import { endpoint } from './endpoints.ts';
import { nullData } from './schemas/common.ts';
import {
  daifaCancelRequestSchema,
  daifaCancelSchema,
  daifaOrderNoRequestSchema,
  daifaOrderDetailSchema,
  daifaOrderNoParamsSchema,
  daifaOrderPageRequestSchema,
  daifaOrderPageSchema,
  expressAllSchema,
  expressQuoteQuerySchema,
  expressQuoteSchema,
} from './schemas/daifa.ts';

const ORDERS = '/order/daifaOrderList';

/** 代发订单 (issue 12). Couriers and their quotes: any signed-in account (placing, 快递列表). */
export const daifaEndpoints = {
  page: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/page',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaOrderPageRequestSchema,
    data: daifaOrderPageSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/b2/daifa/order/:orderNo',
    access: { kind: 'signedIn', permission: ORDERS },
    params: daifaOrderNoParamsSchema,
    data: daifaOrderDetailSchema,
  }),
  /** 取消订单: money goes back by stage (a money call: Idempotency-Key). */
  cancel: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/cancel',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaCancelRequestSchema,
    data: daifaCancelSchema,
  }),
  /** 挂起: the order waits (it is not picked or shipped) until 恢复. */
  hold: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/hold',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaOrderNoRequestSchema,
    data: nullData,
  }),
  release: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/release',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaOrderNoRequestSchema,
    data: nullData,
  }),
  express: endpoint({
    method: 'GET',
    path: '/api/b2/orders/express',
    access: { kind: 'signedIn' },
    query: expressQuoteQuerySchema,
    data: expressQuoteSchema,
  }),
  expressAll: endpoint({
    method: 'GET',
    path: '/api/b2/orders/expressAll',
    access: { kind: 'signedIn' },
    data: expressAllSchema,
  }),
};
