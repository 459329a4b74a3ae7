import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, fen, id, tenant } from './tenantColumns.ts';

/** The running parts of XH (线下拿货单) and XT (线下退货单) numbers: prefix + yyMMdd + 6 digits. */
export const offlineOrderNoSeq = pgSequence('offline_order_no_seq', { startWith: 100001 });
export const offlineReturnNoSeq = pgSequence('offline_return_no_seq', { startWith: 100001 });

/**
 * 线下拿货单: goods a purchaser picks up for a customer of their own. Lines live in `lines` (jsonb, ≤ 50,
 * replaced whole while a draft, took quantities written once at 拿货完成); `search_text` is what the
 * list's one search box matches. `events` is the timeline, appended in the same update as the change.
 */
export const offlineOrders = pgTable(
  'offline_orders',
  {
    id: id(),
    tenantId: tenant(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull(),
    requestKey: text('request_key').notNull(),
    /** DRAFT | WAITING_TAKING | TAKING | TOOK | DELIVERED | CANCELED */
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerAddress: text('customer_address').notNull().default(''),
    /** [{ lineNo, stall, articleNo, title, color, size, qty, priceFen, tookQty, pickupState }] */
    lines: jsonb('lines').notNull(),
    pieces: integer('pieces').notNull(),
    tookPieces: integer('took_pieces').notNull().default(0),
    goodsFen: fen('goods_fen').notNull(),
    remark: text('remark').notNull().default(''),
    printCount: integer('print_count').notNull().default(0),
    /** [{ type, at, by, params }] */
    events: jsonb('events')
      .notNull()
      .default(sql`'[]'::jsonb`),
    searchText: text('search_text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offline_orders_no').on(t.orderNo),
    uniqueIndex('offline_orders_request').on(t.tenantId, t.requestKey),
    index('offline_orders_recent').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
    index('offline_orders_status').on(t.tenantId, t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * 线下退货单: goods a purchaser's customer brought back, on their way back to the stall (spec §4's
 * return-to-factory states). `resume_state` is where 恢复 returns a 暂停退货 one to.
 */
export const offlineReturns = pgTable(
  'offline_returns',
  {
    id: id(),
    tenantId: tenant(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    returnNo: text('return_no').notNull(),
    requestKey: text('request_key').notNull(),
    /** WAITING_ASSIGNED | WAIT_FACTORY | FACTORY_REFUSE | FACTORY_RETURNED | STOP_RETURNED */
    state: text('state').notNull(),
    resumeState: text('resume_state'),
    version: integer('version').notNull().default(1),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerAddress: text('customer_address').notNull().default(''),
    reason: text('reason').notNull(),
    offlineOrderNo: text('offline_order_no').notNull().default(''),
    /** [{ lineNo, stall, articleNo, title, color, size, qty, priceFen }] */
    lines: jsonb('lines').notNull(),
    pieces: integer('pieces').notNull(),
    goodsFen: fen('goods_fen').notNull(),
    refundFen: fen('refund_fen'),
    refuseReason: text('refuse_reason'),
    remark: text('remark').notNull().default(''),
    printCount: integer('print_count').notNull().default(0),
    events: jsonb('events')
      .notNull()
      .default(sql`'[]'::jsonb`),
    searchText: text('search_text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offline_returns_no').on(t.returnNo),
    uniqueIndex('offline_returns_request').on(t.tenantId, t.requestKey),
    index('offline_returns_recent').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
    index('offline_returns_state').on(t.tenantId, t.state, t.createdAt.desc(), t.id.desc()),
  ],
);
