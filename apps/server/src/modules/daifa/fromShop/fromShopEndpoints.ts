import type { FastifyInstance } from 'fastify';
import { daifaEndpoints } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { associate } from '../association/goodsAssociation.ts';
import { stallKindOf } from '../placement/goodsEndpoints.ts';
import { placeFromShopOrders, planFromShopOrders, toPreview } from './fromShopOrders.ts';

/** 下单代发 from 同步订单 (preview, place) and its 关联商品, on the 代发订单 entry. */
export function registerFromShopEndpoints(app: FastifyInstance, ctx: AppContext) {
  const deps = { market: ctx.daifa.market, kind: stallKindOf(ctx.config.brand), brand: ctx.config.brand };

  registerEndpoint(app, ctx, daifaEndpoints.fromShopPreview, async ({ body, caller }) =>
    toPreview(await planFromShopOrders(ctx.db, deps, caller.tenantId, body.shopOrderIds)),
  );

  registerEndpoint(app, ctx, daifaEndpoints.fromShopOrders, async ({ body, caller }) =>
    placeFromShopOrders(ctx.db, { funds: ctx.funds, ...deps }, caller, body),
  );

  registerEndpoint(app, ctx, daifaEndpoints.goodsAssociate, async ({ body, caller }) =>
    ctx.db.transaction((tx) => associate(tx, deps, caller, body)),
  );
}
