import type { FastifyInstance } from 'fastify';
import { headlessEndpoints } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { headlessPage, searchHeadless } from './headlessPage.ts';
import { claimHeadless } from './headlessClaim.ts';

/** 无头件认领 (README): the pool and mine, search, claim. */
export function registerHeadless(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const e = headlessEndpoints;
  registerEndpoint(app, ctx, e.page, ({ body, caller }) => headlessPage(db, caller.tenantId, body));
  registerEndpoint(app, ctx, e.search, ({ body, caller }) => searchHeadless(db, caller.tenantId, body));
  registerEndpoint(app, ctx, e.claim, ({ body, caller }) =>
    claimHeadless(db, caller.tenantId, body.headlessNo, body.waybillNo),
  );
}
