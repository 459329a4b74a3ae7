import { bigint, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { pickupAssignments, suppliers } from './pickupSchema.ts';
import { returnItems } from './returnsSchema.ts';
import { at, fen, id, tenant } from './tenantColumns.ts';

/**
 * 拿货结算账单: what the team owes a stall for one day (JS + yyMMdd + 6 digits), made when the day is
 * 日结 — Σ took × 实拿价 of the day's answers, less the refunds the stall accepted since its last bill.
 * `amount_fen` = goods − refunds (below 0: the stall owes the team). `settle_mode` is the stall's
 * 结算方式 when the bill was made: 现结 is paid at the stall in cash, the others through funds.
 */
export const pickupBills = pgTable(
  'pickup_bills',
  {
    id: id(),
    tenantId: tenant(),
    billNo: text('bill_no').notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id),
    day: date('day').notNull(),
    settleMode: text('settle_mode').notNull(),
    lines: integer('lines').notNull().default(0),
    pieces: integer('pieces').notNull().default(0),
    goodsFen: fen('goods_fen').notNull().default(0),
    refundFen: fen('refund_fen').notNull().default(0),
    amountFen: fen('amount_fen').notNull().default(0),
    /** WAIT_CONFIRM 待确认 | WAIT_PAY 待付款 | PAID 已付款 | DISPUTED 有争议 */
    state: text('state').notNull().default('WAIT_CONFIRM'),
    /** CASH | BALANCE | ALIPAY | OFFLINE | CREDIT */
    paidBy: text('paid_by'),
    payNo: text('pay_no'),
    paidAt: at('paid_at'),
    disputeReason: text('dispute_reason').notNull().default(''),
    confirmedName: text('confirmed_name').notNull().default(''),
    confirmedAt: at('confirmed_at'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pickup_bills_no').on(t.billNo),
    uniqueIndex('pickup_bills_stall_day').on(t.tenantId, t.supplierId, t.day),
    index('pickup_bills_tenant').on(t.tenantId, t.state, t.day),
  ],
);

/**
 * A bill's lines, as they stood when it was made: a day's taken answer (TAKE) or an accepted refund
 * (REFUND, signed below 0). Each answer and each refund is billed once (the partial unique indexes).
 */
export const pickupBillLines = pgTable(
  'pickup_bill_lines',
  {
    id: id(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => pickupBills.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    assignmentId: bigint('assignment_id', { mode: 'number' }).references(() => pickupAssignments.id),
    returnItemId: bigint('return_item_id', { mode: 'number' }).references(() => returnItems.id),
    code: text('code').notNull(),
    orderNo: text('order_no').notNull(),
    articleNo: text('article_no').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    qty: integer('qty').notNull(),
    priceFen: fen('price_fen').notNull(),
    amountFen: fen('amount_fen').notNull(),
    staffName: text('staff_name').notNull().default(''),
  },
  (t) => [
    index('pickup_bill_lines_bill').on(t.billId),
    uniqueIndex('pickup_bill_lines_take')
      .on(t.assignmentId)
      .where(sql`assignment_id is not null`),
    uniqueIndex('pickup_bill_lines_refund')
      .on(t.returnItemId)
      .where(sql`return_item_id is not null`),
  ],
);

/**
 * 拿货员结算 of a staff-day: the 备用金 handed out, and once 已结算 the day's figures frozen as they stood.
 * A day with no row reads 待结算 with no 备用金.
 */
export const pickerSettlements = pgTable(
  'picker_settlements',
  {
    id: id(),
    tenantId: tenant(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    floatFen: fen('float_fen').notNull().default(0),
    /** WAIT 待结算 | SETTLED 已结算 */
    state: text('state').notNull().default('WAIT'),
    cashGoodsFen: fen('cash_goods_fen'),
    returnCashFen: fen('return_cash_fen'),
    takenPieces: integer('taken_pieces'),
    returnedPieces: integer('returned_pieces'),
    settledName: text('settled_name').notNull().default(''),
    settledAt: at('settled_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('picker_settlements_day').on(t.tenantId, t.staffId, t.day)],
);

/**
 * 平台拿退货费 of a tenant's pick-up day (PF + yyMMdd + 6 digits), made at 日结审核: ¥1.00 a piece the
 * day's answers took, ¥1.50 a piece walked back (档口已退款) up to that day and not charged before
 * (`return_items.fee_no`). CHARGED from the balance (PUR_PLATFORM_TAKE_RETURN), or OWED as a 补款
 * (PICKUP_FEE) when the balance is short, then PAID or WRITTEN_OFF.
 */
export const pickupFeeDays = pgTable(
  'pickup_fee_days',
  {
    id: id(),
    tenantId: tenant(),
    feeNo: text('fee_no').notNull(),
    day: date('day').notNull(),
    tookPieces: integer('took_pieces').notNull(),
    returnedPieces: integer('returned_pieces').notNull(),
    /** The rates the day was charged at. */
    takeRateFen: fen('take_rate_fen').notNull(),
    returnRateFen: fen('return_rate_fen').notNull(),
    fen: fen('fen').notNull(),
    state: text('state').notNull(),
    replenishNo: text('replenish_no'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pickup_fee_days_no').on(t.feeNo),
    uniqueIndex('pickup_fee_days_day').on(t.tenantId, t.day),
  ],
);
