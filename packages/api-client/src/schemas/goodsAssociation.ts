import { z } from 'zod';
import { safeText } from './common.ts';
import { goodsAssociateRequestSchema, goodsLinkSchema, skuText } from './daifaFromShop.ts';
import { daifaGoodsIdParamsSchema } from './daifaPlace.ts';
import { keysetPageOf, keysetRequestSchema, listSelectionOf } from './list.ts';

/**
 * 商品关联 over every SKU the shops sold in 90 days: 全部, 未关联, 已关联, 已失效 (the goods were delisted or
 * lost the colour or size, a 自定义商品 was deleted) and 价格变动 (the market asks another price than when
 * linked). 未关联 first: that is where 下单代发 waits.
 */
export const GOODS_ASSOCIATION_TABS = ['UNLINKED', 'LINKED', 'INVALID', 'PRICE_CHANGED', 'ALL'] as const;
export type GoodsAssociationTab = (typeof GOODS_ASSOCIATION_TABS)[number];
export const GOODS_ASSOCIATION_TAB_LABELS: Record<GoodsAssociationTab, string> = {
  UNLINKED: '未关联',
  LINKED: '已关联',
  INVALID: '已失效',
  PRICE_CHANGED: '价格变动',
  ALL: '全部',
};
/** Days of sales 商品关联 lists. */
export const SHOP_SKU_DAYS = 90;
/** 批量采纳 takes only suggestions this sure (score out of 100). */
export const SUGGESTION_ADOPT_MIN_SCORE = 90;

export const goodsAssociationFilterSchema = z
  .object({
    tab: z.enum(GOODS_ASSOCIATION_TABS, { error: '未知的分组' }).default('UNLINKED'),
    /** 货号, the shop's title, or the linked stall or its 货号. */
    keyword: safeText('关键词').trim().max(40, '关键词最多40个字符').optional(),
    /** Only SKUs of shop orders still waiting to be bought (工作台's 未关联商品). */
    waitingOnly: z.boolean({ error: 'waitingOnly 必须是布尔值' }).optional(),
    /** Only SKUs with a 建议 (未关联 with the goods they most likely are). */
    suggestedOnly: z.boolean({ error: 'suggestedOnly 必须是布尔值' }).optional(),
  })
  .strict();
export type GoodsAssociationFilter = z.output<typeof goodsAssociationFilterSchema>;

export const goodsAssociationPageRequestSchema = keysetRequestSchema
  .extend(goodsAssociationFilterSchema.shape)
  .strict();
export type GoodsAssociationPageRequest = z.input<typeof goodsAssociationPageRequestSchema>;

export const goodsAssociationLinkSchema = z.object({
  /** The market goods id, or `CUSTOM-<id>` for a 自定义商品. */
  goodsId: z.string(),
  stall: z.string(),
  articleNo: z.string(),
  title: z.string(),
  color: z.string(),
  size: z.string(),
  /** The price when linked, and the market's at the last hourly re-read (null until read). */
  linkedPriceFen: z.number().int().nullable(),
  marketPriceFen: z.number().int().nullable(),
  state: z.enum(['ACTIVE', 'INVALID']),
  invalidReason: z.string().nullable(),
  linkedAt: z.string(),
});

export const goodsSuggestionSchema = goodsLinkSchema.omit({ weightG: true }).extend({
  /** 0–100; 批量采纳 takes SUGGESTION_ADOPT_MIN_SCORE and above. */
  score: z.number().int(),
  /** Why, in Chinese: 货号相同、档口一致、标题相似… */
  reason: z.string(),
});
export type GoodsSuggestion = z.infer<typeof goodsSuggestionSchema>;

export const goodsAssociationRowSchema = z.object({
  /** The shop SKU's id (bulk jobs and exports pick rows by it). */
  id: z.number().int(),
  articleNo: z.string(),
  color: z.string(),
  size: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  /** The stall the shop's listing names, when it does. */
  stall: z.string().nullable(),
  lastSeenAt: z.string(),
  /** Shop orders waiting to ship (not yet 已代发) that hold this SKU. */
  waitingOrders: z.number().int(),
  link: goodsAssociationLinkSchema.nullable(),
  /** For an unlinked SKU: the goods it most likely is. */
  suggestion: goodsSuggestionSchema.nullable(),
});
export type GoodsAssociationRow = z.infer<typeof goodsAssociationRowSchema>;

