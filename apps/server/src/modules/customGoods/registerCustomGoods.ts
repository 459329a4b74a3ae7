import type { FastifyInstance } from 'fastify';
import { customGoodsEndpoints, ErrorCode } from '@oms/api-client';
import { ApiError } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { customGoodsPage, deleteCustomGoods, offersCustomGoods, saveCustomGoods } from './customGoods.ts';

/** 自定义商品: permission and manual delivery are the contract's; the brand is checked here. */
export function registerCustomGoods(app: FastifyInstance, ctx: AppContext) {
  const e = customGoodsEndpoints;
  // 购途网 has none: refused before the handler, whichever of the three is called
  const offered = <T>(run: () => T): T => {
    if (!offersCustomGoods(ctx.config.brand))
      throw new ApiError(ErrorCode.FORBIDDEN, '当前平台不支持自定义商品');
    return run();
  };
  registerEndpoint(app, ctx, e.page, ({ body, caller }) =>
    offered(() => customGoodsPage(ctx.db, caller.tenantId, body)),
  );
  registerEndpoint(app, ctx, e.save, ({ body, caller }) =>
    offered(() => saveCustomGoods(ctx.db, caller.tenantId, body)),
  );
  registerEndpoint(app, ctx, e.remove, ({ params, body, caller }) =>
    offered(() =>
      ctx.db.transaction((tx) => deleteCustomGoods(tx, caller.tenantId, params.id, body?.confirm ?? false)),
    ),
  );
}
