import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { at, fen, tenant } from './tenantColumns.ts';

/**
 * 店铺拿退统计's rollup: a tenant's dropship lines of a Shanghai day (the day ordered) by shop (0: no shop,
 * 手工下单). Recomputed for the last days every 10 minutes by housekeeping, so the statistics read a
 * few hundred rows and daifa's event path writes nothing more.
 */
export const statShopDays = pgTable(
  'stat_shop_days',
  {
    tenantId: tenant(),
    day: date('day').notNull(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    orders: integer('orders').notNull(),
    pieces: integer('pieces').notNull(),
    tookPieces: integer('took_pieces').notNull(),
    lackPieces: integer('lack_pieces').notNull(),
    afterSalePieces: integer('after_sale_pieces').notNull(),
    goodsFen: fen('goods_fen').notNull(),
    refreshedAt: at('refreshed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.shopId] })],
);
