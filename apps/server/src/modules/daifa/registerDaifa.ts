import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { registerDaifaPaid } from './daifaPayments.ts';
import { registerExpressEndpoints } from './expressEndpoints.ts';
import { registerDaifaOrderPage } from './daifaOrderPage.ts';
import { registerDaifaOrderTrail } from './daifaOrderTrail.ts';
import { registerDaifaActions } from './daifaActions.ts';
import { registerFulfilmentHook } from './fulfilmentHook.ts';
import { registerCourierTraces } from './courierTraces.ts';
import { registerGoodsEndpoints } from './goodsEndpoints.ts';
import { registerPlaceEndpoint } from './placeEndpoint.ts';
import { registerAbnormalEndpoints } from './abnormalEndpoints.ts';
import { registerReplenishLink } from './replenishLink.ts';
import { registerAddressUpdate } from './addressUpdate.ts';
import { registerDaifaJobs } from './daifaJobs.ts';
import { registerFromShopEndpoints } from './fromShopEndpoints.ts';
import { registerCollectEndpoints } from './collectEndpoints.ts';
import { registerDaifaReconcile } from './daifaReconcile.ts';
import { registerImportEndpoints } from './import/importEndpoints.ts';
import { registerCollectPricing } from './collectPricing.ts';

/** 代发订单: the paid hook, 快递 quotes, 代发下单 with the market's goods and the area tree, the list, the detail, cancel, hold, 批量支付, bulk jobs and 导出, the warehouse's events and the courier's traces so far; the other endpoints join here as they come (see README). */
export function registerDaifa(app: FastifyInstance, ctx: AppContext) {
  registerDaifaPaid(ctx.funds);
  registerDaifaReconcile();
  registerReplenishLink(ctx.funds);
  registerExpressEndpoints(app, ctx);
  registerDaifaOrderPage(app, ctx);
  registerDaifaOrderTrail(app, ctx);
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
}
