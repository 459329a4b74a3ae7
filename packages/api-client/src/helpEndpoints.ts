import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import {
  helpArticleQuerySchema,
  helpArticleSchema,
  helpCategoriesSchema,
  helpRouteQuerySchema,
  helpSearchRequestSchema,
  helpSearchSchema,
} from './schemas/help.ts';

const anyone = { kind: 'signedIn' } as const;

/** 帮助中心 (/helpCenter) and the ? of each page. */
export const helpEndpoints = {
  categories: endpoint({
    method: 'GET',
    path: '/api/b2/help/categories',
    access: anyone,
    data: helpCategoriesSchema,
  }),
  article: endpoint({
    method: 'GET',
    path: '/api/b2/help/article',
    access: anyone,
    query: helpArticleQuerySchema,
    data: helpArticleSchema,
  }),
  /** Chinese words and bigrams, synonyms (补款 = 补差价); a search that finds nothing is logged. */
  search: endpoint({
    method: 'POST',
    path: '/api/b2/help/search',
    access: anyone,
    body: helpSearchRequestSchema,
    data: helpSearchSchema,
  }),
  /** The articles about a console page (its ?). */
  forRoute: endpoint({
    method: 'GET',
    path: '/api/b2/help/forRoute',
    access: anyone,
    query: helpRouteQuerySchema,
    data: z.array(z.object({ slug: z.string(), title: z.string() })),
  }),
};
