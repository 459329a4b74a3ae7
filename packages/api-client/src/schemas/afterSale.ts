import { z } from 'zod';
import { parcelPhotoSchema } from './parcelPhoto.ts';
import { optionalText, requiredText, safeText } from './common.ts';
import { daifaOrderNoParamsSchema } from './daifa.ts';
import { sendAddressSchema } from './daifaPlace.ts';
import { keysetPageOf, keysetRequestSchema, listSelectionOf } from './list.ts';

/**
 * 售后 (issue 27): a dropship order's after-sale case, `SH` + yyMMdd + 8 digits. The types a case may
 * take grow with the flows built; today 未发货仅退款, the goods not yet taken at the stall refunded to the
 * balance at once.
 */
export const afterSaleNoSchema = z.string().regex(/^SH\d{14}$/, '售后单号格式不正确');
export const afterSaleNoParamsSchema = z.object({ asNo: afterSaleNoSchema });

/**
 * The types `apply` takes now (each a flow that works end to end): 未发货仅退款 before the goods leave,
 * 已发货仅退款 while the parcel is on its way (the courier is asked to bring it back), and once the
 * buyer has signed for them (within 15 days) 退货退款, 换货 (the stall swaps them, the warehouse ships the
 * swap) and 维修 (the stall mends them, shipped back the same way).
 */
export const APPLICABLE_AFTER_SALE_TYPES = [
  'REFUND_UNDELIVERY',
  'REFUND_DELIVERY',
  'RETURN_GOODS_DELIVERY',
  'EXCHANGE_GOODS',
  'ELSE_MAINTENANCE',
  'ELSE_PRICE_PROTECTION',
  'ELSE_REISSUE',
] as const;
/** Types the warehouse looks into without goods coming back: 价保 (the stall's lower price), 补寄 (pieces short). */
export const REVIEW_AFTER_SALE_TYPES = ['ELSE_PRICE_PROTECTION', 'ELSE_REISSUE'] as const;
export const isReviewType = (type: string) => (REVIEW_AFTER_SALE_TYPES as readonly string[]).includes(type);
/** Types whose goods the stall sends on to the buyer again (swapped, mended): nothing is refunded. */
export const RESHIP_AFTER_SALE_TYPES = ['EXCHANGE_GOODS', 'ELSE_MAINTENANCE'] as const;
export const isReshipType = (type: string) => (RESHIP_AFTER_SALE_TYPES as readonly string[]).includes(type);

/** 退货服务费: what the warehouse charges a piece for taking a return back to its stall (¥2.00). */
export const RETURN_SERVICE_FEE_FEN = 200;
/** Reasons the seller is not to blame for: no 退货服务费. */
export const FEE_WAIVED_REASONS = ['发错货', '质量问题'] as const;
/** Days after signing within which 退货退款 may be applied for (44004 after). */
export const RETURN_APPLY_DAYS = 15;
/** Days to give the buyer's return waybill before the case closes by itself. */
export const RETURN_WAYBILL_DAYS = 3;
export type ApplicableAfterSaleType = (typeof APPLICABLE_AFTER_SALE_TYPES)[number];

export const afterSalePreviewRequestSchema = z
  .object({ orderNo: daifaOrderNoParamsSchema.shape.orderNo })
  .strict();

/** An order line as a case shows it. */
const caseGoodsSchema = z.object({
  lineNo: z.number().int(),
  stall: z.string(),
  articleNo: z.string(),
  color: z.string(),
  size: z.string(),
  qty: z.number().int(),
});

export const afterSalePreviewLineSchema = caseGoodsSchema.extend({
  tookQty: z.number().int(),
  priceFen: z.number().int(),
  serviceFen: z.number().int(),
  /**
   * What the type open to the order would give back for this line, at most: before shipping its goods
   * and its 代发费 (未发货仅退款); once signed for, the goods taken (退货退款, the fee not deducted); 0
   * when it cannot.
   */
  refundFen: z.number().int(),
  /** Why this line can take no after-sale now; null when it can. */
  blockedBy: z.string().nullable(),
});

export const afterSalePreviewSchema = z.object({
  orderNo: z.string(),
  status: z.string(),
  lines: z.array(afterSalePreviewLineSchema),
  /** Each type the order could take, and why not where it cannot. */
  types: z.array(z.object({ type: z.string(), applicable: z.boolean(), why: z.string().nullable() })),
  /** Ticking every open line refunds the whole order, freight included (未发货仅退款 only). */
  wholeOrderFen: z.number().int(),
  /** 退货退款: the last day to apply (signed + 15 days), null when not signed for. */
  returnBefore: z.string().nullable(),
  /** 换货 / 维修: the freight of sending the goods to the buyer again (the order's own freight). */
  reshipFreightFen: z.number().int(),
});