export const goodsAssociationPageSchema = keysetPageOf(goodsAssociationRowSchema);
export type GoodsAssociationPage = z.infer<typeof goodsAssociationPageSchema>;

/** 解除关联 and 关联记录: the shop SKU. */
export const goodsSkuRequestSchema = goodsAssociateRequestSchema
  .pick({ articleNo: true, color: true, size: true })
  .strict();
export const goodsDissociateRequestSchema = goodsSkuRequestSchema;
export type GoodsDissociateRequest = z.input<typeof goodsDissociateRequestSchema>;

export const GOODS_ASSOCIATION_ACTIONS = {
  LINK: '关联',
  RELINK: '修改关联',
  UNLINK: '解除关联',
  ADOPT: '采纳建议',
  IMPORT: '导入关联',
  INVALID: '关联失效',
  RESTORED: '关联恢复',
} as const;
export type GoodsAssociationAction = keyof typeof GOODS_ASSOCIATION_ACTIONS;

export const goodsAssociationHistorySchema = z.object({
  items: z.array(
    z.object({
      action: z.enum(Object.keys(GOODS_ASSOCIATION_ACTIONS) as [GoodsAssociationAction]),
      goods: z.string(),
      detail: z.string(),
      operator: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type GoodsAssociationHistory = z.infer<typeof goodsAssociationHistorySchema>;

/** 按货号关联: every SKU of this 货号 the shops sold, to the goods' colour and size named alike. */
export const goodsArticleAssociateRequestSchema = z
  .object({
    articleNo: skuText('货号', 50, 1),
    goodsId: daifaGoodsIdParamsSchema.shape.goodsId,
    /** Also SKUs already linked (修改关联). */
    replace: z.boolean().optional(),
  })
  .strict();
export type GoodsArticleAssociateRequest = z.input<typeof goodsArticleAssociateRequestSchema>;

export const goodsArticleAssociatedSchema = z.object({
  linked: z.number().int(),
  /** SKUs left as they were, with why (已关联, 无对应颜色…). */
  skipped: z.array(z.object({ color: z.string(), size: z.string(), reason: z.string() })),
});
export type GoodsArticleAssociated = z.infer<typeof goodsArticleAssociatedSchema>;

export const goodsAssociationSelectionSchema = listSelectionOf(goodsAssociationFilterSchema);
export const goodsAssociationBulkRequestSchema = z
  .object({
    selection: goodsAssociationSelectionSchema,
    /** 批量采纳: each selected unlinked SKU takes its suggestion when it scores 90 or more. */
    action: z.discriminatedUnion('kind', [z.object({ kind: z.literal('adopt') }).strict()], {
      error: '批量操作只能是 adopt',
    }),
  })
  .strict();
export type GoodsAssociationBulkRequest = z.input<typeof goodsAssociationBulkRequestSchema>;
export const goodsAssociationExportRequestSchema = z
  .object({ selection: goodsAssociationSelectionSchema })
  .strict();
export type GoodsAssociationExportRequest = z.input<typeof goodsAssociationExportRequestSchema>;

/** The export's and the import's columns: an exported file edited and imported links those rows. */
export const GOODS_ASSOCIATION_FILE_COLUMNS = [
  '货号',
  '颜色',
  '尺码',
  '店铺商品名称',
  '状态',
  '档口商品编号',
  '档口',
  '档口货号',
  '档口颜色',
  '档口尺码',
  '关联价',
  '当前价',
  '关联时间',
] as const;

export const goodsAssociationImportedSchema = z.object({
  total: z.number().int(),
  linked: z.number().int(),
  /** Rows left out, with their number in the file and why. */
  failed: z.array(z.object({ rowNo: z.number().int(), reason: z.string() })),
});
export type GoodsAssociationImported = z.infer<typeof goodsAssociationImportedSchema>;
