import { z } from 'zod';
import { optionalText, requiredText } from './common.ts';
import { daifaOrderLineSchema, daifaOrderNoParamsSchema } from './daifa.ts';
import { QC_OPTIONS, SHOE_BOX_OPTIONS, type QcOption, type ShoeBoxOption } from '../daifaFees.ts';

/** `GET /api/b2/area/getThirdLevelAll`: provinces → cities → districts (counties), by division code. */
export const areaTreeSchema = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    children: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        children: z.array(z.object({ code: z.string(), name: z.string() })),
      }),
    ),
  }),
);
export type AreaTree = z.infer<typeof areaTreeSchema>;

/** `GET /api/system/goods/send/address`: the warehouses parcels leave from (the sender of record). */
export const sendAddressSchema = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    contact: z.string(),
    phone: z.string(),
    province: z.string(),
    city: z.string(),
    district: z.string(),
    address: z.string(),
  }),
);

/** A market goods as the placing form shows it: today's stall price, its sizes and colours. */
export const daifaGoodsSchema = z.object({
  goodsId: z.string(),
  articleNo: z.string(),
  stallId: z.string(),
  stall: z.string(),
  title: z.string(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  priceFen: z.number().int(),
  weightG: z.number().int(),
  /** Share of the last 30 days' picks the stall had none of (缺货率). */
  lackRate30d: z.number(),
});
export type DaifaGoods = z.infer<typeof daifaGoodsSchema>;

export const daifaGoodsSearchQuerySchema = z
  .object({
    keyword: z.string().trim().max(40, '关键词最多40个字符').optional(),
    page: z
      .string()
      .regex(/^[1-9]\d{0,3}$/, '页码无效')
      .transform(Number)
      .optional(),
    pageSize: z
      .string()
      .regex(/^([1-9]|[1-4]\d|50)$/, '每页最多50条')
      .transform(Number)
      .optional(),
  })
  .strict();

export const daifaGoodsSearchSchema = z.object({ total: z.number().int(), items: z.array(daifaGoodsSchema) });

export const daifaGoodsIdParamsSchema = z.object({
  goodsId: z.string().regex(/^[A-Z][A-Z0-9_-]{3,39}$/, '商品编号无效'),
});

export const daifaSameStyleSchema = z.object({ items: z.array(daifaGoodsSchema) });

/** 手机 (1[3-9] and 9 digits), 虚拟号 (手机-分机, as platforms hand out) or 座机 (区号-号码). */
export const RECEIVER_PHONE = /^(1[3-9]\d{9}(-\d{4})?|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;

const receiverPhone = requiredText('手机号', 24).regex(RECEIVER_PHONE, '请输入正确的手机号、虚拟号或座机号');

/** The parameters a goods page passes on (ad attribution), kept with the order and appended to the callback. */
export const PLACE_ATTRIBUTION_KEYS = [
  'order_type',
  'color',
  'size',
  'num',
  'costPosition',
  'advertOrderId',
  'advertCode',
  'goodsId',
] as const;

/** The receiver as a form sends it: the district's code from the area tree, not names. */
export const daifaReceiverInputSchema = z
  .object({
    name: requiredText('收件人', 30),
    phone: receiverPhone,
    /** The district's division code from the area tree (province and city follow from it). */
    areaCode: z.string({ error: '请选择省市区' }).regex(/^\d{6}$/, '请选择省市区'),
    address: requiredText('详细地址', 200),
  })
  .strict();

export const daifaExtrasSchema = z
  .object({
    shoeBox: z
      .enum(Object.keys(SHOE_BOX_OPTIONS) as [ShoeBoxOption, ...ShoeBoxOption[]], { error: '鞋盒选项不正确' })
      .optional(),
    qc: z.enum(Object.keys(QC_OPTIONS) as [QcOption, ...QcOption[]], { error: '质检选项不正确' }).optional(),
  })
  .strict();

export const daifaPlaceRequestSchema = z
  .object({
    /** The page's idempotency key: placing again with it gives the first order. */
    requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestKey 无效'),
    courierCode: z.string({ error: '请选择快递' }).regex(/^[A-Z]{2,6}$/, '请选择快递'),
    receiver: daifaReceiverInputSchema,
    sender: z
      .object({ name: requiredText('发件人', 30), phone: receiverPhone })
      .strict()
      .optional(),
    lines: z
      .array(
        z
          .object({
            goodsId: daifaGoodsIdParamsSchema.shape.goodsId,
            color: requiredText('颜色', 40),
            size: requiredText('尺码', 20),
            qty: z
              .number({ error: '数量必须是1–999的整数' })
              .int('数量必须是1–999的整数')
              .min(1, '数量必须是1–999的整数')
              .max(999, '数量必须是1–999的整数'),
          })
          .strict(),
      )
      .min(1, '请添加商品')
      .max(50, '一单最多50款商品'),
    remark: optionalText('备注', 500),
    shipAvailableFirst: z.boolean().optional(),
    /** 增值服务: 鞋盒 (go2) or 质检 (the clothing brands); the brand's defaults when absent. */
    extras: daifaExtrasSchema.optional(),
    /** Where the goods page wants the buyer back (its own site only), and the parameters it passed. */
    callbackUrl: z.string().trim().max(500, '回调地址过长').optional(),
    attribution: z.partialRecord(z.enum(PLACE_ATTRIBUTION_KEYS), z.string().max(64, '参数过长')).optional(),
  })
  .strict();
export type DaifaPlaceRequest = z.input<typeof daifaPlaceRequestSchema>;

export const daifaPlacedSchema = z.object({
  orderNo: z.string(),
  payNo: z.string().nullable(),
  /** The requestKey had placed this order already: nothing new was made. */
  replayed: z.boolean(),
  totalFen: z.number().int(),
  /** The callback to return to after paying (with orderNo and result appended by the pay page), or null. */
  callbackUrl: z.string().nullable(),
  /** A callback was given but is not one of the brand's goods sites: 回调地址无效，已忽略. */
  callbackIgnored: z.boolean(),
});

/**
 * 核价: the order 代发下单 would place now — the market's prices, the 代发费 and the fee rule in force —
 * placing nothing. The form as it stands (its requestKey may be left out).
 */
export const daifaQuoteRequestSchema = daifaPlaceRequestSchema.extend({
  requestKey: daifaPlaceRequestSchema.shape.requestKey.optional(),
});
export type DaifaQuoteRequest = z.input<typeof daifaQuoteRequestSchema>;

export const daifaQuoteSchema = z.object({
  /** Each line as an order's line says it, with its goods id (null: 自定义商品) and its 代发费. */
  lines: z.array(
    daifaOrderLineSchema
      .pick({ stall: true, articleNo: true, title: true, color: true, size: true, qty: true, priceFen: true })
      .extend({ goodsId: z.string().nullable(), serviceFen: z.number().int() }),
  ),
  goodsFen: z.number().int(),
  serviceFen: z.number().int(),
  freightFen: z.number().int(),
  /** The parcel's quoted weight (what the freight is charged on until it is packed). */
  weightG: z.number().int(),
  totalFen: z.number().int(),
  courierCode: z.string(),
  courierName: z.string(),
});
export type DaifaQuote = z.infer<typeof daifaQuoteSchema>;

/** 修改地址 (before the waybill is printed). */
export const daifaUpdateAddressRequestSchema = z
  .object({ orderNo: daifaOrderNoParamsSchema.shape.orderNo, receiver: daifaReceiverInputSchema })
  .strict();
export type DaifaUpdateAddressRequest = z.input<typeof daifaUpdateAddressRequestSchema>;

export const daifaAddressUpdatedSchema = z.object({
  orderNo: z.string(),
  /** The new province's freight was lower: the difference went back to the balance. */
  refundedFen: z.number().int(),
});
