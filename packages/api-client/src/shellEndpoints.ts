import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { nullData } from './schemas/common.ts';
import {
  markNotShopPopupRequestSchema,
  replenishWaitingSchema,
  payLaterStatisticsSchema,
  shopAuthPopupRowSchema,
  trackingRequestSchema,
} from './schemas/shell.ts';

/** The calls the console shell makes on every page: counts, popups, tracking. */
export const shellEndpoints = {
  messageUnreadCount: endpoint({
    method: 'POST',
    path: '/api/b2/message/unread/count',
    access: { kind: 'signedIn' },
    data: z.number().int().min(0),
  }),
  shopAuthPopup: endpoint({
    method: 'POST',
    path: '/api/b2/takePopup/getShopAuthPopup',
    access: { kind: 'signedIn', permission: '/basicSet/shopAuthorization' },
    data: z.array(shopAuthPopupRowSchema),
  }),
  markNotShopPopup: endpoint({
    method: 'POST',
    path: '/api/b2/takePopup/markNotShopPopup',
    access: { kind: 'signedIn', permission: '/basicSet/shopAuthorization' },
    body: markNotShopPopupRequestSchema,
    data: nullData,
  }),
  problemParcelCount: endpoint({
    method: 'GET',
    path: '/api/b2/afterSales/post/problemGood/nearTime/num',
    access: { kind: 'signedIn', permission: '/afterSale/problemList' },
    data: z.number().int().min(0),
  }),
  payLaterStatistics: endpoint({
    method: 'GET',
    path: '/api/home/goods/pay/later/statistics',
    access: { kind: 'signedIn' },
    data: payLaterStatisticsSchema,
  }),
  replenishWaiting: endpoint({
    method: 'POST',
    path: '/api/home/replenish/waitingPayment/statistics',
    access: { kind: 'signedIn', permission: '/funds/transferRecord' },
    data: replenishWaitingSchema,
  }),
  existErp: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/assigned/existErp',
    access: { kind: 'signedIn' },
    data: z.boolean(),
  }),
  needPlatformSettingPopup: endpoint({
    method: 'GET',
    path: '/api/b2/purchaser/area/needPlatformSettingPopup',
    access: { kind: 'signedIn' },
    data: z.boolean(),
  }),
  tracking: endpoint({
    method: 'POST',
    path: '/api/system/tracking',
    access: { kind: 'signedIn' },
    body: trackingRequestSchema,
    data: nullData,
  }),
} as const;
