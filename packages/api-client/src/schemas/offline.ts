import { stateCodeTuple, type StateMap } from '../states/defineStateMap.ts';
import { z } from 'zod';
import { idSchema, optionalText, pageQuerySchema, requiredText, safeText } from './common.ts';
import { RECEIVER_PHONE } from './daifaPlace.ts';
import { pickupLineState, returnToFactoryState } from '../states/index.ts';
import { offlineOrderState, offlineReturnReason, stallRefuseReason } from '../states/offline.ts';

/** Goods lines one 线下拿货单 or 线下退货单 may hold, and the ids one label or batch call takes. */
export const OFFLINE_MAX_LINES = 50;
export const OFFLINE_MAX_BATCH = 200;
/** ¥99,999.99: above any one piece of clothing or pair of shoes in a wholesale market. */
export const OFFLINE_MAX_PRICE_FEN = 9_999_999;

const qty = (label: string, min: number) =>
  z
    .number({ error: `${label}必须是${min}–999的整数` })
    .int(`${label}必须是${min}–999的整数`)
    .min(min, `${label}必须是${min}–999的整数`)
    .max(999, `${label}必须是${min}–999的整数`);

export const offlinePriceFenSchema = z
  .number({ error: '单价必须是数字' })
  .int('单价最多两位小数')
  .min(0, '单价不能为负数')
  .max(OFFLINE_MAX_PRICE_FEN, '单价不能超过99999.99元');

/** One goods line as typed: 档口 and 货号 as the market knows them, the piece and its price. */
export const offlineLineInputSchema = z
  .object({
    stall: requiredText('档口', 40),
    articleNo: requiredText('货号', 40),
    title: optionalText('商品名称', 60),
    color: requiredText('颜色', 40),
    size: requiredText('尺码', 20),
    qty: qty('数量', 1),
    priceFen: offlinePriceFenSchema,
  })
  .strict();
export type OfflineLineInput = z.infer<typeof offlineLineInputSchema>;

/** The purchaser's own customer: who the goods are for (and who brings them back). */
export const offlineCustomerSchema = z
  .object({
    name: requiredText('客户姓名', 30),
    phone: requiredText('联系电话', 24).regex(RECEIVER_PHONE, '请输入正确的手机号、虚拟号或座机号'),
    address: optionalText('地址', 200).default(''),
  })
  .strict();
export type OfflineCustomer = z.infer<typeof offlineCustomerSchema>;

const requestKey = z.string({ error: '请求标识不正确' }).regex(/^[\w-]{8,80}$/, '请求标识不正确');
const version = z.number({ error: '版本号必须是数字' }).int().min(1, '版本号必须是正整数');

const lines = z
  .array(offlineLineInputSchema)
  .min(1, '请添加商品')
  .max(OFFLINE_MAX_LINES, `一单最多${OFFLINE_MAX_LINES}款商品`);

/**
 * 保存草稿 or 提交 a 线下拿货单: a new one (its requestKey makes a repeated click one order) or — with id
 * and the version it was read at — a 草稿 being edited.
 */
export const offlineOrderSaveRequestSchema = z
  .object({
    id: idSchema.optional(),
    version: version.optional(),
    requestKey,
    customer: offlineCustomerSchema,
    lines,
    remark: optionalText('备注', 500).default(''),
    submit: z.boolean({ error: '请说明保存草稿还是提交' }),
  })
  .strict()
  .refine((r) => (r.id === undefined) === (r.version === undefined), {
    message: '编辑草稿需要带上版本号',
    path: ['version'],
  });
export type OfflineOrderSaveRequest = z.input<typeof offlineOrderSaveRequestSchema>;

export const offlineOrderSavedSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(stateCodeTuple(offlineOrderState)),
  version: z.number().int(),
});
export type OfflineOrderSaved = z.infer<typeof offlineOrderSavedSchema>;

const keyword = safeText('关键词').trim().max(50, '关键词最多50个字符').optional();
const day = z
  .string({ error: '日期格式不正确' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')
  .optional();

export const offlineOrderPageRequestSchema = pageQuerySchema
  .extend({
    status: z.enum(stateCodeTuple(offlineOrderState), { error: '状态不正确' }).optional(),
    /** 单号, 客户, 电话 (or its last 4), 档口 or 货号. */
    keyword,
    /** Beijing days, inclusive. */
    dateFrom: day,
    dateTo: day,
  })
  .strict();
export type OfflineOrderPageRequest = z.input<typeof offlineOrderPageRequestSchema>;

export const offlineLineSchema = z.object({
  lineNo: z.number().int(),
  stall: z.string(),
  articleNo: z.string(),
  title: z.string(),
  color: z.string(),
  size: z.string(),
  qty: z.number().int(),
  priceFen: z.number().int(),
  /** What the picker brought back; null until 已拿货. */
  tookQty: z.number().int().nullable(),
  pickupState: z.enum(stateCodeTuple(pickupLineState)),
  /** The barcode on the line's pick label. */
  pickCode: z.string(),
});
export type OfflineLine = z.infer<typeof offlineLineSchema>;

/** A timeline row: what happened, worded by the console from type + params. */
export const offlineEventSchema = z.object({
  type: z.string(),
  at: z.string(),
  by: z.string(),
  params: z.record(z.string(), z.unknown()),
});
export type OfflineEvent = z.infer<typeof offlineEventSchema>;

const customerShown = z.object({ name: z.string(), phone: z.string(), address: z.string() });

export const offlineOrderRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(stateCodeTuple(offlineOrderState)),
  version: z.number().int(),
  /** Masked in lists (spec §5); whole in the detail, which the pick label needs. */
  customer: customerShown,
  lines: z.array(offlineLineSchema),
  pieces: z.number().int(),
  tookPieces: z.number().int(),
  goodsFen: z.number().int(),
  remark: z.string(),
  printCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string(),
});
export type OfflineOrderRow = z.infer<typeof offlineOrderRowSchema>;

