import { z } from 'zod';
import { idSchema, optionalText, safeText } from './common.ts';
import { daifaGoodsIdParamsSchema, daifaPlaceRequestSchema } from './daifaPlace.ts';

/** Shop orders one 下单代发 may take: one payment order the pay page can still list. */
export const FROM_SHOP_MAX_ORDERS = 500;

const shopOrderIdsSchema = z
  .array(idSchema, { error: '请选择订单' })
  .min(1, '请选择订单')
  .max(FROM_SHOP_MAX_ORDERS, `一次最多下单${FROM_SHOP_MAX_ORDERS}个订单`);

export const fromShopPreviewRequestSchema = z.object({ shopOrderIds: shopOrderIdsSchema }).strict();

/** For 关联商品: the market's colour or size named like the shop's (same, or one inside the other), else its first. */
export function closestOption(wanted: string, offered: readonly string[]): string {
  return (
    offered.find((o) => o === wanted) ??
    offered.find((o) => wanted !== '' && (o.includes(wanted) || wanted.includes(o))) ??
    offered[0] ??
    ''
  );
}

/** The market goods a shop SKU is linked to (商品关联), priced as the market asks now. */
export const goodsLinkSchema = z.object({
  goodsId: z.string(),
  stall: z.string(),
  articleNo: z.string(),
  title: z.string(),
  color: z.string(),
  size: z.string(),
  priceFen: z.number().int(),
  weightG: z.number().int(),
});
export type GoodsLink = z.infer<typeof goodsLinkSchema>;

/**
 * What 下单代发 would do with each ticked shop order: READY (every line linked), NEED_LINK (some SKU has
 * no 商品关联 yet: link it, then place) or REFUSED with why (已下单代发, not waiting to ship, 挂起…).
 */
export const fromShopPreviewSchema = z.object({
  orders: z.array(
    z.object({
      shopOrderId: z.number().int(),
      tid: z.string(),
      shopName: z.string(),
      platform: z.string(),
      receiverName: z.string(),
      region: z.string(),
      state: z.enum(['READY', 'NEED_LINK', 'REFUSED']),
      reason: z.string().nullable(),
      lines: z.array(
        z.object({
          shopLineId: z.number().int(),
          title: z.string(),
          articleNo: z.string(),
          color: z.string(),
          size: z.string(),
          qty: z.number().int(),
          link: goodsLinkSchema.nullable(),
        }),
      ),
      /** Goods at the market's prices for the linked lines (代发费 and freight are added at placing). */
      goodsFen: z.number().int(),
    }),
  ),
});
export type FromShopPreview = z.infer<typeof fromShopPreviewSchema>;

/** A 货号, colour or size as listings spell them: letters, digits, spaces and - _ . / # + × * ( ) （ ）. */
export const skuText = (label: string, max: number, min: number) =>
  safeText(label)
    .trim()
    .min(min, `请输入${label}`)
    .max(max, `${label}最多${max}个字符`)
    .regex(/^[\p{L}\p{N}\-_./#+×*()（） ]*$/u, `${label}只能包含文字、数字、空格和 - _ . / # + × * ( )`);

/** 关联商品: this shop SKU is bought as that market goods in that colour and size. */
export const goodsAssociateRequestSchema = z
  .object({
    articleNo: skuText('货号', 50, 1),
    /** The shop SKU's colour and size as synced (may be empty for a listing without variants). */
    color: skuText('颜色', 40, 0),
    size: skuText('尺码', 20, 0),
    goodsId: daifaGoodsIdParamsSchema.shape.goodsId,
    goodsColor: skuText('颜色', 40, 1),
    goodsSize: skuText('尺码', 20, 1),
    /** 修改关联: replace the SKU's link (without it a linked SKU answers 46001 该SKU已关联). */
    replace: z.boolean().optional(),
  })
  .strict();
export type GoodsAssociateRequest = z.input<typeof goodsAssociateRequestSchema>;

export const fromShopPlaceRequestSchema = z
  .object({
    shopOrderIds: shopOrderIdsSchema,
    /** The dialog's key: each shop order is placed once under it (and once at all: 43002). */
    requestKey: daifaPlaceRequestSchema.shape.requestKey,
    courierCode: daifaPlaceRequestSchema.shape.courierCode,
    remark: optionalText('备注', 500),
    shipAvailableFirst: z.boolean().optional(),
  })
  .strict();
export type FromShopPlaceRequest = z.input<typeof fromShopPlaceRequestSchema>;

export const fromShopPlacedSchema = z.object({
  placed: z.array(z.object({ tid: z.string(), orderNo: z.string() })),
  refused: z.array(z.object({ tid: z.string(), reason: z.string() })),
  /** One payment order for every order placed (null when none was). */
  payNo: z.string().nullable(),
  amountFen: z.number().int(),
});
export type FromShopPlaced = z.infer<typeof fromShopPlacedSchema>;
