import { date, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { at, tenant } from './tenantColumns.ts';

/**
 * 工作台's closed days: a tenant's figures of one Shanghai day (订单数, 已付款, 已发货, 售后, 问题件) and
 * the live ones as they stood when it closed (待拿货, 余额, 待补款), written at 00:05 for yesterday.
 * The trend reads them; today is always counted live.
 */
export const homeDaily = pgTable(
  'home_daily',
  {
    tenantId: tenant(),
    day: date('day').notNull(),
    figures: jsonb('figures').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);
