import { endpoint } from './endpoints.ts';
import {
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
