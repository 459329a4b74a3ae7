import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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

/**
 * 缺货统计's rollup by stall: a tenant's pick-up answers of a Shanghai day per stall (`supplier_id`; for
 * lines of no known stall, 0 and the stall as written). Recomputed with the two below for the last days
 * every 10 minutes (`refreshPickupStatDays`), so 30 days read a few thousand rows a day, not the answers.
 */
export const statPickupStalls = pgTable(
  'stat_pickup_stalls',
  {
    tenantId: tenant(),
    day: date('day').notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    stall: text('stall').notNull(),
    answered: integer('answered').notNull(),
    lacked: integer('lacked').notNull(),
    refreshedAt: at('refreshed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.supplierId, t.stall] })],
);

/** 缺货统计 by 货号: the same per stall and 货号; its lacks found by the partial index, a page's answers by `_key`. */
export const statPickupArticles = pgTable(
  'stat_pickup_articles',
  {
    tenantId: tenant(),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    stall: text('stall').notNull(),
    articleNo: text('article_no').notNull(),
    day: date('day').notNull(),
    answered: integer('answered').notNull(),
    lacked: integer('lacked').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.day, t.supplierId, t.stall, t.articleNo] }),
    index('stat_pickup_articles_key').on(t.tenantId, t.supplierId, t.articleNo, t.day),
    index('stat_pickup_articles_lacks')
      .on(t.tenantId, t.day)
      .where(sql`lacked > 0`),
  ],
);

/** 拿退货统计's rollup: a day's answers per picker (0: answered from the board by nobody's hand). */
export const statPickupPeople = pgTable(
  'stat_pickup_people',
  {
    tenantId: tenant(),
    day: date('day').notNull(),
    pickerId: bigint('picker_id', { mode: 'number' }).notNull(),
    lines: integer('lines').notNull(),
    tookPieces: integer('took_pieces').notNull(),
    tookFen: fen('took_fen').notNull(),
    lackLines: integer('lack_lines').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.pickerId] })],
);

/**
 * When each statistics rollup was last refreshed (`pickup`: the three above): one row a rollup, so a
 * page's "数据更新于" and the answer cache's generation are a key lookup, not a scan of the rollup.
 */
export const statRefreshes = pgTable('stat_refreshes', {
  name: text('name').primaryKey(),
  refreshedAt: at('refreshed_at').notNull(),
});