export const afterSaleApplyRequestSchema = z
  .object({
    orderNo: daifaOrderNoParamsSchema.shape.orderNo,
    type: z.enum(APPLICABLE_AFTER_SALE_TYPES, { error: '该售后类型暂不可申请' }),
    lineNos: z
      .array(z.number().int().min(1).max(9999), { error: '请选择商品' })
      .min(1, '请选择要售后的商品')
      .max(200, '一次最多200个商品')
      .refine((l) => new Set(l).size === l.length, '商品不能重复'),
    reason: requiredText('售后原因', 50),
    remark: optionalText('备注', 200),
    /** 换货: what the buyer wants instead (颜色/尺码); only with 换货. */
    exchangeTo: safeText('换成').trim().max(40, '换成最多40个字符').optional(),
    /** 价保: the difference asked back from the stall, in fen; only with 价保. */
    amountFen: z
      .number({ error: '价保金额须为整数（分）' })
      .int('价保金额须为整数（分）')
      .min(1, '价保金额须大于0')
      .max(100_000_000, '价保金额过大')
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.type === 'ELSE_PRICE_PROTECTION' && v.amountFen === undefined)
      ctx.addIssue({ code: 'custom', path: ['amountFen'], message: '请填写价保金额' });
    if (v.type !== 'ELSE_PRICE_PROTECTION' && v.amountFen !== undefined)
      ctx.addIssue({ code: 'custom', path: ['amountFen'], message: '只有价保需要填写金额' });
    if (v.type === 'EXCHANGE_GOODS' && !v.exchangeTo)
      ctx.addIssue({ code: 'custom', path: ['exchangeTo'], message: '请填写换成的颜色尺码' });
    if (v.type !== 'EXCHANGE_GOODS' && v.exchangeTo)
      ctx.addIssue({ code: 'custom', path: ['exchangeTo'], message: '只有换货需要填写换成的颜色尺码' });
  });

export const afterSaleApplySchema = z.object({
  asNo: z.string(),
  status: z.string(),
  refundedFen: z.number().int(),
  /** Lines the warehouse would no longer give up (taken at the stall meanwhile, or out of reach): not refunded. */
  skipped: z.array(z.object({ lineNo: z.number().int(), why: z.string() })),
});

/** Couriers a buyer sends a return with (codes as the warehouse and 快递鸟 know them). */
export const RETURN_COURIERS = {
  ZTO: '中通快递',
  YTO: '圆通速递',
  STO: '申通快递',
  YD: '韵达速递',
  JTSD: '极兔速递',
  SF: '顺丰速运',
  JD: '京东快递',
  EMS: 'EMS',
  DBL: '德邦快递',
} as const;
const RETURN_COURIER_CODES = Object.keys(RETURN_COURIERS) as [
  keyof typeof RETURN_COURIERS,
  ...(keyof typeof RETURN_COURIERS)[],
];

/** 填写退货单号: the buyer's return parcel, before it is signed for (a new number replaces the old). */
export const RETURN_WAYBILL_NO = /^[A-Za-z0-9]{8,30}$/;
export const afterSaleReturnWaybillRequestSchema = z
  .object({
    asNo: afterSaleNoSchema,
    waybillNo: safeText('退货单号')
      .trim()
      .toUpperCase()
      .regex(RETURN_WAYBILL_NO, '退货单号为8到30位字母或数字'),
    courier: z.enum(RETURN_COURIER_CODES, { error: '请选择退货快递' }),
  })
  .strict();
export const afterSaleCaseRequestSchema = z.object({ asNo: afterSaleNoSchema }).strict();
export const afterSaleChangedSchema = z.object({
  asNo: z.string(),
  status: z.string(),
  returnState: z.string().nullable(),
});

export const afterSaleNegotiationRequestSchema = z
  .object({ asNo: afterSaleNoSchema, accept: z.boolean({ error: '请选择接受或拒绝' }) })
  .strict();
export const afterSaleNegotiatedSchema = z.object({
  asNo: z.string(),
  status: z.string(),
  refundedFen: z.number().int(),
});

export const AFTER_SALE_TABS = [
  'ALL',
  'REFUNDING',
  'GOODS_RETURNING',
  'PROBLEM',
  'COMPLETE',
  'REFUSE',
  'CLOSE',
] as const;

/** Where a return stands, as quick filters over 退货中: no waybill yet, on its way, at the stall. */
export const AFTER_SALE_CHIPS = ['NO_WAYBILL', 'WAIT_SIGN', 'AT_STALL'] as const;
export const AFTER_SALE_CHIP_LABELS: Record<(typeof AFTER_SALE_CHIPS)[number], string> = {
  NO_WAYBILL: '待填单号',
  WAIT_SIGN: '待签收',
  AT_STALL: '退档口中',
};

