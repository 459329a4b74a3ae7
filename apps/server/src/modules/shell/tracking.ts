import { shellEndpoints } from '@oms/api-client';
import type { FastifyInstance } from 'fastify';
import { trackingEvents } from '../../db/schema.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

export function registerTracking(app: FastifyInstance, ctx: AppContext) {
  // The account comes from the session, never from the body, so nobody reports views as someone else.
  registerEndpoint(app, ctx, shellEndpoints.tracking, async ({ body, caller }) => {
    await ctx.db.insert(trackingEvents).values({
      accountId: caller.accountId,
      event: body.event,
      beforePage: body.beforePage ?? null,
      currentPage: body.currentPage ?? null,
      pageChannel: body.pageChannel ?? null,
      httpStatus: body.httpStatus ?? null,
      host: body.host ?? null,
      platformType: body.platformType ?? null,
      activityName: body.activityName ?? null,
    });
    return null;
  });
}
