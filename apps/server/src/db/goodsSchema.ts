import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, fen, id, tenant } from './tenantColumns.ts';

/**
 * 商品关联's shop SKUs: every (货号, 颜色, 尺码) the tenant's shops sold, as the last synced order showed
 * it — title, picture, the stall the listing names — upserted by each synced page. Platforms send no
 * item or SKU id, so the three texts are the key. `suggested_at`: when 建议 last looked for its goods.
 */
export const shopSkus = pgTable(
  'shop_skus',
  {
    id: id(),
    tenantId: tenant(),
    articleNo: text('article_no').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    stall: text('stall'),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    suggestedAt: at('suggested_at'),
  },
  (t) => [
    uniqueIndex('shop_skus_key').on(t.tenantId, t.articleNo, t.color, t.size),
    index('shop_skus_tenant_seen').on(t.tenantId, t.lastSeenAt, t.id),
  ],
);

/**
 * 建议: the market goods (or 自定义商品) an unlinked shop SKU most likely is, with a score of 0–100 and
 * the reasons in Chinese. One a SKU; rewritten when looked for again, deleted once the SKU is linked.
 */
export const goodsSuggestions = pgTable('goods_suggestions', {
  skuId: bigint('sku_id', { mode: 'number' })
    .primaryKey()
    .references(() => shopSkus.id, { onDelete: 'cascade' }),
  tenantId: tenant(),
  goodsId: text('goods_id').notNull(),
  goodsColor: text('goods_color').notNull(),
  goodsSize: text('goods_size').notNull(),
  stall: text('stall').notNull(),
  goodsArticleNo: text('goods_article_no').notNull(),
  title: text('title').notNull(),
  priceFen: fen('price_fen').notNull(),
  score: integer('score').notNull(),
  reason: text('reason').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** What happened to a SKU's link: 关联, 修改关联, 解除关联, 采纳建议, 导入, 失效 — append-only. */
export const goodsAssociationHistory = pgTable(
  'goods_association_history',
  {
    id: id(),
    tenantId: tenant(),
    articleNo: text('article_no').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    /** LINK | RELINK | UNLINK | ADOPT | IMPORT | INVALID | RESTORED */
    action: text('action').notNull(),
    /** The goods as people know it: 档口 货号 颜色/尺码. */
    goods: text('goods').notNull(),
    detail: text('detail').notNull().default(''),
    accountId: bigint('account_id', { mode: 'number' }),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('goods_association_history_sku').on(t.tenantId, t.articleNo, t.color, t.size, t.at)],
);
