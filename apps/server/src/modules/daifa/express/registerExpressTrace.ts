import type { FastifyInstance } from 'fastify';
import { expressTraceEndpoints } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { traceWaybills } from './expressTrace.ts';

/** 物流查询 (/expressMsg). */
export function registerExpressTrace(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, expressTraceEndpoints.trace, ({ caller, body }) =>
    traceWaybills(ctx.db, caller, body.waybillNos),
  );
}
