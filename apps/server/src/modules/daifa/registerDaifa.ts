import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { registerDaifaPaid } from './payments/daifaPayments.ts';
import { registerExpressEndpoints } from './express/expressEndpoints.ts';
import { registerDaifaOrderPage } from './orders/daifaOrderPage.ts';
import { registerDaifaOrderTrail } from './orders/daifaOrderTrail.ts';
import { registerExpressTrace } from './express/registerExpressTrace.ts';
import { registerDaifaActions } from './orders/daifaActions.ts';
import { registerFulfilmentHook } from './warehouse/fulfilmentHook.ts';
import { registerCourierTraces } from './express/courierTraces.ts';
import { registerGoodsEndpoints } from './placement/goodsEndpoints.ts';
import { registerPlaceEndpoint } from './placement/placeEndpoint.ts';
import { registerAbnormalEndpoints } from './abnormal/abnormalEndpoints.ts';
import { registerReplenishLink } from './payments/replenishLink.ts';
import { registerAddressUpdate } from './orders/addressUpdate.ts';
import { registerDaifaJobs } from './orders/daifaJobs.ts';
import { registerFromShopEndpoints } from './fromShop/fromShopEndpoints.ts';
import { registerCollectEndpoints } from './collect/collectEndpoints.ts';
import { registerDaifaReconcile } from './payments/daifaReconcile.ts';
import { registerImportEndpoints } from './import/importEndpoints.ts';
import { registerCollectPricing } from './collect/collectPricing.ts';
import { registerGoodsAssociation } from './association/registerGoodsAssociation.ts';

/** 代发订单: the paid hook, 快递 quotes, 代发下单 with the market's goods and the area tree, the list, the detail, cancel, hold, 批量支付, bulk jobs and 导出, the warehouse's events and the courier's traces so far; the other endpoints join here as they come (see README). */
export function registerDaifa(app: FastifyInstance, ctx: AppContext) {
  registerDaifaPaid(ctx.funds);
  registerDaifaReconcile();
  registerReplenishLink(ctx.funds);
  registerExpressEndpoints(app, ctx);
  registerDaifaOrderPage(app, ctx);
  registerDaifaOrderTrail(app, ctx);
  registerExpressTrace(app, ctx);
  registerDaifaActions(app, ctx);
  registerFulfilmentHook(app, ctx);
  registerCourierTraces(app, ctx);
  registerGoodsEndpoints(app, ctx);
  registerPlaceEndpoint(app, ctx);
  registerAbnormalEndpoints(app, ctx);
  registerAddressUpdate(app, ctx);
  registerDaifaJobs(app, ctx);
  registerFromShopEndpoints(app, ctx);
  registerCollectEndpoints(app, ctx);
  registerImportEndpoints(app, ctx);
  registerCollectPricing(app, ctx);
  registerGoodsAssociation(app, ctx);
}
