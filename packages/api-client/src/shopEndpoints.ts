import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { nullData } from './schemas/common.ts';
import {
  redBookVerifyRequestSchema,
  shopAuthorizeFinishRequestSchema,
  shopAuthorizeStartRequestSchema,
  shopIdRequestSchema,
  shopRowSchema,
  shopSyncLogSchema,
} from './schemas/shops.ts';

const SHOPS = '/basicSet/shopAuthorization';

/** 店铺授权: shops, their authorisation through the platform, sync and the REDBOOK check. */
export const shopEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/b2/shop/list',
    access: { kind: 'signedIn', permission: SHOPS },
    data: z.array(shopRowSchema),
  }),
  /** Where to send the browser to authorise a shop (new, or again for `shopId`). */
  authorizeStart: endpoint({
    method: 'POST',
    path: '/api/b2/shop/authorize/start',
    access: { kind: 'signedIn', permission: SHOPS },
    body: shopAuthorizeStartRequestSchema,
    data: z.object({ url: z.string() }),
  }),
  /** The platform sent the browser back with a code: exchange it and keep the shop. */
  authorizeFinish: endpoint({
    method: 'POST',
    path: '/api/b2/shop/authorize/finish',
    access: { kind: 'signedIn', permission: SHOPS },
    body: shopAuthorizeFinishRequestSchema,
    data: z.object({ shopId: z.number().int(), name: z.string(), platform: z.string() }),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/b2/shop/cancel',
    access: { kind: 'signedIn', permission: SHOPS },
    body: shopIdRequestSchema,
    data: nullData,
  }),
  syncNow: endpoint({
    method: 'POST',
    path: '/api/b2/shop/sync',
    access: { kind: 'signedIn', permission: SHOPS },
    body: shopIdRequestSchema,
    data: nullData,
  }),
  syncLogs: endpoint({
    method: 'POST',
    path: '/api/b2/shop/syncLogs',
    access: { kind: 'signedIn', permission: SHOPS },
    body: shopIdRequestSchema,
    data: z.array(shopSyncLogSchema),
  }),
  redBookSendCode: endpoint({
    method: 'POST',
    path: '/api/b2/shop/redBook/sendCode',
    access: { kind: 'signedIn', permission: SHOPS },
    body: shopIdRequestSchema,
    data: nullData,
  }),
  redBookVerify: endpoint({
    method: 'POST',
    path: '/api/b2/shop/redBook/verify',
    access: { kind: 'signedIn', permission: SHOPS },
    body: redBookVerifyRequestSchema,
    data: nullData,
  }),
};
