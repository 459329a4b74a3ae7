import type { FastifyInstance } from 'fastify';
import { daifaEndpoints } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { collectPage, deleteCollect, saveCollectDrafts } from './collects.ts';
import { submitCollect } from './collectSubmit.ts';
import { stallKindOf } from '../placement/goodsEndpoints.ts';

/** 手动报单 (保存草稿, 提交) and 报单记录 (page, delete), on the 代发订单 entry. */
export function registerCollectEndpoints(app: FastifyInstance, ctx: AppContext) {
  const deps = {
    funds: ctx.funds,
    market: ctx.daifa.market,
    kind: stallKindOf(ctx.config.brand),
    brand: ctx.config.brand,
  };
  registerEndpoint(app, ctx, daifaEndpoints.collectSave, async ({ body, caller }) =>
    saveCollectDrafts(ctx.db, caller, body),
  );
  registerEndpoint(app, ctx, daifaEndpoints.collectSubmit, async ({ body, caller }) =>
    submitCollect(ctx.db, deps, caller, body),
  );
  registerEndpoint(app, ctx, daifaEndpoints.collectPage, async ({ body, caller }) =>
    collectPage(ctx.db, caller, body),
  );
  registerEndpoint(app, ctx, daifaEndpoints.collectDelete, async ({ params, caller }) =>
    deleteCollect(ctx.db, caller, params.id),
  );
}
