import type { FastifyInstance } from 'fastify';
import { offlineEndpoints } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import {
  deleteOfflineOrder,
  offlineOrderDetail,
  offlineOrderPage,
  offlinePickLabels,
  saveOfflineOrder,
} from './offlineOrders.ts';
import { moveOfflineOrder, tookOfflineOrder } from './offlineOrderMoves.ts';
import {
  deleteOfflineReturn,
  moveOfflineReturn,
  offlineReturnLabels,
  offlineReturnPage,
  offlineReturnSource,
  saveOfflineReturn,
} from './offlineReturns.ts';

/** 线下拿货单 and 线下退货单: who may call is settled by the contract (permission + manual delivery). */
export function registerOffline(app: FastifyInstance, ctx: AppContext) {
  const e = offlineEndpoints;
  registerEndpoint(app, ctx, e.orderSave, ({ body, caller }) => saveOfflineOrder(ctx.db, caller, body));
  registerEndpoint(app, ctx, e.orderPage, ({ body, caller }) => offlineOrderPage(ctx.db, caller, body));
  registerEndpoint(app, ctx, e.orderDetail, ({ params, caller }) =>
    offlineOrderDetail(ctx.db, caller, params.id),
  );
  registerEndpoint(app, ctx, e.orderAction, ({ body, caller }) => moveOfflineOrder(ctx.db, caller, body));
  registerEndpoint(app, ctx, e.orderTook, ({ body, caller }) => tookOfflineOrder(ctx.db, caller, body));
  registerEndpoint(app, ctx, e.orderDelete, ({ params, caller }) =>
    deleteOfflineOrder(ctx.db, caller, params.id),
  );
  registerEndpoint(app, ctx, e.orderLabels, ({ body, caller }) =>
    offlinePickLabels(ctx.db, caller, body.ids),
  );
  registerEndpoint(app, ctx, e.returnSave, ({ body, caller }) => saveOfflineReturn(ctx.db, caller, body));
  registerEndpoint(app, ctx, e.returnPage, ({ body, caller }) => offlineReturnPage(ctx.db, caller, body));
  registerEndpoint(app, ctx, e.returnAction, ({ body, caller }) => moveOfflineReturn(ctx.db, caller, body));
  registerEndpoint(app, ctx, e.returnDelete, ({ params, caller }) =>
    deleteOfflineReturn(ctx.db, caller, params.id),
  );
  registerEndpoint(app, ctx, e.returnLabels, ({ body, caller }) =>
    offlineReturnLabels(ctx.db, caller, ctx.config.brand, body.ids),
  );
  registerEndpoint(app, ctx, e.returnSource, ({ query, caller }) =>
    offlineReturnSource(ctx.db, caller, query.orderNo),
  );
}
