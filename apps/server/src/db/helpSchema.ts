import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id } from './tenantColumns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * 帮助中心's articles: shipped ones (`content/help`, source FILE, synced at start) and, later, those
 * written on /ops. `search` holds Chinese words and bigrams (`help/helpTokens.ts`), title weighted A,
 * keywords B, body C.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    keywords: text('keywords').array().notNull(),
    /** Console routes whose ? opens it. */
    routes: text('routes').array().notNull(),
    body: text('body').notNull(),
    search: tsvector('search').notNull(),
    sort: integer('sort').notNull().default(0),
    source: text('source', { enum: ['FILE', 'OPS'] })
      .notNull()
      .default('FILE'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('help_articles_search').using('gin', t.search),
    index('help_articles_routes').using('gin', t.routes),
  ],
);

/** Searches that found nothing: what the articles lack, counted. */
export const helpSearchMisses = pgTable('help_search_misses', {
  query: text('query').primaryKey(),
  count: integer('count').notNull().default(1),
  lastAt: at('last_at')
    .notNull()
    .default(sql`now()`),
});
