import { z } from 'zod';
import { stateCodeTuple } from '../states/defineStateMap.ts';
import { billType } from '../states/money.ts';
import { supplierSettleMode } from '../states/pickup.ts';
import { pickerSettleState, pickupBillPaidBy, pickupBillState } from '../states/settlement.ts';
import { idSchema, pageOf, pageQuerySchema, safeText } from './common.ts';
import { pickupDaySchema } from './pickup.ts';

/** Bills one 确认, 余额支付 or 标记线下已付 takes at once. */
export const PICKUP_BILL_MAX = 200;
/** 计件: what a picker earns a piece taken and a piece walked back to its stall. */
export const PIECE_FEE_TAKE_FEN = 50;
export const PIECE_FEE_RETURN_FEN = 100;
/** The four bill types of the own team's money (对账单's subtotals). */
export const PICKUP_BILL_TYPES = [
  'PICKUP',
  'FOR_FACTORY_SHIPMENT',
  'OFFLINE_REFUND',
  'PUR_PLATFORM_TAKE_RETURN',
] as const;

const billNoSchema = z.string({ error: '请选择账单' }).regex(/^JS\d{12}$/, '账单号格式不正确');
const billNosSchema = z
  .array(billNoSchema, { error: '请选择账单' })
  .min(1, '请选择账单')
  .max(PICKUP_BILL_MAX, `单次最多${PICKUP_BILL_MAX}张账单`);

/** 拿货结算账单's tabs: 全部 and the bill states. */
export const PICKUP_BILL_TABS = ['ALL', ...stateCodeTuple(pickupBillState)] as const;
export type PickupBillTab = (typeof PICKUP_BILL_TABS)[number];