const countsOf = <K extends string>(map: StateMap<K>) =>
  z.object(
    Object.fromEntries(stateCodeTuple(map).map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>,
  );

export const offlineOrderPageSchema = z.object({
  list: z.array(offlineOrderRowSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** Per state under the same search and dates, for the tabs. */
  counts: countsOf(offlineOrderState),
});
export type OfflineOrderPage = z.infer<typeof offlineOrderPageSchema>;

export const offlineOrderDetailSchema = offlineOrderRowSchema.extend({
  events: z.array(offlineEventSchema),
});
export type OfflineOrderDetail = z.infer<typeof offlineOrderDetailSchema>;

/** The moves a purchaser makes on a 线下拿货单 (拿货完成 has its own call: it carries quantities). */
export const OFFLINE_ORDER_ACTIONS = ['SUBMIT', 'START', 'DELIVER', 'CANCEL'] as const;
export type OfflineOrderAction = (typeof OFFLINE_ORDER_ACTIONS)[number];

export const offlineOrderActionRequestSchema = z
  .object({
    id: idSchema,
    version,
    action: z.enum(OFFLINE_ORDER_ACTIONS, { error: '操作不正确' }),
    reason: optionalText('取消原因', 100),
  })
  .strict();
export type OfflineOrderActionRequest = z.input<typeof offlineOrderActionRequestSchema>;

/** 拿货完成: what came back of each line (0 = 缺货). */
export const offlineOrderTookRequestSchema = z
  .object({
    id: idSchema,
    version,
    lines: z
      .array(z.object({ lineNo: z.number().int().min(1), tookQty: qty('实拿数量', 0) }).strict())
      .min(1, '请填写实拿数量')
      .max(OFFLINE_MAX_LINES),
  })
  .strict();
export type OfflineOrderTookRequest = z.input<typeof offlineOrderTookRequestSchema>;

export const offlineChangedSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  version: z.number().int(),
});
export type OfflineChanged = z.infer<typeof offlineChangedSchema>;

export const offlineIdsRequestSchema = z
  .object({
    ids: z.array(idSchema).min(1, '请选择单据').max(OFFLINE_MAX_BATCH, `一次最多${OFFLINE_MAX_BATCH}单`),
  })
  .strict();
export type OfflineIdsRequest = z.input<typeof offlineIdsRequestSchema>;

/** One pick label (the offline-pick preset's fields): a label per line, copies = its quantity. */
export const offlinePickLabelSchema = z.object({
  orderNo: z.string(),
  lineNo: z.number().int(),
  goodsInfo: z.string(),
  colorSize: z.string(),
  quantity: z.number().int(),
  pickCode: z.string(),
  consignee: z.string(),
  contact: z.string(),
  address: z.string(),
  supplierName: z.string(),
  stallNo: z.string(),
});
export type OfflinePickLabel = z.infer<typeof offlinePickLabelSchema>;
export const offlinePickLabelsSchema = z.object({
  labels: z.array(offlinePickLabelSchema),
  /** Selected orders that print nothing (草稿, 已取消). */
  skipped: z.array(z.string()),
});

/* ---------------- 线下退货单 ---------------- */

export const offlineReturnSaveRequestSchema = z
  .object({
    id: idSchema.optional(),
    version: version.optional(),
    requestKey,
    customer: offlineCustomerSchema,
    reason: z.enum(stateCodeTuple(offlineReturnReason), { error: '请选择退货原因' }),
    /** The 线下拿货单 the goods came from, when there is one. */
    offlineOrderNo: z
      .string()
      .trim()
      .regex(/^(XH\d{12})?$/, '线下拿货单号不正确')
      .optional()
      .default(''),
    lines,
    remark: optionalText('备注', 500).default(''),
  })
  .strict()
  .refine((r) => (r.id === undefined) === (r.version === undefined), {
    message: '编辑退货单需要带上版本号',
    path: ['version'],
  });
