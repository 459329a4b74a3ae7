import { z } from 'zod';
import { daifaOrderLineSchema, daifaOrderNoParamsSchema } from './daifa.ts';
import { daifaGoodsIdParamsSchema } from './daifaPlace.ts';

/**
 * 异常订单's tabs: one per kind of stall answer, the orders whose address the courier refused (地址异常)
 * and the orders held (挂起). The last two are whole orders: their rows have `lineNo` 0.
 */
export const ABNORMAL_KINDS = [
  'LACK',
  'NEXT_DAY',
  'PRICE_RAISED',
  'CHANGE',
  'STALL_CLOSED',
  'DELISTED',
  'BAD_ADDRESS',
  'HOLD',
] as const;
export type AbnormalKind = (typeof ABNORMAL_KINDS)[number];

export const RESOLUTIONS = [
  'WAIT',
  'REROUTE',
  'REFUND',
  'SHIP_AVAILABLE',
  'REPLENISH',
  'ACCEPT_EXCHANGE',
  'REJECT_EXCHANGE',
  // a whole order's: 地址异常 (修改地址 is its own dialog and endpoint), 挂起
  'CHANGE_ADDRESS',
  'CHANGE_COURIER',
  'CANCEL',
] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const abnormalPageRequestSchema = z
  .object({
    kind: z.enum(ABNORMAL_KINDS, { error: '未知的异常类型' }),
    pageNum: z
      .number({ error: '页码必须是数字' })
      .int('页码必须是整数')
      .min(1, '页码从1开始')
      .max(10_000, '页码过大')
      .default(1),
    pageSize: z
      .number({ error: '每页条数必须是数字' })
      .int('每页条数必须是整数')
      .min(1, '每页至少1条')
      .max(100, '每页最多100条')
      .default(20),
  })
  .strict();
export type AbnormalPageRequest = z.input<typeof abnormalPageRequestSchema>;

const exchangeSchema = z.object({
  goodsId: z.string(),
  articleNo: z.string(),
  stall: z.string(),
  title: z.string(),
  color: z.string(),
  size: z.string(),
  priceFen: z.number().int(),
});

/** One line a stall answered with an exception (or a held order: `lineNo` 0, the goods of its first line). */
export const abnormalRowSchema = daifaOrderLineSchema
  .pick({
    lineNo: true,
    stall: true,
    articleNo: true,
    title: true,
    color: true,
    size: true,
    qty: true,
    tookQty: true,
    priceFen: true,
  })
  .extend({
    orderNo: z.string(),
    kind: z.enum(ABNORMAL_KINDS),
    goodsId: z.string().nullable(),
    /** 涨价: what the stall asks now. */
    newPriceFen: z.number().int().nullable(),
    /** 换款: what the stall offers instead. */
    exchange: exchangeSchema.nullable(),
    /** The stall's answer in words (缺货, 明天有（第2次）, 涨价 ¥48.00 → ¥55.00…). */
    stallWords: z.string(),
    /** How many times the line was picked. */
    attempt: z.number().int(),
    exceptionAt: z.string(),
    /** When the default applies if nobody answers, and what it is. */
    defaultAt: z.string().nullable(),
    defaultAction: z.enum(RESOLUTIONS).nullable(),
    actions: z.array(z.enum(RESOLUTIONS)),
    /** 补款 asked and not yet paid. */
    replenish: z
      .object({ replenishNo: z.string(), amountFen: z.number().int(), deadlineAt: z.string() })
      .nullable(),
    receiverName: z.string(),
    createdAt: z.string(),
  });
export type AbnormalRow = z.infer<typeof abnormalRowSchema>;

export const abnormalPageSchema = z.object({
  rows: z.array(abnormalRowSchema),
  total: z.number().int(),
  /** Rows per kind (every tab's count). */
  counts: z.record(z.string(), z.number().int()),
});

/** Rows per kind of 异常订单 (every tab's count), without a page. */
export const abnormalCountsSchema = z.object({
  counts: z.record(z.string(), z.number().int().min(0)),
});

export const abnormalResolveRequestSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            orderNo: daifaOrderNoParamsSchema.shape.orderNo,
            /** 0: the whole order (地址异常, 挂起). */
            lineNo: z.number({ error: '行号无效' }).int('行号无效').min(0, '行号无效').max(50, '行号无效'),
          })
          .strict(),
      )
      .min(1, '请选择要处理的商品')
      .max(100, '一次最多处理100条'),
    action: z.enum(RESOLUTIONS, { error: '未知的处理方式' }),
    /** 换档口: the other stall's goods (from 找同款). */
    goodsId: daifaGoodsIdParamsSchema.shape.goodsId.optional(),
    /** 换快递: the courier to try. */
    courierCode: z
      .string({ error: '请选择快递' })
      .regex(/^[A-Z]{2,10}$/, '请选择快递')
      .optional(),
  })
  .strict();
export type AbnormalResolveRequest = z.input<typeof abnormalResolveRequestSchema>;

/** Each line's outcome: a batch does what it can and says what it could not, line by line. */
export const abnormalResolveSchema = z.object({
  results: z.array(
    z.object({
      orderNo: z.string(),
      lineNo: z.number().int(),
      ok: z.boolean(),
      errorCode: z.number().int(),
      errorMsg: z.string(),
      refundedFen: z.number().int(),
      replenishNo: z.string().nullable(),
    }),
  ),
});