export const afterSalePageRequestSchema = keysetRequestSchema
  .extend({
    tab: z.enum(AFTER_SALE_TABS, { error: '标签页不正确' }).default('ALL'),
    chip: z.enum(AFTER_SALE_CHIPS, { error: '筛选条件不正确' }).optional(),
    /** 售后单号, 代发订单号, 货号 (a prefix), or a waybill (return, reshipped, the order's) or 平台订单号. */
    keyword: safeText('搜索内容').trim().max(64, '搜索内容最多64个字符').optional(),
  })
  .strict();

export const afterSaleRowSchema = z.object({
  id: z.number().int(),
  asNo: z.string(),
  orderNo: z.string(),
  type: z.string(),
  status: z.string(),
  source: z.enum(['MANUAL', 'AUTO']),
  reason: z.string(),
  /** The goods of the case, as `货号 颜色/尺码 ×件数`. */
  goods: z.array(z.string()),
  appliedFen: z.number().int(),
  refundedFen: z.number().int(),
  /** 退货服务费 charged (netted from the refund). */
  feeFen: z.number().int(),
  /** 退货物流 of a return (`returnLogisticsState`), null when nothing comes back. */
  returnState: z.string().nullable(),
  returnWaybillNo: z.string().nullable(),
  returnCourier: z.string().nullable(),
  /** Closes by itself at this instant unless a return waybill is given. */
  waybillDueAt: z.string().nullable(),
  /** Why it waits as 问题件 (QC, the stall's refusal), or why the interception failed. */
  problemReason: z.string().nullable(),
  /** 已发货仅退款: the courier's interception (`interceptState`), null for other types. */
  interceptState: z.string().nullable(),
  /** 转退货退款: the return case opened after the interception failed. */
  nextAsNo: z.string().nullable(),
  /** 换货: what the buyer wants instead. */
  exchangeTo: z.string().nullable(),
  /** 换货 / 维修: the parcel the swapped or mended goods went back to the buyer in. */
  reshipWaybillNo: z.string().nullable(),
  reshipCourier: z.string().nullable(),
  /** 价保 / 补寄: the desk looking into it (`reviewState`), null for other types. */
  reviewState: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  operatorName: z.string(),
});

/** What 导出 covers: the ticked cases, or every case of a tab, chip and search. */
export const afterSaleFilterSchema = afterSalePageRequestSchema.pick({
  tab: true,
  chip: true,
  keyword: true,
});
export const afterSaleExportRequestSchema = z
  .object({ selection: listSelectionOf(afterSaleFilterSchema) })
  .strict();
export type AfterSaleExportRequest = z.input<typeof afterSaleExportRequestSchema>;

/** 售后订单's bulk actions, each run as a job with a report per case: 批量撤销 (returns awaiting the parcel). */
export const afterSaleBulkActionSchema = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('cancel') }).strict()],
  {
    error: '批量操作只能是 cancel',
  },
);
export type AfterSaleBulkAction = z.infer<typeof afterSaleBulkActionSchema>;
export const afterSaleBulkRequestSchema = z
  .object({ selection: listSelectionOf(afterSaleFilterSchema), action: afterSaleBulkActionSchema })
  .strict();
export type AfterSaleBulkRequest = z.input<typeof afterSaleBulkRequestSchema>;

export const afterSalePageSchema = keysetPageOf(afterSaleRowSchema).extend({
  /** Each chip's count for the same search (over 退货中). */
  chips: z.record(z.string(), z.number().int().min(0)),
});

/** 申诉: within this many hours of a case ending 已拒绝, once (44010 after). */
export const APPEAL_HOURS = 72;

export const appealStateLabels = {
  PENDING: '申诉审核中',
  APPROVED: '申诉成功',
  REJECTED: '申诉驳回',
} as const;

