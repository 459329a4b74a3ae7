import { z } from 'zod';
import { safeText } from './common.ts';
import { batchNumberSchema, keysetPageOf, keysetRequestSchema, timeRangeSchema } from './list.ts';

/** `GET /api/b2/orders/express`: the couriers that reach a province, with the quote for a weight. */
export const expressQuoteQuerySchema = z
  .object({
    provinceCode: z.string({ error: '请选择省份' }).regex(/^\d{6}$/, '省份编码无效'),
    weightG: z
      .string()
      .regex(/^[1-9]\d{0,5}$/, '重量必须是1–999999克的整数')
      .transform(Number)
      .optional(),
  })
  .strict();

export const expressQuoteSchema = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    /** The freight for the weight asked (the first kg when none was given). */
    freightFen: z.number().int(),
    firstKgFen: z.number().int(),
    extraKgFen: z.number().int(),
    etaDays: z.number().int(),
  }),
);

/** `…/expressAll`: every courier with the platforms' codes for it (the write-back uses them). */
export const expressAllSchema = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    etaDays: z.number().int(),
    platformCodes: z.record(z.string(), z.string()),
    /** Provinces the courier does not reach from our warehouse. */
    unreachableProvinceCodes: z.array(z.string()),
    /** Its fees from our warehouse: provinces priced alike together, cheapest zone first. */
    zones: z.array(
      z.object({
        firstKgFen: z.number().int(),
        extraKgFen: z.number().int(),
        provinceCodes: z.array(z.string()),
      }),
    ),
  }),
);
export type ExpressAll = z.infer<typeof expressAllSchema>;

export const DAIFA_TABS = [
  'WAIT_PAY',
  'WAIT_TAKE',
  'WAIT_SEND',
  'ABNORMAL',
  'SENT',
  'FINISHED',
  'AFTER_SALE',
  'CANCELED',
] as const;

/** An order's marks (its `flags`): the exceptions, 待补款, 地址异常, 挂起 and 揽收超时 — each a chip of 代发订单. */
export const DAIFA_ORDER_FLAGS = [
  'LACK',
  'NEXT_DAY',
  'PRICE_RAISED',
  'WAIT_REPLENISH',
  'CHANGE',
  'STALL_CLOSED',
  'DELISTED',
  'BAD_ADDRESS',
  'HOLD',
  /** 提速发货's waybill went back to the shop, and no courier has collected the parcel in 20 hours. */
  'COLLECT_OVERDUE',
] as const;
export type DaifaOrderFlag = (typeof DAIFA_ORDER_FLAGS)[number];

/** 代发订单's filters (the tab apart: counts are per tab for the same filters). */
export const daifaOrderFilterSchema = z
  .object({
    tab: z.enum(['ALL', ...DAIFA_TABS], { error: '未知的订单分组' }).default('ALL'),
    createdAt: timeRangeSchema.optional(),
    /** 平台订单号, 系统单号 or 运单号, exactly. */
    number: batchNumberSchema.optional(),
    /** 货号 or 档口, as typed (prefix). */
    goods: safeText('货号或档口')
      .trim()
      .min(1, '货号或档口不能为空')
      .max(50, '货号或档口最多50个字符')
      .optional(),
    phoneTail: z
      .string()
      .regex(/^\d{4}$/, '手机尾号为4位数字')
      .optional(),
    courierCode: z
      .string()
      .regex(/^[A-Z]{1,10}$/, '快递编码无效')
      .optional(),
    flag: z.enum(DAIFA_ORDER_FLAGS, { error: '未知的标记' }).optional(),
    /** 即将超时: open orders whose ship-by time is less than DUE_SOON_HOURS away (or past). */
    dueSoon: z.boolean({ error: '即将超时只能是 true 或 false' }).optional(),
  })
  .strict();

/** A shop order's goods must leave within this many hours of payment when its platform gives no 最晚发货时间. */
export const SHIP_WITHIN_HOURS = 48;
/** 即将超时: less than this many hours left to ship. */
export const DUE_SOON_HOURS = 6;

export const daifaOrderPageRequestSchema = daifaOrderFilterSchema.extend(keysetRequestSchema.shape).strict();
export type DaifaOrderPageRequest = z.input<typeof daifaOrderPageRequestSchema>;

export const daifaOrderLineSchema = z.object({
  lineNo: z.number().int(),
  stall: z.string(),
  articleNo: z.string(),
  title: z.string(),
  color: z.string(),
  size: z.string(),
  qty: z.number().int(),
  tookQty: z.number().int(),
  priceFen: z.number().int(),
  pickupState: z.string(),
  exceptionReason: z.string().nullable(),
  exchanged: z.boolean(),
  canceled: z.boolean(),
  afterSaleState: z.string().nullable(),
});

