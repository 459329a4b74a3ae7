import { z } from 'zod';
import { safeText } from './common.ts';
import { goodsAssociateRequestSchema, goodsLinkSchema } from './daifaFromShop.ts';

/** 商品关联's two lists: SKUs of orders waiting to ship that have no link yet, and the links kept. */
export const GOODS_ASSOCIATION_TABS = ['UNLINKED', 'LINKED'] as const;

export const goodsAssociationPageRequestSchema = z
  .object({
    tab: z.enum(GOODS_ASSOCIATION_TABS, { error: '未知的分组' }).default('UNLINKED'),
    /** 货号, the shop's title, or (linked) the stall or its 货号. */
    keyword: safeText('关键词').trim().max(40, '关键词最多40个字符').optional(),
    pageNum: z.number().int().min(1, '页码从1开始').max(10000, '页码无效').default(1),
    pageSize: z.number().int().min(1, '每页至少1条').max(100, '每页最多100条').default(20),
  })
  .strict();
export type GoodsAssociationPageRequest = z.input<typeof goodsAssociationPageRequestSchema>;

export const goodsAssociationRowSchema = z.object({
  articleNo: z.string(),
  color: z.string(),
  size: z.string(),
  title: z.string(),
  /** Shop orders waiting to ship (not yet 已代发) that hold this SKU. */
  waitingOrders: z.number().int(),
  /** The market goods it is bought as, as linked (today's price is asked when placing). */
  link: goodsLinkSchema.omit({ priceFen: true, weightG: true }).extend({ linkedAt: z.string() }).nullable(),
});
export type GoodsAssociationRow = z.infer<typeof goodsAssociationRowSchema>;

export const goodsAssociationPageSchema = z.object({
  total: z.number().int(),
  counts: z.record(z.enum(GOODS_ASSOCIATION_TABS), z.number().int()),
  items: z.array(goodsAssociationRowSchema),
});

/** 解除关联: the shop SKU. */
export const goodsDissociateRequestSchema = goodsAssociateRequestSchema.pick({
  articleNo: true,
  color: true,
  size: true,
});
export type GoodsDissociateRequest = z.input<typeof goodsDissociateRequestSchema>;
