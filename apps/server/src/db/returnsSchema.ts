import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { pickupTasks, suppliers } from './pickupSchema.ts';
import { offlineReturns } from './offlineSchema.ts';
import { at, fen, id, tenant } from './tenantColumns.ts';

/**
 * One goods line going back to its stall (退货登记): TH + yyMMdd + 6 digits, registered against the
 * pick-up task it was bought on (its stall, 货号, price and the day it was taken), shelved by market and
 * floor under the registration's 入库单号 RK…. `state` is spec §4's return-to-factory state; the
 * stall's answer is reported by the 退货员 and confirmed by a manager (`confirmed_at`).
 */
export const returnItems = pgTable(
  'return_items',
  {
    id: id(),
    tenantId: tenant(),
    returnNo: text('return_no').notNull(),
    storageNo: text('storage_no').notNull(),
    shelf: text('shelf').notNull(),
    taskId: bigint('task_id', { mode: 'number' }).references(() => pickupTasks.id),
    orderNo: text('order_no').notNull(),
    takeCode: text('take_code').notNull().default(''),
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id),
    stall: text('stall').notNull(),
    articleNo: text('article_no').notNull(),
    title: text('title').notNull().default(''),
    color: text('color').notNull(),
    size: text('size').notNull(),
    qty: integer('qty').notNull(),
    priceFen: fen('price_fen').notNull(),
    /** The day the goods were taken from the stall: the return window counts from it. */
    tookOn: date('took_on'),
    reason: text('reason').notNull(),
    remark: text('remark').notNull().default(''),
    state: text('state').notNull().default('WAITING_ASSIGNED'),
    /** Where 恢复 goes back to after 暂停. */
    resumeState: text('resume_state'),
    staffId: bigint('staff_id', { mode: 'number' }),
    assignedAt: at('assigned_at'),
    refundFen: fen('refund_fen'),
    refuseReason: text('refuse_reason'),
    /** 协商退款: the refund agreed after a refusal. */
    negotiated: boolean('negotiated').notNull().default(false),
    /** After a refusal that stands: KEEP 自留 | WRITE_OFF 报损. */
    disposition: text('disposition'),
    /** 重新退 so far (at most 2). */
    retries: integer('retries').notNull().default(0),
    reportedAt: at('reported_at'),
    reportedBy: bigint('reported_by', { mode: 'number' }),
    confirmedAt: at('confirmed_at'),
    /** A 线下退货单's goods: the document whose state follows its items', and its line. */
    offlineReturnId: bigint('offline_return_id', { mode: 'number' }).references(() => offlineReturns.id, {
      onDelete: 'cascade',
    }),
    offlineLineNo: integer('offline_line_no'),
    /** WALK (a 退货员 walks it back) | COURIER (寄回异地档口: the courier's number and the freight paid). */
    route: text('route').notNull().default('WALK'),
    courierCode: text('courier_code'),
    waybillNo: text('waybill_no'),
    shipFeeFen: fen('ship_fee_fen'),
    /** The parcel's weight as sent (the waybill prints it), and how many times its waybill was printed. */
    shipWeightG: integer('ship_weight_g'),
    shipPrints: integer('ship_prints').notNull().default(0),
    signedAt: at('signed_at'),
    /** The 平台拿退货费 (pickup_fee_days) that charged its walk back; '' for one walked back before the fee. */
    feeNo: text('fee_no'),
    registeredBy: bigint('registered_by', { mode: 'number' }).notNull(),
    registeredName: text('registered_name').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('return_items_no').on(t.tenantId, t.returnNo),
    index('return_items_state').on(t.tenantId, t.state, t.id),
    index('return_items_staff').on(t.tenantId, t.staffId, t.state),
    index('return_items_task').on(t.taskId),
    index('return_items_storage').on(t.tenantId, t.storageNo),
    index('return_items_fee').on(t.feeNo),
    index('return_items_offline').on(t.offlineReturnId),
    index('return_items_waybill')
      .on(t.waybillNo, t.courierCode)
      .where(sql`waybill_no is not null`),
  ],
);

/** What happened to a return item, one row a move (操作日志). */
export const returnEvents = pgTable(
  'return_events',
  {
    id: id(),
    tenantId: tenant(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => returnItems.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    byName: text('by_name').notNull(),
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('return_events_item').on(t.itemId, t.at)],
);
