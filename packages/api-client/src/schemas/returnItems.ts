import { z } from 'zod';
import { stateCodeTuple } from '../states/defineStateMap.ts';
import { offlineReturnReason, stallRefuseReason } from '../states/offline.ts';
import { pickupSource } from '../states/pickup.ts';
import { returnDisposition, returnItemState, returnRoute, returnToFactoryState } from '../states/returns.ts';
import { idSchema, optionalText, pageOf, pageQuerySchema, pickedIds, safeText } from './common.ts';
import { offlineReturnLabelSchema } from './offline.ts';
import { waybillLabelSchema } from './printDelivery.ts';
import { listSelectionOf } from './list.ts';

/** Goods lines one 退货登记 takes at once (one parcel opened at the bench). */
export const RETURN_REGISTER_MAX_LINES = 50;
/** Ids one 指派, 暂停, 确认 or 打印 call takes. */
export const RETURN_MAX_IDS = 5000;
/** 重新退 after a refusal: at most this many times, then 协商退款 or 自留/报损. */
export const RETURN_MAX_RETRIES = 2;

const idsSchema = pickedIds('退货', RETURN_MAX_IDS);

const refundFen = z
  .number({ error: '退款金额必须是数字' })
  .int('退款金额最多两位小数')
  .min(0, '退款金额不能为负数')
  .max(99_999_999, '退款金额不能超过999999.99元');

/** 退货登记's scan: a 取货码, a dropship order number or its waybill, or a 线下拿货单 number. */
export const returnScanRequestSchema = z
  .object({
    code: safeText('单号')
      .trim()
      .min(1, '请扫描或输入取货码、订单号或运单号')
      .max(64, '单号最多64个字符')
      // what scanners read off 取货码, orders and waybills
      .regex(/^[A-Za-z0-9-]+$/, '单号只能包含字母、数字和-'),
  })
  .strict();

/** A taken goods line the scan found: how much of it may still go back, and until when. */
export const returnCandidateSchema = z.object({
  taskId: z.number().int(),
  source: z.enum(stateCodeTuple(pickupSource)),
  orderNo: z.string(),
  takeCode: z.string(),
  supplierId: z.number().int().nullable(),
  stall: z.string(),
  /** 新中国大厦 3F, where the goods are shelved to wait for their walk back. */
  shelf: z.string(),
  articleNo: z.string(),
  title: z.string(),
  color: z.string(),
  size: z.string(),
  tookQty: z.number().int(),
  returnedQty: z.number().int(),
  returnableQty: z.number().int(),
  priceFen: z.number().int(),
  tookOn: z.string().nullable(),
  /** The stall's 可退天数; null with `noReturn` (不退) or for a stall no supplier matches. */
  returnDays: z.number().int().nullable(),
  noReturn: z.boolean(),
  /** The last day the stall takes it back; null: no limit known. */
  deadline: z.string().nullable(),
  overdue: z.boolean(),
});
export type ReturnCandidate = z.infer<typeof returnCandidateSchema>;

export const returnScanSchema = z.object({
  code: z.string(),
  /** What the code was read as. */
  kind: z.enum(['TAKE_CODE', 'ORDER', 'WAYBILL', 'OFFLINE']),
  candidates: z.array(returnCandidateSchema),
});
export type ReturnScan = z.infer<typeof returnScanSchema>;

export const returnRegisterRequestSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            taskId: idSchema,
            qty: z
              .number({ error: '退货数量必须是1–999的整数' })
              .int('退货数量必须是1–999的整数')
              .min(1, '退货数量必须是1–999的整数')
              .max(999, '退货数量必须是1–999的整数'),
            reason: z.enum(stateCodeTuple(offlineReturnReason), { error: '请选择退货原因' }),
          })
          .strict(),
        { error: '请选择要退的商品' },
      )
      .min(1, '请选择要退的商品')
      .max(RETURN_REGISTER_MAX_LINES, `单次最多登记${RETURN_REGISTER_MAX_LINES}行`),
    remark: optionalText('备注', 100),
  })
  .strict();
export type ReturnRegisterRequest = z.infer<typeof returnRegisterRequestSchema>;

