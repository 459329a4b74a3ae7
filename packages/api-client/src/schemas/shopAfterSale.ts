import { z } from 'zod';
import { idParamsSchema, safeText } from './common.ts';
import { keysetPageOf, keysetRequestSchema } from './list.ts';

/**
 * 店铺售后 (issue 27): a buyer's refund as the shop's platform reports it, pulled with the shop's
 * orders. 店铺售后待转 are those still open or refunded on the platform whose goods went out as a
 * dropship order and have no dropship case yet: 转为代发售后 makes one (未发货仅退款 while the goods
 * wait at the stall, 退货退款 once signed for).
 */
export const SHOP_AFTER_SALE_TABS = ['PENDING', 'CONVERTED', 'ALL'] as const;
export const SHOP_AFTER_SALE_TAB_LABELS: Record<(typeof SHOP_AFTER_SALE_TABS)[number], string> = {
  PENDING: '待转代发售后',
  CONVERTED: '已转代发售后',
  ALL: '全部',
};

export const shopAfterSalePageRequestSchema = keysetRequestSchema
  .extend({
    tab: z.enum(SHOP_AFTER_SALE_TABS, { error: '标签页不正确' }).default('PENDING'),
    /** 退款单号, 平台订单号 exactly, else a 货号 prefix. */
    keyword: safeText('搜索内容').trim().max(64, '搜索内容最多64个字符').optional(),
  })
  .strict();

export const shopAfterSaleRowSchema = z.object({
  id: z.number().int(),
  shopName: z.string(),
  /** `platform` codes (TAOBAO…). */
  platform: z.string(),
  refundId: z.string(),
  tid: z.string(),
  oid: z.string().nullable(),
  /** `platformRefundStatus`. */
  status: z.string(),
  reason: z.string(),
  amountFen: z.number().int(),
  /** The platform's last change. */
  modifiedAt: z.string(),
  /** `shopRefundKind`: UNSHIPPED, REFUND_ONLY, RETURN_GOODS; null when the platform does not say. */
  kind: z.string().nullable(),
  /** 抖音极速退款: the platform refunded the buyer at once, without the seller. */
  fast: z.boolean(),
  /** The buyer's return parcel (退货退款) once the platform shows it. */
  returnWaybill: z.object({ company: z.string(), waybillNo: z.string() }).nullable(),
  goods: z
    .object({
      title: z.string(),
      imageUrl: z.string(),
      articleNo: z.string(),
      color: z.string(),
      size: z.string(),
      qty: z.number().int(),
    })
    .nullable(),
  /** The dropship order its line went out on, and where that order stands (`daifaOrderState`). */
  daifaOrderNo: z.string().nullable(),
  daifaStatus: z.string().nullable(),
  /** The dropship case it became, with its state (`afterSaleState`). */
  asNo: z.string().nullable(),
  caseStatus: z.string().nullable(),
  /** What 转为代发售后 would open (`afterSaleType`), or why it cannot now. */
  convert: z.object({ type: z.string().nullable(), why: z.string().nullable() }),
});

export const shopAfterSalePageSchema = keysetPageOf(shopAfterSaleRowSchema).extend({
  /**
   * 漏转售后: refunded to the buyer on the platform, its goods out as a dropship line, no dropship case —
   * the money the seller paid for those goods is at risk until converted (only while it still can be).
   */
  leaked: z.object({ count: z.number().int(), fen: z.number().int() }),
});

export const shopAfterSaleIdParamsSchema = idParamsSchema;

export const shopAfterSaleDetailSchema = shopAfterSaleRowSchema.extend({
  /** The refund as the platform sent it, field by field. */
  raw: z.record(z.string(), z.unknown()),
  shopOrder: z
    .object({
      status: z.string(),
      refundStatus: z.string(),
      buyerNick: z.string(),
      paymentFen: z.number().int(),
    })
    .nullable(),
});

export const shopAfterSaleConvertRequestSchema = z
  .object({ id: z.number({ error: '请选择店铺售后' }).int().positive().max(Number.MAX_SAFE_INTEGER) })
  .strict();
export const shopAfterSaleConvertedSchema = z.object({
  id: z.number().int(),
  asNo: z.string(),
  type: z.string(),
  status: z.string(),
  refundedFen: z.number().int(),
});

export type ShopAfterSalePageRequest = z.input<typeof shopAfterSalePageRequestSchema>;
export type ShopAfterSaleRow = z.output<typeof shopAfterSaleRowSchema>;
export type ShopAfterSaleDetail = z.output<typeof shopAfterSaleDetailSchema>;
