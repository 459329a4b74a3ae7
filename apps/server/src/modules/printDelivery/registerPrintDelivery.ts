import type { FastifyInstance } from 'fastify';
import { printDeliveryEndpoints as e } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { printDeliveryPage, shipWithWaybill } from './printDelivery.ts';
import { cancelWaybill, printWaybills } from './waybills.ts';

/** 打印发货: who may call is settled by the contract (the page's right, manual delivery, purchasers). */
export function registerPrintDelivery(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, e.page, ({ body, caller }) => printDeliveryPage(ctx.db, caller, body));
  registerEndpoint(app, ctx, e.ship, ({ body, caller }) => shipWithWaybill(ctx.db, caller, body));
  registerEndpoint(app, ctx, e.waybill, ({ body, caller }) =>
    printWaybills(ctx.db, ctx.daifa.courier, caller, body),
  );
  registerEndpoint(app, ctx, e.cancelWaybill, ({ body, caller }) =>
    cancelWaybill(ctx.db, ctx.daifa.courier, caller, body.orderNo),
  );
}
