import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, fen, id, tenant } from './tenantColumns.ts';
import { suppliers } from './pickupSchema.ts';

/** A tenant's ERP account (快麦): the grant its open API is called with, and how the last read went. */
export const erpBindings = pgTable('erp_bindings', {
  tenantId: tenant().primaryKey(),
  kind: text('kind').notNull().default('KM'),
  session: text('session').notNull(),
  /** 采购单 changed up to here were read (the next read starts a little before it). */
  ordersReadTo: at('orders_read_to'),
  syncedAt: at('synced_at'),
  syncError: text('sync_error'),
});

/** A goods of the ERP, with the stall the team fetches it from (商品供应商). */
export const erpGoods = pgTable(
  'erp_goods',
  {
    id: id(),
    tenantId: tenant(),
    itemId: text('item_id').notNull(),
    articleNo: text('article_no').notNull(),
    title: text('title').notNull(),
    picUrl: text('pic_url').notNull().default(''),
    /** The supplier as the ERP names it (null: the ERP has none). */
    erpSupplier: text('erp_supplier'),
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id),
    skuCount: integer('sku_count').notNull().default(0),
    erpPriceFen: fen('erp_price_fen').notNull().default(0),
    /** 拿货价 set here (null: the ERP's 采购价). */
    takePriceFen: fen('take_price_fen'),
    syncedAt: at('synced_at').notNull().defaultNow(),
    assignedAt: at('assigned_at'),
  },
  (t) => [
    uniqueIndex('erp_goods_item').on(t.tenantId, t.itemId),
    index('erp_goods_article').on(t.tenantId, t.articleNo),
    index('erp_goods_unassigned')
      .on(t.tenantId, t.articleNo)
      .where(sql`supplier_id is null`),
  ],
);

/** A line of an ERP 采购单; on the board once its stall is known (`pickup_tasks` source ERP, source_id = id). */
export const erpPurchaseLines = pgTable(
  'erp_purchase_lines',
  {
    id: id(),
    tenantId: tenant(),
    purchaseNo: text('purchase_no').notNull(),
    purchaseStatus: text('purchase_status').notNull(),
    /** The ERP's own id of the line: lines are matched by it, not by their place in the 采购单. */
    detailId: text('detail_id').notNull(),
    lineNo: integer('line_no').notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).references(() => erpGoods.id),
    articleNo: text('article_no').notNull(),
    title: text('title').notNull().default(''),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    qty: integer('qty').notNull(),
    priceFen: fen('price_fen').notNull(),
    /** The ERP's qty and 采购价 the line's task was made or last changed from (null: not on the board). */
    boardQty: integer('board_qty'),
    boardPriceFen: fen('board_price_fen'),
    /** The stall set for this line alone (else its goods'). */
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id),
    createdAt: at('created_at').notNull(),
    modifiedAt: at('modified_at').notNull(),
  },
  (t) => [
    uniqueIndex('erp_purchase_lines_detail').on(t.tenantId, t.detailId),
    index('erp_purchase_lines_order').on(t.tenantId, t.purchaseNo),
    index('erp_purchase_lines_goods').on(t.goodsId),
  ],
);
