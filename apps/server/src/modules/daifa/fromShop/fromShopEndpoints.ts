import type { FastifyInstance } from 'fastify';
import { daifaEndpoints } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { associate } from './goodsAssociation.ts';
import { stallKindOf } from '../placement/goodsEndpoints.ts';
import { placeFromShopOrders, planFromShopOrders, toPreview } from './fromShopOrders.ts';
import { dissociate, goodsAssociationPage } from './goodsAssociationPage.ts';

/**
 * 下单代发 from 同步订单 (preview, place) and 关联商品, on the 代发订单 entry; the 商品关联 page (its lists,
 * 关联 and 解除关联) on its own entry.
 */
export function registerFromShopEndpoints(app: FastifyInstance, ctx: AppContext) {
  const kind = stallKindOf(ctx.config.brand);
  const { market } = ctx.daifa;

  registerEndpoint(app, ctx, daifaEndpoints.fromShopPreview, async ({ body, caller }) =>
    toPreview(await planFromShopOrders(ctx.db, market, kind, caller.tenantId, body.shopOrderIds)),
  );

  registerEndpoint(app, ctx, daifaEndpoints.fromShopOrders, async ({ body, caller }) =>
    placeFromShopOrders(ctx.db, { funds: ctx.funds, market, kind, brand: ctx.config.brand }, caller, body),
  );

  for (const endpoint of [daifaEndpoints.goodsAssociate, daifaEndpoints.goodsAssociationSave])
    registerEndpoint(app, ctx, endpoint, async ({ body, caller }) =>
      ctx.db.transaction((tx) => associate(tx, market, kind, caller, body)),
    );

  registerEndpoint(app, ctx, daifaEndpoints.goodsAssociationPage, async ({ body, caller }) =>
    goodsAssociationPage(ctx.db, caller.tenantId, body),
  );

  registerEndpoint(app, ctx, daifaEndpoints.goodsAssociationRemove, async ({ body, caller }) =>
    dissociate(ctx.db, caller.tenantId, body),
  );
}