export const returnItemRowSchema = z.object({
  id: z.number().int(),
  returnNo: z.string(),
  storageNo: z.string(),
  shelf: z.string(),
  state: z.enum(stateCodeTuple(returnItemState)),
  route: z.enum(stateCodeTuple(returnRoute)),
  /** 寄回异地档口: the courier, its number and the freight paid from the balance (FOR_FACTORY_SHIPMENT). */
  courierCode: z.string().nullable(),
  waybillNo: z.string().nullable(),
  shipFeeFen: z.number().int().nullable(),
  signedAt: z.string().nullable(),
  orderNo: z.string(),
  takeCode: z.string(),
  supplierId: z.number().int().nullable(),
  stall: z.string(),
  stallPhone: z.string(),
  articleNo: z.string(),
  title: z.string(),
  color: z.string(),
  size: z.string(),
  qty: z.number().int(),
  priceFen: z.number().int(),
  goodsFen: z.number().int(),
  refundFen: z.number().int().nullable(),
  reason: z.enum(stateCodeTuple(offlineReturnReason)),
  remark: z.string(),
  refuseReason: z.enum(stateCodeTuple(stallRefuseReason)).nullable(),
  negotiated: z.boolean(),
  disposition: z.enum(stateCodeTuple(returnDisposition)).nullable(),
  retries: z.number().int(),
  staffId: z.number().int().nullable(),
  staffName: z.string(),
  registeredName: z.string(),
  tookOn: z.string().nullable(),
  createdAt: z.string(),
  reportedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  version: z.number().int(),
});
export type ReturnItemRow = z.infer<typeof returnItemRowSchema>;

/** A 退货入库标签's fields (preset `return-storage`). */
export const returnStorageLabelSchema = z.object({
  positionNo: z.string(),
  storageNo: z.string(),
  returnCode: z.string(),
  artNo: z.string(),
  spec: z.string(),
  quantity: z.number().int(),
  shopName: z.string(),
  storedAt: z.string(),
});
export type ReturnStorageLabel = z.infer<typeof returnStorageLabelSchema>;

export const returnLabelsSchema = z.object({
  /** 退货标签 (preset `return-label`), one per item; the console prints `quantity` copies. */
  labels: z.array(offlineReturnLabelSchema),
  /** 退货入库标签 (preset `return-storage`), one per item. */
  storage: z.array(returnStorageLabelSchema),
});
export type ReturnLabels = z.infer<typeof returnLabelsSchema>;

export const returnRegisteredSchema = returnLabelsSchema.extend({
  storageNo: z.string(),
  items: z.array(returnItemRowSchema),
});
export type ReturnRegistered = z.infer<typeof returnRegisteredSchema>;

/** 退货登记指派's tabs: 全部, the return-to-factory states, and 寄回异地 (every item gone by courier). */
export const RETURN_TABS = ['ALL', ...stateCodeTuple(returnToFactoryState), 'COURIER'] as const;
export type ReturnTab = (typeof RETURN_TABS)[number];

export const returnPageRequestSchema = pageQuerySchema
  .extend({
    tab: z.enum(RETURN_TABS, { error: '未知的分组' }).default('ALL'),
    /** 退货码, 入库单号, 订单号, 取货码, 货号 or 档口. */
    keyword: safeText('关键词').trim().max(50, '关键词最多50个字符').optional(),
    staffId: idSchema.optional(),
    supplierId: idSchema.optional(),
    /** Answers the stall gave that nobody has confirmed yet. */
    unconfirmed: z.boolean().optional(),
    /** Only what the caller registered today (退货登记's 本次登记). */
    mineToday: z.boolean().optional(),
  })
  .strict();
export type ReturnPageRequest = z.input<typeof returnPageRequestSchema>;

export const returnPageSchema = pageOf(returnItemRowSchema).extend({
  counts: z.record(z.enum(RETURN_TABS), z.number().int()),
  /** Pieces and goods value of the list's rows across all pages. */
  pieces: z.number().int(),
  goodsFen: z.number().int(),
});
export type ReturnPage = z.infer<typeof returnPageSchema>;

/** 导出: the chosen items, or every item the list's filters match (its tab included). */
export const returnFilterSchema = returnPageRequestSchema.omit({
  pageNum: true,
  pageSize: true,
  mineToday: true,
});
export type ReturnFilter = z.output<typeof returnFilterSchema>;
export const returnExportRequestSchema = z
  .object({ selection: listSelectionOf(returnFilterSchema) })
  .strict();
export type ReturnExportRequest = z.input<typeof returnExportRequestSchema>;

export const returnIdsRequestSchema = z.object({ ids: idsSchema }).strict();

export const returnAssignRequestSchema = z
  .object({
    /** The items, or every 未指派 / 档口拒收 item of these stalls (按档口指派). */
    ids: idsSchema.optional(),
    supplierIds: z.array(idSchema).min(1, '请选择档口').max(500, '单次最多500个档口').optional(),
    staffId: idSchema,
  })
  .strict()
  .refine((b) => (b.ids ? 1 : 0) + (b.supplierIds ? 1 : 0) === 1, {
    message: '请选择退货或档口',
    path: ['ids'],
  });
