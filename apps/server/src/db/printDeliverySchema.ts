import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { daifaOrders } from './daifaSchema.ts';
import { pickupTasks } from './pickupSchema.ts';
import { at, id, tenant } from './tenantColumns.ts';

/**
 * 打印发货's 电子面单: the number the courier gave an own-team parcel (快递鸟 1007) with what the waybill
 * prints besides it — 大头笔, 三段码, 集包地 — and how often it was printed. The order carries the courier
 * and number (its tabs and the courier's pushes find it there); a canceled number (1147) leaves this row.
 * Subscribed (1008) once written: the courier's 揽收 push makes the order 已发货.
 */
export const ownWaybills = pgTable(
  'own_waybills',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => daifaOrders.id, { onDelete: 'cascade' }),
    tenantId: tenant(),
    courierCode: text('courier_code').notNull(),
    waybillNo: text('waybill_no').notNull(),
    markDestination: text('mark_destination').notNull(),
    sortingCode: text('sorting_code').notNull(),
    packageName: text('package_name').notNull(),
    packageCode: text('package_code').notNull(),
    allocatedAt: at('allocated_at').notNull().defaultNow(),
    printCount: integer('print_count').notNull().default(0),
    printedAt: at('printed_at'),
    /** When the courier took the trace subscription (1008); null: to ask again (housekeeping). */
    subscribedAt: at('subscribed_at'),
  },
  (t) => [uniqueIndex('own_waybills_number').on(t.courierCode, t.waybillNo)],
);

/**
 * 多件合打's wall: a slot (格口) holds one order's pieces from its first scan until its waybill prints,
 * then is free for the next order. One row a held slot.
 */
export const packSlots = pgTable(
  'pack_slots',
  {
    tenantId: tenant(),
    slotNo: integer('slot_no').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => daifaOrders.id, { onDelete: 'cascade' }),
    openedAt: at('opened_at').notNull().defaultNow(),
    openedBy: bigint('opened_by', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.slotNo] }), uniqueIndex('pack_slots_order').on(t.orderId)],
);

/** A piece scanned into its order's slot (one row a piece, by its line's 取货码); gone with the slot. */
export const packScans = pgTable(
  'pack_scans',
  {
    id: id(),
    tenantId: tenant(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => daifaOrders.id, { onDelete: 'cascade' }),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => pickupTasks.id, { onDelete: 'cascade' }),
    scannedAt: at('scanned_at').notNull().defaultNow(),
    scannedBy: bigint('scanned_by', { mode: 'number' }).notNull(),
  },
  (t) => [index('pack_scans_order').on(t.orderId, t.taskId)],
);
