import type { FastifyInstance } from 'fastify';
import { returnEndpoints } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerListJobEndpoints } from '../../list/jobs/registerListJobEndpoints.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { registerReturn, scanReturn, undoReturn } from './returnRegister.ts';
import {
  assignReturns,
  confirmReturns,
  disposeReturns,
  negotiateReturn,
  negotiatingReturns,
  reportReturn,
  resumeReturns,
  retryReturns,
  stopReturns,
} from './returnMoves.ts';
import { returnPage, returnStaff } from './returnPage.ts';
import { returnLabels } from './returnLabels.ts';
import { returnEvents } from './returnEvents.ts';
import { quoteShipment, reprintShipment, shipReturns } from './returnShipment.ts';
import { registerShipmentReconcile, signShipment } from './shipmentTraces.ts';

/** 退货登记 and 退货登记指派: who may call is settled by the contract (permission + manual delivery). */
export function registerReturns(app: FastifyInstance, ctx: AppContext) {
  const e = returnEndpoints;
  const db = ctx.db;
  const brand = ctx.config.brand;
  registerEndpoint(app, ctx, e.scan, ({ body, caller }) => scanReturn(db, caller, body.code));
  registerEndpoint(app, ctx, e.register, ({ body, caller, request }) =>
    registerReturn(db, request, caller, brand, body),
  );
  registerEndpoint(app, ctx, e.undo, ({ body, caller }) => undoReturn(db, caller, body.ids));
  registerEndpoint(app, ctx, e.events, ({ body, caller }) => returnEvents(db, caller, body.id));
  registerEndpoint(app, ctx, e.page, ({ body, caller }) => returnPage(db, caller, body));
  registerEndpoint(app, ctx, e.staff, ({ caller }) => returnStaff(db, caller));
  registerEndpoint(app, ctx, e.assign, ({ body, caller }) => assignReturns(db, caller, body));
  registerEndpoint(app, ctx, e.stop, ({ body, caller }) => stopReturns(db, caller, body.ids));
  registerEndpoint(app, ctx, e.resume, ({ body, caller }) => resumeReturns(db, caller, body.ids));
  registerEndpoint(app, ctx, e.report, ({ body, caller, request }) =>
    reportReturn(db, request, caller, body),
  );
  registerEndpoint(app, ctx, e.confirm, ({ body, caller }) => confirmReturns(db, caller, body.ids));
  registerEndpoint(app, ctx, e.retry, ({ body, caller }) => retryReturns(db, caller, body.ids));
  registerEndpoint(app, ctx, e.negotiate, ({ body, caller }) => negotiateReturn(db, caller, body));
  registerEndpoint(app, ctx, e.dispose, ({ body, caller }) =>
    disposeReturns(db, caller, body.ids, body.disposition),
  );
  registerEndpoint(app, ctx, e.shipQuote, ({ body, caller }) => quoteShipment(db, caller, body));
  registerEndpoint(app, ctx, e.ship, ({ body, caller, request }) =>
    shipReturns(db, ctx.daifa.courier, ctx.funds, request, caller, body),
  );
  registerEndpoint(app, ctx, e.shipLabel, ({ body, caller }) =>
    reprintShipment(db, ctx.daifa.courier, caller, body.id),
  );
  registerEndpoint(app, ctx, e.negotiating, ({ body, caller }) => negotiatingReturns(db, caller, body.ids));
  if (!ctx.daifa.foreignWaybillHooks.includes(signShipment)) ctx.daifa.foreignWaybillHooks.push(signShipment);
  registerShipmentReconcile();
  registerListJobEndpoints(app, ctx, 'returnItems', { exportJob: e.exportList, exportFile: e.exportFile });
  registerEndpoint(app, ctx, e.labels, ({ body, caller }) => returnLabels(db, caller, brand, body.ids));
}
