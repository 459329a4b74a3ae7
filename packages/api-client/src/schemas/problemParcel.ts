import { z } from 'zod';
import { parcelPhotoSchema } from './parcelPhoto.ts';
import { safeText } from './common.ts';
import { keysetPageOf, keysetRequestSchema } from './list.ts';

/**
 * 问题件 (issue 27): a parcel with a problem waiting for the seller's decision — a return the warehouse's
 * QC failed or the stall refused, or an outgoing parcel the courier brought back (拒收, 地址异常).
 * Deadlines: undecided 7 days after it is registered, the platform disposes of it (PROCESSED).
 */
export const PROBLEM_TABS = [
  'WAITING_PROCESS',
  'WAITING_PAYMENT',
  'WAITING_RETURN',
  'SEND_BACKED',
  'DISCARD',
  'ALL',
] as const;
export const PROBLEM_TAB_LABELS: Record<(typeof PROBLEM_TABS)[number], string> = {
  WAITING_PROCESS: '待处理',
  WAITING_PAYMENT: '待付款',
  WAITING_RETURN: '待寄回',
  SEND_BACKED: '已寄回',
  DISCARD: '已丢弃',
  ALL: '全部',
};
/** Days a 问题件 waits for a decision before the platform disposes of it. */
export const PROBLEM_DECIDE_DAYS = 7;
/** What 丢弃 means, as the seller must read it before confirming. */
export const PROBLEM_DISCARD_WARNING = '丢弃后包裹由平台处理，无法找回';

export const problemPageRequestSchema = keysetRequestSchema
  .extend({
    tab: z.enum(PROBLEM_TABS, { error: '标签页不正确' }).default('WAITING_PROCESS'),
    /** 运单号, 售后单号, 代发订单号 exactly, else a 货号 prefix. */
    keyword: safeText('搜索内容').trim().max(64, '搜索内容最多64个字符').optional(),
  })
  .strict();

export const problemRowSchema = z.object({
  id: z.number().int(),
  /** The parcel's waybill number. */
  parcelNo: z.string(),
  /** 拒收, 地址异常, 破损, 发错货, 少件, 吊牌缺失, 档口拒收, 非本店商品… */
  problemType: z.string(),
  /** `parcelState`. */
  state: z.string(),
  /** RETURN_QC, STALL_REFUSE (a return's), COURIER (an outgoing parcel), or null for older ones. */
  source: z.string().nullable(),
  reason: z.string(),
  orderNo: z.string().nullable(),
  asNo: z.string().nullable(),
  goods: z.array(z.string()),
  deadlineAt: z.string().nullable(),
  createdAt: z.string(),
  /** The 寄回单 it is in (待付款, 待寄回, 已寄回), else null. */
  sendBack: z
    .object({
      postNo: z.string(),
      /** `postOrderState`. */
      state: z.string(),
      courierName: z.string(),
      waybillNo: z.string().nullable(),
      freightFen: z.number().int(),
      /** 收件人 手机 省市区 地址, as the seller typed it (their own address). */
      receiver: z.string(),
    })
    .nullable(),
  /**
   * A return's case (问题件 of RETURN_QC / STALL_REFUSE), for 重新退档口 and 协商退款 (once a case each):
   * what may be done now, and the stall's standing offer while `returnState` is NEGOTIATE_REFUND.
   */
  afterSale: z
    .object({
      /** `afterSaleState`, `returnLogisticsState`. */
      status: z.string(),
      returnState: z.string().nullable(),
      canRestall: z.boolean(),
      canNegotiate: z.boolean(),
      offerFen: z.number().int().nullable(),
      offerNote: z.string().nullable(),
    })
    .nullable(),
  /** The desk's photos of the parcel (its case's, or the 无头件's it came from). */
  photos: z.array(parcelPhotoSchema),
});

export const problemPageSchema = keysetPageOf(problemRowSchema).extend({
  /** 有N个问题件将在24小时内到期: waiting ones whose deadline falls within a day. */
  dueSoon: z.number().int(),
});

export const problemDiscardRequestSchema = z
  .object({
    ids: z
      .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), { error: '请选择问题件' })
      .min(1, '请选择要丢弃的问题件')
      .max(200, '一次最多丢弃200个问题件')
      .refine((l) => new Set(l).size === l.length, '问题件不能重复'),
  })
  .strict();

export const problemDiscardSchema = z.object({
  /** One per id, in the order sent: discarded, or why not (another account's or unknown: 不存在). */
  results: z.array(z.object({ id: z.number().int(), ok: z.boolean(), message: z.string().nullable() })),
});

/** What a 问题件 of a return may become besides 寄回 and 丢弃. */
export const PROBLEM_RESOLVE_ACTIONS = ['RESTALL', 'NEGOTIATE'] as const;
export const PROBLEM_RESOLVE_LABELS: Record<(typeof PROBLEM_RESOLVE_ACTIONS)[number], string> = {
  RESTALL: '重新退档口',
  NEGOTIATE: '协商退款',
};
export const problemResolveRequestSchema = z
  .object({
    id: z.number({ error: '请选择问题件' }).int().positive().max(Number.MAX_SAFE_INTEGER),
    action: z.enum(PROBLEM_RESOLVE_ACTIONS, { error: '处理方式不正确' }),
  })
  .strict();
export const problemResolvedSchema = z.object({
  asNo: z.string(),
  status: z.string(),
  returnState: z.string().nullable(),
});

export type ProblemPageRequest = z.input<typeof problemPageRequestSchema>;
export type ProblemRow = z.output<typeof problemRowSchema>;
export type ProblemResolveAction = (typeof PROBLEM_RESOLVE_ACTIONS)[number];
