import { z } from 'zod';
import { idSchema, optionalText, requiredText, safeText } from './common.ts';
import { daifaReceiverInputSchema, RECEIVER_PHONE } from './daifaPlace.ts';

/** Orders one 手动报单 takes (its table's rows), and goods lines one order may have. */
export const COLLECT_MAX_ROWS = 50;
export const COLLECT_MAX_LINES = 20;

const qty = z
  .number({ error: '数量必须是1–999的整数' })
  .int('数量必须是1–999的整数')
  .min(1, '数量必须是1–999的整数')
  .max(999, '数量必须是1–999的整数');

const text = (label: string, max: number) => safeText(label).trim().max(max, `${label}最多${max}个字符`);

const squash = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/**
 * 档口 as sellers type it — part of the name (1楼B191 for 国投女装 1楼B191), any spacing or case —
 * against a market stall's name: the server's match on 提交 and the form's hints agree by sharing it.
 */
export function stallMatches(typed: string, stall: string): boolean {
  const a = squash(typed);
  const b = squash(stall);
  return a !== '' && (b.includes(a) || a.includes(b));
}

/** A goods line as the seller reports it: the stall's name as they know it and its 货号. */
export const collectLineInputSchema = z
  .object({
    stall: requiredText('档口', 40),
    articleNo: requiredText('货号', 40),
    color: requiredText('颜色', 40),
    size: requiredText('尺码', 20),
    qty,
  })
  .strict();
export type CollectLineInput = z.infer<typeof collectLineInputSchema>;

/** A draft keeps what was typed so far: every field may still be empty. */
const collectLineDraftSchema = z
  .object({
    stall: text('档口', 40),
    articleNo: text('货号', 40),
    color: text('颜色', 40),
    size: text('尺码', 20),
    qty: qty.nullable(),
  })
  .strict();

const receiverText = optionalText('收件信息', 500);

export const collectDraftRowSchema = z
  .object({
    /** The record being edited (a 草稿, 待核价 or 失败 one), else a new one. */
    id: idSchema.optional(),
    receiverText,
    receiver: z
      .object({
        name: text('收件人', 30),
        phone: text('手机号', 24).refine(
          (v) => v === '' || RECEIVER_PHONE.test(v),
          '请输入正确的手机号、虚拟号或座机号',
        ),
        areaCode: z.string().regex(/^(\d{6})?$/, '请选择省市区'),
        address: text('详细地址', 200),
      })
      .strict(),
    lines: z
      .array(collectLineDraftSchema)
      .min(1, '请添加商品')
      .max(COLLECT_MAX_LINES, `一单最多${COLLECT_MAX_LINES}款商品`),
    remark: optionalText('备注', 500),
  })
  .strict();
export type CollectDraftRow = z.infer<typeof collectDraftRowSchema>;

const courierCode = z.string({ error: '请选择快递' }).regex(/^[A-Z]{2,6}$/, '请选择快递');

/** 保存草稿: the table as it stands; each row becomes (or updates) a 草稿 in 报单记录. */
export const collectSaveRequestSchema = z
  .object({
    courierCode: z.union([courierCode, z.literal('')]).optional(),
    rows: z
      .array(collectDraftRowSchema)
      .min(1, '请至少填写一个订单')
      .max(COLLECT_MAX_ROWS, `一次最多报单${COLLECT_MAX_ROWS}个订单`),
  })
  .strict();

export type CollectSaveRequest = z.input<typeof collectSaveRequestSchema>;

export const collectSavedSchema = z.object({ ids: z.array(z.number().int()) });

/** 提交: every row complete; each becomes a DF order, 待核价 or 失败 with why. */
export const collectSubmitRequestSchema = z
  .object({
    /** The page's idempotency key: submitting again with it answers the first submission. */
    requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestKey 无效'),
    courierCode,
    rows: z
      .array(
        z
          .object({
            id: idSchema.optional(),
            receiverText,
            receiver: daifaReceiverInputSchema,
            lines: z
              .array(collectLineInputSchema)
              .min(1, '请添加商品')
              .max(COLLECT_MAX_LINES, `一单最多${COLLECT_MAX_LINES}款商品`),
            remark: optionalText('备注', 500),
          })
          .strict(),
      )
      .min(1, '请至少填写一个订单')
      .max(COLLECT_MAX_ROWS, `一次最多报单${COLLECT_MAX_ROWS}个订单`),
  })
  .strict();
export type CollectSubmitRequest = z.input<typeof collectSubmitRequestSchema>;

const collectStateSchema = z.enum(['DRAFT', 'PLACED', 'PRICE_CHECK', 'FAILED']);

/** What became of each submitted row, in the order sent, and the one payment for those placed. */
export const collectSubmittedSchema = z.object({
  rows: z.array(
    z.object({
      id: z.number().int(),
      state: collectStateSchema,
      orderNo: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  payNo: z.string().nullable(),
  amountFen: z.number().int(),
});
export type CollectSubmitted = z.infer<typeof collectSubmittedSchema>;

export const collectPageRequestSchema = z
  .object({
    state: collectStateSchema.optional(),
    /** 货号, 档口, 收件人 or a DF number. */
    keyword: text('关键词', 40).optional(),
    /** The records to edit or report again: their receivers come whole, not masked. */
    ids: z.array(idSchema).max(COLLECT_MAX_ROWS, `一次最多${COLLECT_MAX_ROWS}条`).optional(),
    pageNum: z.number().int().min(1, '页码从1开始').max(10000, '页码无效').default(1),
    pageSize: z.number().int().min(1, '每页至少1条').max(100, '每页最多100条').default(20),
  })
  .strict();
export type CollectPageRequest = z.input<typeof collectPageRequestSchema>;

export const collectRecordSchema = z.object({
  id: z.number().int(),
  state: collectStateSchema,
  receiverText: z.string(),
  receiver: z.object({
    name: z.string(),
    phone: z.string(),
    areaCode: z.string(),
    /** 省 市 区 from the area code, or '' when none was chosen. */
    region: z.string(),
    address: z.string(),
  }),
  lines: z.array(
    z.object({
      stall: z.string(),
      articleNo: z.string(),
      color: z.string(),
      size: z.string(),
      qty: z.number().int().nullable(),
    }),
  ),
  courierCode: z.string(),
  remark: z.string(),
  orderNo: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type CollectRecord = z.infer<typeof collectRecordSchema>;

export const collectPageSchema = z.object({
  total: z.number().int(),
  /** Records per state, for the tabs. */
  counts: z.record(collectStateSchema, z.number().int()),
  items: z.array(collectRecordSchema),
});
export type CollectPage = z.infer<typeof collectPageSchema>;
