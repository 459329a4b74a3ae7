import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InterceptActions, InterceptConditions } from '@oms/api-client';
import { shopOrders } from './schema.ts';
import { at, id, tenant } from './tenantColumns.ts';

/**
 * 自动拦截策略: a tenant's ordered rules, tried on each newly synced order in the sync's own transaction
 * (`intercept/interceptNewOrders.ts`); the first that hits is applied. `version` is the compare-and-set
 * of saves and switches; `hits`/`last_hit_at` count what it did.
 */
export const interceptRules = pgTable(
  'intercept_rules',
  {
    id: id(),
    tenantId: tenant(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull(),
    conditions: jsonb('conditions').$type<InterceptConditions>().notNull(),
    actions: jsonb('actions').$type<InterceptActions>().notNull(),
    hits: integer('hits').notNull().default(0),
    lastHitAt: at('last_hit_at'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('intercept_rules_tenant_position').on(t.tenantId, t.position)],
);

/** One order a rule hit, with why and what was done; the rule's name is kept should it be deleted. */
export const interceptHits = pgTable(
  'intercept_hits',
  {
    id: id(),
    tenantId: tenant(),
    ruleId: bigint('rule_id', { mode: 'number' }).references(() => interceptRules.id, {
      onDelete: 'set null',
    }),
    ruleName: text('rule_name').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    actions: text('actions').notNull(),
    /** SYNC: a newly synced order; APPLY: 应用到待发货订单. */
    source: text('source').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('intercept_hits_tenant_at').on(t.tenantId, t.at, t.id),
    index('intercept_hits_rule_at').on(t.ruleId, t.at, t.id),
    uniqueIndex('intercept_hits_order_rule').on(t.orderId, t.ruleId),
  ],
);