/** A case's 申诉 and what /ops decided. */
export const afterSaleAppealSchema = z.object({
  /** PENDING, APPROVED, REJECTED (`appealStateLabels`). */
  state: z.string(),
  reason: z.string(),
  requestedFen: z.number().int(),
  approvedFen: z.number().int().nullable(),
  opsNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AfterSaleAppeal = z.output<typeof afterSaleAppealSchema>;

export const afterSaleDetailSchema = afterSaleRowSchema.extend({
  remark: z.string(),
  lines: z.array(
    caseGoodsSchema.extend({
      refundFen: z.number().int(),
      /** The stall's answer on a return: pieces taken back (null before it answered) and why not the rest. */
      acceptedQty: z.number().int().nullable(),
      refuseReason: z.string().nullable(),
    }),
  ),
  returnWeightG: z.number().int().nullable(),
  signedBackAt: z.string().nullable(),
  /** The desk's photos of the returned parcel (签收, QC). */
  photos: z.array(parcelPhotoSchema),
  /** The stall's standing 协商退款 offer, to accept or decline (while 退货物流 is NEGOTIATE_REFUND). */
  offer: z.object({ fen: z.number().int(), note: z.string().nullable() }).nullable(),
  appeal: afterSaleAppealSchema.nullable(),
  /** 退货服务费 the balance could not cover at 已拒绝: its 补款, to pay on 代发补款记录; else null. */
  feeDue: z.object({ replenishNo: z.string(), fen: z.number().int(), deadlineAt: z.string() }).nullable(),
  /** 已拒绝 within 72 hours and not yet appealed: until when 申诉 is open; else null. */
  appealBefore: z.string().nullable(),
  events: z.array(
    z.object({
      type: z.string(),
      params: z.record(z.string(), z.unknown()),
      operatorName: z.string(),
      at: z.string(),
    }),
  ),
});

/** 售后快速查询: what a scanner typed (a number of any kind), Enter-terminated. */
export const afterSaleQuickQueryRequestSchema = z
  .object({
    code: safeText('单号')
      .trim()
      .min(4, '请扫描或输入单号')
      .max(64, '单号最多64个字符')
      .regex(/^[A-Za-z0-9_-]+$/, '单号只能包含字母、数字、- 和 _'),
  })
  .strict();

export const afterSaleQuickQuerySchema = z.object({
  code: z.string(),
  /** What the code was found as; null: nothing of this account's. */
  matchedBy: z.enum(['AS_NO', 'ORDER_NO', 'WAYBILL', 'PLATFORM_ORDER']).nullable(),
  /** The case scanned (an SH number), else null. */
  asNo: z.string().nullable(),
  orders: z.array(
    z.object({
      orderNo: z.string(),
      status: z.string(),
      platformOrderNo: z.string().nullable(),
      waybillNo: z.string().nullable(),
      /** Masked, as lists show it. */
      receiverName: z.string(),
      createdAt: z.string(),
      goods: z.array(z.string()),
      cases: z.array(
        z.object({
          asNo: z.string(),
          type: z.string(),
          status: z.string(),
          refundedFen: z.number().int(),
          /** Goods come back through the returns desk (its label can be printed). */
          returning: z.boolean(),
        }),
      ),
      /** 申请售后 is open now (未发货仅退款 while the goods are still at the stall). */
      canApply: z.boolean(),
    }),
  ),
});

export type AfterSalePageRequest = z.input<typeof afterSalePageRequestSchema>;
export type AfterSaleApplyRequest = z.input<typeof afterSaleApplyRequestSchema>;
export type AfterSalePreview = z.output<typeof afterSalePreviewSchema>;
export type AfterSaleRow = z.output<typeof afterSaleRowSchema>;
export type AfterSaleDetail = z.output<typeof afterSaleDetailSchema>;
export type AfterSaleReturnWaybillRequest = z.input<typeof afterSaleReturnWaybillRequestSchema>;

/** A shop's return phone: a mobile, a landline (with extension) or a 400/800 service number. */
export const RETURN_PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/;

/** `GET /api/system/goods/return/address`: where buyers send returns, with the account's 退货编码. */
export const returnAddressSchema = z.array(
  // a warehouse as 发货地址 gives it; `contact` is the desk with the 退货编码, as the buyer writes it
  sendAddressSchema.element.extend({ returnCode: z.string() }),
);

export const returnPhonesSchema = z.object({
  shops: z.array(
    z.object({
      shopId: z.number().int(),
      shopName: z.string(),
      platform: z.string(),
      authState: z.string(),
      phone: z.string().nullable(),
    }),
  ),
});

export const returnPhoneSaveRequestSchema = z
  .object({
    shopId: z.number({ error: '请选择店铺' }).int().positive().max(Number.MAX_SAFE_INTEGER),
    /** Empty clears it: the platform then gets the warehouse's phone. */
    phone: safeText('退货电话')
      .trim()
      .max(20, '退货电话最多20个字符')
      .refine((p) => p === '' || RETURN_PHONE.test(p), '请输入正确的手机号、座机号或400电话'),
  })
  .strict();

export const returnPhoneSavedSchema = z.object({ shopId: z.number().int(), phone: z.string().nullable() });

export type ReturnAddress = z.output<typeof returnAddressSchema>[number];
export type ReturnPhones = z.output<typeof returnPhonesSchema>;
export type AfterSaleQuickQuery = z.output<typeof afterSaleQuickQuerySchema>;
