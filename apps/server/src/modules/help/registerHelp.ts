import type { FastifyInstance } from 'fastify';
import { helpEndpoints as e } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { helpArticle, helpCategories, helpForRoute, searchHelp } from './helpSearch.ts';

/** 帮助中心: any signed-in account reads every article. */
export function registerHelp(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  registerEndpoint(app, ctx, e.categories, () => helpCategories(db));
  registerEndpoint(app, ctx, e.article, ({ query }) => helpArticle(db, query.slug));
  registerEndpoint(app, ctx, e.search, ({ body }) => searchHelp(db, body.question));
  registerEndpoint(app, ctx, e.forRoute, ({ query }) => helpForRoute(db, query.path));
}
