import { bigint, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accounts } from './schema.ts';
import { at, tenant } from './tenantColumns.ts';

/**
 * 自定义发货信息: who the waybill names as sender (null: the warehouse's own), the 面单备注 template and
 * 中性包装. Shops may name their own sender (`shops.sender_name`). Read at placing and copied onto the
 * order (`daifa_orders.sender`): a later change never rewrites a parcel already on its way.
 */
export const shippingInfoSettings = pgTable('shipping_info_settings', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  senderName: text('sender_name'),
  senderPhone: text('sender_phone'),
  remark: text('remark').notNull().default(''),
  neutral: boolean('neutral').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** 提速发货 per sales platform: the waybill goes back to the shop when printed, not when collected. */
export const speedDeliverySettings = pgTable(
  'speed_delivery_settings',
  {
    tenantId: tenant(),
    platform: text('platform').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.platform] })],
);

/** 订单履约策略: the tenant's exception defaults (no row: 缺货 3 days, 明天有 3 times). */
export const fulfilmentStrategies = pgTable('fulfilment_strategies', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  lackWaitDays: integer('lack_wait_days').notNull(),
  nextDayTries: integer('next_day_tries').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