export const daifaOrderRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  platform: z.string().nullable(),
  platformOrderNo: z.string().nullable(),
  source: z.string(),
  status: z.string(),
  combinedState: z.string(),
  tab: z.string(),
  flags: z.array(z.string()),
  /** Masked (张*, 138****5678). */
  receiverName: z.string(),
  receiverPhone: z.string(),
  region: z.string(),
  courierCode: z.string(),
  courierName: z.string(),
  waybillNo: z.string().nullable(),
  goodsFen: z.number().int(),
  serviceFen: z.number().int(),
  freightFen: z.number().int(),
  refundedFen: z.number().int(),
  /** 已拿 n/m: lines taken of the active ones. */
  tookLines: z.number().int(),
  activeLines: z.number().int(),
  payNo: z.string().nullable(),
  createdAt: z.string(),
  shipByAt: z.string().nullable(),
  /**
   * 利润预估 of an order placed from a shop order: what the buyer paid for the goods it covers, less
   * what the order costs now (goods, 代发费, freight, less refunds). Null otherwise or once canceled.
   */
  profitFen: z.number().int().nullable(),
  lines: z.array(daifaOrderLineSchema),
});
export type DaifaOrderRow = z.infer<typeof daifaOrderRowSchema>;

export const daifaOrderPageSchema = keysetPageOf(daifaOrderRowSchema).extend({
  /** The 即将超时 chip's count: the tenant's open orders due to ship within DUE_SOON_HOURS. */
  dueSoon: z.number().int().min(0),
});

export const daifaOrderNoParamsSchema = z.object({
  orderNo: z.string().regex(/^DF\d{14}$/, '订单号格式不正确'),
});

export const daifaTimelineEventSchema = z.object({
  type: z.string(),
  params: z.record(z.string(), z.unknown()),
  at: z.string(),
});

/** 代发订单's counts alone (the filters of the page, no rows): every tab's and 即将超时. */
export const daifaTabCountsRequestSchema = daifaOrderFilterSchema.strict();
export const daifaTabCountsSchema = z.object({
  tabs: z.record(z.string(), z.number().int().min(0)),
  dueSoon: z.number().int().min(0),
});

/** An order's one timeline alone (what the detail shows under its goods). */
export const daifaTimelineSchema = z.object({
  orderNo: z.string(),
  timeline: z.array(daifaTimelineEventSchema),
});

/** Where the parcel is: the courier's pushes (快递鸟's shape) as kept, the newest first. */
export const daifaTrackingSchema = z.object({
  orderNo: z.string(),
  courierCode: z.string(),
  courierName: z.string(),
  /** null until the warehouse prints the waybill. */
  waybillNo: z.string().nullable(),
  /** The latest push's State: 1 揽收, 2 在途, 3 签收, 4 问题件; null before 揽收. */
  state: z.string().nullable(),
  traces: z.array(
    z.object({
      at: z.string().nullable(),
      station: z.string(),
      location: z.string(),
      state: z.string(),
      stateEx: z.string().nullable(),
    }),
  ),
});
export type DaifaTracking = z.infer<typeof daifaTrackingSchema>;

export const daifaOrderDetailSchema = daifaOrderRowSchema.extend({
  address: z.string(),
  /**
   * 密文面单: placed from a 拼多多, 抖店 or 快手 order, the receiver is the platform's masked text and the
   * parcel ships on the platform's own waybill; 查看完整信息 asks the platform.
   */
  receiverSealed: z.boolean(),
  remark: z.string(),
  shipAvailableFirst: z.boolean(),
  /** 增值服务 in words (加固鞋盒, 精细质检), '' for the brand's defaults. */
  extras: z.string(),
  paidAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  timeline: z.array(daifaTimelineEventSchema),
  /**
   * 资金流向: every fen moved for the order, oldest first — its share of each paid payment order (ORDER),
   * paid 补款 (REPLENISH), refunds (REFUND, ALI_REFUND) and freight taken at packing (REPLENISH). `fen` is
   * signed from the seller's side (− paid, + back); the sum is what the order cost.
   */
  moneyFlow: z.array(
    z.object({
      at: z.string(),
      billType: z.string(),
      fen: z.number().int(),
      /** Payment method code (BALANCE, ALIPAY_WEB…), or null for money the platform moved itself. */
      method: z.string().nullable(),
      /** The payment or 补款 number, where there is one. */
      reference: z.string().nullable(),
      memo: z.string(),
    }),
  ),
  /** 回传 of the waybill to the shop order it was placed from (null: not from a shop, or not yet shipped). */
  writeBack: z
    .object({
      state: z.enum(['PENDING', 'DONE', 'FAILED']),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
    })
    .nullable(),
});

export type DaifaOrderDetail = z.infer<typeof daifaOrderDetailSchema>;

export const daifaCancelRequestSchema = z
  .object({
    orderNo: daifaOrderNoParamsSchema.shape.orderNo,
    reason: safeText('取消原因').trim().min(1, '请填写取消原因').max(200, '取消原因最多200个字符'),
  })
  .strict();

export const daifaCancelSchema = z.object({
  orderNo: z.string(),
  refundedFen: z.number().int(),
  /** Lines already taken: they go back to the stall. */
  takenLines: z.number().int(),
});

export const daifaOrderNoRequestSchema = z
  .object({ orderNo: daifaOrderNoParamsSchema.shape.orderNo })
  .strict();
