import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './tenantColumns.ts';
import { accounts } from './schema.ts';

/**
 * How often an account asked for something this minute (物流查询's 60 a minute), counted in PostgreSQL
 * so every server process shares the count. Old minutes are pruned hourly.
 */
export const accountRateCounts = pgTable(
  'account_rate_counts',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key, t.windowStart] })],
);