export type ReturnAssignRequest = z.infer<typeof returnAssignRequestSchema>;

export const returnMovedSchema = z.object({ moved: z.number().int(), skipped: z.number().int() });
export type ReturnMoved = z.infer<typeof returnMovedSchema>;

/** 上报结果: what the stall did with the goods. */
export const returnReportRequestSchema = z
  .object({
    id: idSchema,
    version: z.number().int().min(1),
    outcome: z.enum(['REFUNDED', 'REFUSED'], { error: '请选择退货结果' }),
    refundFen: refundFen.optional(),
    refuseReason: z.enum(stateCodeTuple(stallRefuseReason), { error: '请选择拒收原因' }).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.outcome === 'REFUNDED' && b.refundFen === undefined)
      ctx.addIssue({ code: 'custom', message: '请填写档口退款金额', path: ['refundFen'] });
    if (b.outcome === 'REFUSED' && !b.refuseReason)
      ctx.addIssue({ code: 'custom', message: '请选择拒收原因', path: ['refuseReason'] });
  });
export type ReturnReportRequest = z.infer<typeof returnReportRequestSchema>;

/** 协商退款: the refund agreed with the stall after it refused. */
export const returnNegotiateRequestSchema = z
  .object({ id: idSchema, version: z.number().int().min(1), refundFen })
  .strict();

export const returnDisposeRequestSchema = z
  .object({
    ids: idsSchema,
    disposition: z.enum(stateCodeTuple(returnDisposition), { error: '请选择自留或报损' }),
  })
  .strict();

/** Who may walk returns: accounts holding 退货登记指派, with what each holds now. */
export const returnStaffSchema = z.array(
  z.object({ staffId: z.number().int(), name: z.string(), open: z.number().int() }),
);
export type ReturnStaff = z.infer<typeof returnStaffSchema>;

/** 寄回异地档口: one stall's goods on the shelf in one parcel, by this courier, at this weight. */
export const returnShipRequestSchema = z
  .object({
    ids: idsSchema,
    courierCode: z.string({ error: '请选择快递' }).regex(/^[A-Z]{2,6}$/, '请选择快递'),
    weightG: z
      .number({ error: '重量必须是0.1–50公斤' })
      .int('重量必须是0.1–50公斤')
      .min(100, '重量必须是0.1–50公斤')
      .max(50_000, '重量必须是0.1–50公斤'),
    /** The freight the page showed: sending refuses (40900) when the quote has moved since. */
    expectedFeeFen: z.number().int().min(0).optional(),
  })
  .strict();
export type ReturnShipRequest = z.infer<typeof returnShipRequestSchema>;

/** What the parcel costs and where it goes, before it is sent. */
export const returnShipQuoteSchema = z.object({
  supplierId: z.number().int(),
  stall: z.string(),
  /** The stall's return address as the waybill prints it. */
  receiver: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  pieces: z.number().int(),
  goodsFen: z.number().int(),
  feeFen: z.number().int(),
});
export type ReturnShipQuote = z.infer<typeof returnShipQuoteSchema>;

/** Sent: the number, the freight taken from the balance, and the waybill to print. */
export const returnShippedSchema = returnShipQuoteSchema.extend({
  courierCode: z.string(),
  waybillNo: z.string(),
  moved: z.number().int(),
  label: waybillLabelSchema,
});
export type ReturnShipped = z.infer<typeof returnShippedSchema>;

/** 打印面单 again for a parcel of returns (any of its goods names it). */
export const returnShipLabelRequestSchema = z.object({ id: idSchema }).strict();

/** 操作日志 of one return item. */
export const returnEventsRequestSchema = z.object({ id: idSchema }).strict();
export const returnEventSchema = z.object({
  /** REGISTERED, ASSIGNED, STOPPED, RESUMED, REFUNDED, REFUSED, CONFIRMED, RETRIED, NEGOTIATING, NEGOTIATED, DISPOSED, SHIPPED, SIGNED. */
  type: z.string(),
  byName: z.string(),
  at: z.string(),
  /** What the move carried: refundFen, refuseReason, disposition, courierCode, waybillNo, feeFen, note; staffName for 指派. */
  params: z.record(z.string(), z.unknown()),
});
export type ReturnEvent = z.infer<typeof returnEventSchema>;
export const returnEventsSchema = z.array(returnEventSchema);