export const pickupBillRowSchema = z.object({
  billNo: z.string(),
  day: z.string(),
  supplierId: z.number().int(),
  market: z.string(),
  floor: z.string(),
  stallNo: z.string(),
  stallName: z.string(),
  phone: z.string(),
  settleMode: z.enum(stateCodeTuple(supplierSettleMode)),
  /** Taken lines and their pieces. */
  lines: z.number().int(),
  pieces: z.number().int(),
  /** Σ took × 实拿价. */
  goodsFen: z.number().int(),
  /** Refunds the stall accepted for returns (档口已退款, confirmed). */
  refundFen: z.number().int(),
  /** goods − refunds: below 0 the stall owes the team. */
  amountFen: z.number().int(),
  state: z.enum(stateCodeTuple(pickupBillState)),
  paidBy: z.enum(stateCodeTuple(pickupBillPaidBy)).nullable(),
  payNo: z.string().nullable(),
  paidAt: z.string().nullable(),
  disputeReason: z.string(),
  confirmedName: z.string(),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type PickupBillRow = z.infer<typeof pickupBillRowSchema>;

export const pickupBillPageRequestSchema = pageQuerySchema
  .extend({
    tab: z.enum(PICKUP_BILL_TABS, { error: '未知的分组' }).default('ALL'),
    dayFrom: pickupDaySchema.optional(),
    dayTo: pickupDaySchema.optional(),
    settleMode: z.enum(stateCodeTuple(supplierSettleMode), { error: '未知的结算方式' }).optional(),
    supplierId: idSchema.optional(),
    /** 账单号 or 档口. */
    keyword: safeText('关键词').trim().max(50, '关键词最多50个字符').optional(),
  })
  .strict();
export type PickupBillPageRequest = z.input<typeof pickupBillPageRequestSchema>;

export const pickupBillPageSchema = pageOf(pickupBillRowSchema).extend({
  counts: z.record(z.enum(PICKUP_BILL_TABS), z.number().int()),
  /** Σ 应付 of the tab's rows across all pages. */
  amountFen: z.number().int(),
});
export type PickupBillPage = z.infer<typeof pickupBillPageSchema>;

export const pickupBillLineSchema = z.object({
  /** TAKE 拿货 | REFUND 退货退款 */
  kind: z.enum(['TAKE', 'REFUND']),
  /** 取货码 or 退货码. */
  code: z.string(),
  orderNo: z.string(),
  articleNo: z.string(),
  color: z.string(),
  size: z.string(),
  qty: z.number().int(),
  priceFen: z.number().int(),
  /** Signed: a refund is below 0. */
  amountFen: z.number().int(),
  staffName: z.string(),
});
export type PickupBillLine = z.infer<typeof pickupBillLineSchema>;

export const pickupBillDetailSchema = z.object({
  bill: pickupBillRowSchema,
  lines: z.array(pickupBillLineSchema),
});
export type PickupBillDetail = z.infer<typeof pickupBillDetailSchema>;

export const pickupBillNoRequestSchema = z.object({ billNo: billNoSchema }).strict();
export const pickupBillNosRequestSchema = z.object({ billNos: billNosSchema }).strict();
export type PickupBillNosRequest = z.infer<typeof pickupBillNosRequestSchema>;

export const pickupBillDisputeRequestSchema = z
  .object({
    billNo: billNoSchema,
    reason: safeText('争议原因', { multiline: true })
      .trim()
      .min(1, '请填写争议原因')
      .max(200, '争议原因最多200个字符'),
  })
  .strict();
export type PickupBillDisputeRequest = z.infer<typeof pickupBillDisputeRequestSchema>;

export const pickupBillMovedSchema = z.object({
  moved: z.number().int(),
  /** Bills not in a state the move starts from, with why. */
  skipped: z.array(z.object({ billNo: z.string(), why: z.string() })),
});
export type PickupBillMoved = z.infer<typeof pickupBillMovedSchema>;

/** 余额支付: one payment order for the bills, paid on /funds/pay with the PIN (or Alipay). */
export const pickupBillPaymentSchema = z.object({
  payNo: z.string(),
  payCallback: z.string(),
  amountFen: z.number().int(),
});
export type PickupBillPayment = z.infer<typeof pickupBillPaymentSchema>;

// —— 拿货员结算 ——

export const PICKER_SETTLE_TABS = ['ALL', ...stateCodeTuple(pickerSettleState)] as const;

export const pickerSettleRowSchema = z.object({
  staffId: z.number().int(),
  staffName: z.string(),
  day: z.string(),
  /** 备用金 handed out in the morning. */
  floatFen: z.number().int(),
  /** 现结拿货款: what the staff paid 现结 stalls. */
  cashGoodsFen: z.number().int(),
  /** 退货收款: refunds 现结 stalls paid the staff in cash. */
  returnCashFen: z.number().int(),
  takenPieces: z.number().int(),
  returnedPieces: z.number().int(),
  /** 计件: ¥0.50 a piece taken, ¥1.00 a piece returned. */
  pieceFeeFen: z.number().int(),
  /** 应交回 = 备用金 − 拿货款 + 退货收款. */
  dueBackFen: z.number().int(),
  state: z.enum(stateCodeTuple(pickerSettleState)),
  /** 日结审核 done for the day: only then may it be settled. */
  dayAudited: z.boolean(),
  settledName: z.string(),
  settledAt: z.string().nullable(),
});
export type PickerSettleRow = z.infer<typeof pickerSettleRowSchema>;

export const pickerSettlePageRequestSchema = pageQuerySchema
  .extend({
    tab: z.enum(PICKER_SETTLE_TABS, { error: '未知的分组' }).default('ALL'),
    dayFrom: pickupDaySchema.optional(),
    dayTo: pickupDaySchema.optional(),
    staffId: idSchema.optional(),
  })
  .strict();
export type PickerSettlePageRequest = z.input<typeof pickerSettlePageRequestSchema>;

export const pickerSettlePageSchema = pageOf(pickerSettleRowSchema).extend({
  counts: z.record(z.enum(PICKER_SETTLE_TABS), z.number().int()),
  /** The tab's sums across all pages. */
  dueBackFen: z.number().int(),
  pieceFeeFen: z.number().int(),
  /** Who may be given 备用金: the tenant's live pickers and 退货员. */
  staff: z.array(z.object({ staffId: z.number().int(), name: z.string() })),
});
export type PickerSettlePage = z.infer<typeof pickerSettlePageSchema>;

const staffDaySchema = z.object({ staffId: idSchema, day: pickupDaySchema }).strict();

export const pickerFloatRequestSchema = staffDaySchema
  .extend({
    floatFen: z
      .number({ error: '备用金必须是数字' })
      .int('备用金最多两位小数')
      .min(0, '备用金不能为负数')
      .max(10_000_000, '备用金不能超过100000元'),
  })
  .strict();
export type PickerFloatRequest = z.infer<typeof pickerFloatRequestSchema>;

export const pickerSettleRequestSchema = z
  .object({
    items: z
      .array(staffDaySchema, { error: '请选择要结算的记录' })
      .min(1, '请选择要结算的记录')
      .max(PICKUP_BILL_MAX, `单次最多${PICKUP_BILL_MAX}条`),
  })
  .strict();
export type PickerSettleRequest = z.infer<typeof pickerSettleRequestSchema>;

export const pickerSettledSchema = z.object({
  moved: z.number().int(),
  skipped: z.array(z.object({ staffId: z.number().int(), day: z.string(), why: z.string() })),
});

// —— 对账单 ——

export const statementRequestSchema = z
  .object({
    month: z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式不正确'),
  })
  .strict();
export type StatementRequest = z.infer<typeof statementRequestSchema>;

export const statementSchema = z.object({
  month: z.string(),
  /** 期初 + 收入 − 支出 = 期末, of the available balance. */
  openingFen: z.number().int(),
  incomeFen: z.number().int(),
  expenseFen: z.number().int(),
  closingFen: z.number().int(),
  movements: z.number().int(),
  /** Every bill type that moved the balance in the month, the own team's four always. */
  byType: z.array(
    z.object({
      billType: z.enum(stateCodeTuple(billType)),
      incomeFen: z.number().int(),
      expenseFen: z.number().int(),
      count: z.number().int(),
    }),
  ),
  /** 拿货结算账单 of the month's days: what was settled, how, and what is still open. */
  pickupBills: z.object({
    count: z.number().int(),
    amountFen: z.number().int(),
    paidFen: z.number().int(),
    openFen: z.number().int(),
    byPaidBy: z.array(
      z.object({
        paidBy: z.enum(stateCodeTuple(pickupBillPaidBy)),
        count: z.number().int(),
        amountFen: z.number().int(),
      }),
    ),
  }),
});
export type Statement = z.infer<typeof statementSchema>;
