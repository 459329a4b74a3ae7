import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, fen, id, tenant } from './tenantColumns.ts';

/**
 * 自定义商品: goods a tenant buys at a stall the market does not list — the picker goes by 档口 and 货号
 * at the seller's price. One per 档口 + 货号 (compared as typed, trimmed); deleted ones are gone from
 * the list and from 代发下单, the orders placed with them keep their own copy of each line.
 */
export const customGoods = pgTable(
  'custom_goods',
  {
    id: id(),
    tenantId: tenant(),
    stall: text('stall').notNull(),
    articleNo: text('article_no').notNull(),
    title: text('title').notNull(),
    colors: text('colors').array().notNull(),
    sizes: text('sizes').array().notNull(),
    priceFen: fen('price_fen').notNull(),
    weightG: integer('weight_g').notNull(),
    remark: text('remark').notNull().default(''),
    /** The 档口's phone for the picker; a picture (`uploaded_images.image_id`, the tenant's own). */
    stallPhone: text('stall_phone').notNull().default(''),
    imageId: text('image_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('custom_goods_tenant_stall_article').on(t.tenantId, t.stall, t.articleNo),
    index('custom_goods_tenant_recent').on(t.tenantId, t.updatedAt, t.id),
  ],
);
