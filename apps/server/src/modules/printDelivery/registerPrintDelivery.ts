import type { FastifyInstance } from 'fastify';
import { packScanEndpoints as p, printDeliveryEndpoints as e } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { printDeliveryPage, shipWithWaybill } from './printDelivery.ts';
import { cancelWaybill, printWaybills } from './waybills.ts';
import { packClear, packPrint, packScan, packSlots } from './packSlots.ts';
import { scanPrint } from './scanPrint.ts';

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
  registerEndpoint(app, ctx, p.scanPrint, ({ body, caller }) =>
    scanPrint(ctx.db, ctx.daifa.courier, caller, body),
  );
  registerEndpoint(app, ctx, p.packScan, ({ body, caller }) =>
    packScan(ctx.db, ctx.daifa.courier, caller, body),
  );
  registerEndpoint(app, ctx, p.packSlots, ({ caller }) => packSlots(ctx.db, caller));
  registerEndpoint(app, ctx, p.packPrint, ({ body, caller }) =>
    packPrint(ctx.db, ctx.daifa.courier, caller, body),
  );
  registerEndpoint(app, ctx, p.packClear, ({ body, caller }) => packClear(ctx.db, caller, body.orderNo));
}
