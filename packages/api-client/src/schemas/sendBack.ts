import { z } from 'zod';
import { expressQuoteSchema } from './daifa.ts';
import { daifaReceiverInputSchema } from './daifaPlace.ts';
import { problemRowSchema } from './problemParcel.ts';
import { safeText } from './common.ts';
import { keysetPageOf, keysetRequestSchema } from './list.ts';

/**
 * 寄回 (issue 27): 问题件 the warehouse holds go back to the seller in one parcel, for a freight paid
 * up front (a POST_ORDER payment). The 寄回单 is `JH` + yyMMdd + 8 digits.
 */
export const POST_ORDER_NO = /^JH\d{14}$/;
/** Parcels one 寄回单 may pack together. */
export const SEND_BACK_MAX_PARCELS = 50;

const problemIds = z
  .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), { error: '请选择问题件' })
  .min(1, '请选择要寄回的问题件')
  .max(SEND_BACK_MAX_PARCELS, `一次最多寄回${SEND_BACK_MAX_PARCELS}个问题件`)
  .refine((l) => new Set(l).size === l.length, '问题件不能重复');

const postNo = z.string({ error: '寄回单号无效' }).regex(POST_ORDER_NO, '寄回单号无效');

/** `…/problemGood/list`: the chosen 问题件 as the 寄回 page shows them (another account's are left out). */
export const problemGoodListRequestSchema = z.object({ ids: problemIds }).strict();
export const problemGoodListSchema = z.object({ rows: z.array(problemRowSchema) });

/** `…/calculate/express/cost`: what sending these parcels to that district costs, per courier. */
export const sendBackQuoteRequestSchema = z
  .object({
    problemIds,
    areaCode: z.string({ error: '请选择省市区' }).regex(/^\d{6}$/, '请选择省市区'),
  })
  .strict();
export const sendBackQuoteSchema = z.object({
  /** The parcels' estimated weight together (what the freight is charged on). */
  weightG: z.number().int(),
  couriers: expressQuoteSchema,
});

export const sendBackCreateRequestSchema = z
  .object({
    problemIds,
    courierCode: z.string({ error: '请选择快递' }).regex(/^[A-Z]{2,6}$/, '请选择快递'),
    receiver: daifaReceiverInputSchema,
  })
  .strict();

/** A 寄回单 made or found again: pay `payNo` (payCallback=problem) for `amountFen`. */
export const sendBackPaySchema = z.object({
  postNo: z.string(),
  payNo: z.string(),
  amountFen: z.number().int(),
});

export const postOrderRequestSchema = z.object({ postNo }).strict();

export const sendBackReceiverRequestSchema = z
  .object({ postNo, receiver: daifaReceiverInputSchema })
  .strict();

export const sendBackChangedSchema = z.object({
  postNo: z.string(),
  state: z.string(),
  freightFen: z.number().int(),
  /** What went back to the balance (取消寄回 after paying). */
  refundedFen: z.number().int(),
});

/** `GET …/express`: the couriers 寄回 can use (priced by `calculate/express/cost`). */
export const sendBackCouriersSchema = z.array(
  z.object({ code: z.string(), name: z.string(), etaDays: z.number().int() }),
);

/** `…/express/fee/v2`: each courier's rule into a district (first kg and each further kg). */
export const sendBackFeeRequestSchema = z
  .object({ areaCode: z.string({ error: '请选择省市区' }).regex(/^\d{6}$/, '请选择省市区') })
  .strict();

/** 寄回记录's tabs: the 寄回单 by state. */
export const POST_ORDER_TABS = ['WAITING_PAYMENT', 'WAITING_SEND', 'SENT', 'CANCEL', 'ALL'] as const;
export const POST_ORDER_TAB_LABELS: Record<(typeof POST_ORDER_TABS)[number], string> = {
  WAITING_PAYMENT: '待付款',
  WAITING_SEND: '待寄回',
  SENT: '已寄回',
  CANCEL: '已取消',
  ALL: '全部',
};

export const postOrderPageRequestSchema = keysetRequestSchema
  .extend({
    tab: z.enum(POST_ORDER_TABS, { error: '标签页不正确' }).default('ALL'),
    /** A 寄回单号 or a waybill (ours or a parcel's in it), exactly. */
    keyword: safeText('搜索内容').trim().max(64, '搜索内容最多64个字符').optional(),
  })
  .strict();

export const postOrderRowSchema = z.object({
  postNo: z.string(),
  /** `postOrderState`. */
  state: z.string(),
  courierCode: z.string(),
  courierName: z.string(),
  waybillNo: z.string().nullable(),
  freightFen: z.number().int(),
  refundedFen: z.number().int(),
  receiver: z.object({
    name: z.string(),
    phone: z.string(),
    areaCode: z.string(),
    /** 省市区 as one text. */
    area: z.string(),
    address: z.string(),
  }),
  parcels: z.array(z.object({ id: z.number().int(), parcelNo: z.string(), problemType: z.string() })),
  /** USER (取消寄回) or UNPAID (30 minutes unpaid), once canceled. */
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
});

export const postOrderPageSchema = keysetPageOf(postOrderRowSchema);

export type PostOrderPageRequest = z.input<typeof postOrderPageRequestSchema>;
export type PostOrderRow = z.output<typeof postOrderRowSchema>;
export type SendBackQuote = z.output<typeof sendBackQuoteSchema>;
export type SendBackCreateRequest = z.input<typeof sendBackCreateRequestSchema>;