export type OfflineReturnSaveRequest = z.input<typeof offlineReturnSaveRequestSchema>;

export const offlineReturnSavedSchema = z.object({
  id: z.number().int(),
  returnNo: z.string(),
  state: z.enum(stateCodeTuple(returnToFactoryState)),
  version: z.number().int(),
});

export const offlineReturnPageRequestSchema = pageQuerySchema
  .extend({
    state: z.enum(stateCodeTuple(returnToFactoryState), { error: '状态不正确' }).optional(),
    keyword,
    dateFrom: day,
    dateTo: day,
  })
  .strict();
export type OfflineReturnPageRequest = z.input<typeof offlineReturnPageRequestSchema>;

export const offlineReturnRowSchema = z.object({
  id: z.number().int(),
  returnNo: z.string(),
  state: z.enum(stateCodeTuple(returnToFactoryState)),
  version: z.number().int(),
  customer: customerShown,
  reason: z.enum(stateCodeTuple(offlineReturnReason)),
  offlineOrderNo: z.string(),
  lines: z.array(offlineLineSchema.omit({ tookQty: true, pickupState: true, pickCode: true })),
  pieces: z.number().int(),
  goodsFen: z.number().int(),
  /** What the stall paid back (档口已退款). */
  refundFen: z.number().int().nullable(),
  refuseReason: z.enum(stateCodeTuple(stallRefuseReason)).nullable(),
  remark: z.string(),
  printCount: z.number().int(),
  events: z.array(offlineEventSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string(),
});
export type OfflineReturnRow = z.infer<typeof offlineReturnRowSchema>;

export const offlineReturnPageSchema = z.object({
  list: z.array(offlineReturnRowSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  counts: countsOf(returnToFactoryState),
});
export type OfflineReturnPage = z.infer<typeof offlineReturnPageSchema>;

/**
 * The moves of a return to its stall: 送退 (to 待退档口, also again after a refusal), the stall's answer
 * (档口已退款 with the amount, 档口拒收 with why), 暂停 and 恢复.
 */
export const OFFLINE_RETURN_ACTIONS = ['START', 'REFUNDED', 'REFUSED', 'STOP', 'RESUME'] as const;
export type OfflineReturnAction = (typeof OFFLINE_RETURN_ACTIONS)[number];

export const offlineReturnActionRequestSchema = z
  .object({
    id: idSchema,
    version,
    action: z.enum(OFFLINE_RETURN_ACTIONS, { error: '操作不正确' }),
    refundFen: z
      .number({ error: '退款金额必须是数字' })
      .int('退款金额最多两位小数')
      .min(0, '退款金额不能为负数')
      .max(OFFLINE_MAX_PRICE_FEN * 999, '退款金额过大')
      .optional(),
    refuseReason: z.enum(stateCodeTuple(stallRefuseReason), { error: '请选择拒收原因' }).optional(),
    /** 送退档口: the 退货员 who walks the goods back. */
    staffId: idSchema.optional(),
    note: optionalText('说明', 200),
  })
  .strict()
  .refine((r) => r.action !== 'START' || r.staffId !== undefined, {
    message: '请选择退货员',
    path: ['staffId'],
  })
  .refine((r) => r.action !== 'REFUNDED' || r.refundFen !== undefined, {
    message: '请输入档口退款金额',
    path: ['refundFen'],
  })
  .refine((r) => r.action !== 'REFUSED' || r.refuseReason !== undefined, {
    message: '请选择拒收原因',
    path: ['refuseReason'],
  });
export type OfflineReturnActionRequest = z.input<typeof offlineReturnActionRequestSchema>;

/** 从拿货单带入: the 线下拿货单's customer and the goods that were taken. */
export const offlineReturnSourceQuerySchema = z
  .object({
    orderNo: z
      .string()
      .trim()
      .regex(/^XH\d{12}$/, '线下拿货单号不正确'),
  })
  .strict();
export const offlineReturnSourceSchema = z.object({
  orderNo: z.string(),
  customer: customerShown,
  lines: z.array(offlineLineInputSchema.extend({ title: z.string() })),
});
export type OfflineReturnSource = z.infer<typeof offlineReturnSourceSchema>;

/** One return label (the return-label preset's fields), copies = the line's quantity. */
export const offlineReturnLabelSchema = z.object({
  brand: z.string(),
  goodsInfo: z.string(),
  colorSize: z.string(),
  price: z.number().int(),
  dropshipOrderNo: z.string(),
  factoryAddress: z.string(),
  picker: z.string(),
  storageNo: z.string(),
  returnCode: z.string(),
  quantity: z.number().int(),
});
export type OfflineReturnLabel = z.infer<typeof offlineReturnLabelSchema>;
export const offlineReturnLabelsSchema = z.object({
  labels: z.array(offlineReturnLabelSchema),
  skipped: z.array(z.string()),
});
