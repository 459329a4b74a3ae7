import type { FastifyInstance } from 'fastify';
import { homeEndpoints } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { homeData, homeTodo, homeTrend } from './homeData.ts';

/** 工作台: stat cards, to-do cards and the trend. */
export function registerHome(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, homeEndpoints.data, ({ caller }) => homeData(ctx.db, caller));
  registerEndpoint(app, ctx, homeEndpoints.todo, ({ caller }) => homeTodo(ctx.db, caller));
  registerEndpoint(app, ctx, homeEndpoints.trend, ({ caller, body }) => homeTrend(ctx.db, caller, body.days));
}
