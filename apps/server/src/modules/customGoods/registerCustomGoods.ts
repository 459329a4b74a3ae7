import type { FastifyInstance } from 'fastify';
import { customGoodsEndpoints, ErrorCode } from '@oms/api-client';
import { ApiError } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { customGoodsPage, deleteCustomGoods, offersCustomGoods, saveCustomGoods } from './customGoods.ts';

/** 自定义商品: permission and manual delivery are the contract's; the brand is checked here. */
export function registerCustomGoods(app: FastifyInstance, ctx: AppContext) {
  const e = customGoodsEndpoints;
  const offered = () => {
    if (!offersCustomGoods(ctx.config.brand))
      throw new ApiError(ErrorCode.FORBIDDEN, '当前平台不支持自定义商品');
  };
  registerEndpoint(app, ctx, e.page, ({ body, caller }) => {
    offered();
    return customGoodsPage(ctx.db, caller.tenantId, body);
  });
  registerEndpoint(app, ctx, e.save, ({ body, caller }) => {
    offered();
    return saveCustomGoods(ctx.db, caller.tenantId, body);
  });
  registerEndpoint(app, ctx, e.remove, ({ params, caller }) => {
    offered();
    return deleteCustomGoods(ctx.db, caller.tenantId, params.id);
  });
}
