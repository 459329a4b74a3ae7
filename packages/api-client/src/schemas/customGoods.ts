import { z } from 'zod';
import { RECEIVER_PHONE } from './daifaPlace.ts';
import { uploadImageIdSchema } from './upload.ts';
import { idSchema, optionalText, pageOf, pageQuerySchema, requiredText, safeText } from './common.ts';
import { skuText } from './daifaFromShop.ts';

/**
 * 自定义商品 in 代发下单 travel as goods ids of their own (`CUSTOM-12`): the place call takes them beside
 * the market's, and the server reads them from the caller's own 自定义商品, never another tenant's.
 */
export const CUSTOM_GOODS_PREFIX = 'CUSTOM-';
export const customGoodsRef = (id: number) => `${CUSTOM_GOODS_PREFIX}${id}`;
/** The 自定义商品 id a goods id names, or null for a market goods. */
export function customGoodsIdOf(goodsId: string): number | null {
  if (!goodsId.startsWith(CUSTOM_GOODS_PREFIX)) return null;
  const id = Number(goodsId.slice(CUSTOM_GOODS_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** 颜色 and 尺码 as a seller lists them: 1–30 distinct, each ≤ 20 characters. */
const options = (label: string) =>
  z
    .array(skuText(label, 20, 1), { error: `请填写${label}` })
    .min(1, `请至少填写一个${label}`)
    .max(30, `${label}最多30个`)
    .refine((list) => new Set(list).size === list.length, `${label}不能重复`);

/** A goods the market does not list: the picker buys it by 档口 and 货号 at the seller's price. */
export const customGoodsInputSchema = z
  .object({
    /** Absent to add, present to edit. */
    id: idSchema.optional(),
    stall: skuText('档口', 40, 1),
    articleNo: skuText('货号', 40, 1),
    title: requiredText('商品名称', 60),
    colors: options('颜色'),
    sizes: options('尺码'),
    priceFen: z
      .number({ error: '请填写档口价' })
      .int('档口价最多两位小数')
      .min(1, '档口价必须大于0')
      .max(10_000_000, '档口价不能超过¥100000'),
    weightG: z
      .number({ error: '请填写单件重量' })
      .int('单件重量必须是整数克')
      .min(50, '单件重量至少50克')
      .max(20_000, '单件重量不能超过20千克'),
    remark: optionalText('备注', 200),
    /** The 档口's phone, for the picker (手机, 座机 or 虚拟号). */
    stallPhone: safeText('档口电话')
      .trim()
      .max(24, '档口电话最多24个字符')
      .refine((p) => p === '' || RECEIVER_PHONE.test(p), '请输入正确的手机号、座机号或虚拟号')
      .optional(),
    /** A picture uploaded through /api/b2/upload/image (the tenant's own); absent or null: none. */
    imageId: uploadImageIdSchema.nullable().optional(),
  })
  .strict();
export type CustomGoodsInput = z.input<typeof customGoodsInputSchema>;

export const customGoodsSchema = z.object({
  id: z.number().int(),
  /** What 代发下单 sends as the line's goods id. */
  goodsId: z.string(),
  stall: z.string(),
  articleNo: z.string(),
  title: z.string(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  priceFen: z.number().int(),
  weightG: z.number().int(),
  remark: z.string(),
  stallPhone: z.string(),
  imageId: z.string().nullable(),
  updatedAt: z.string(),
});
export type CustomGoods = z.infer<typeof customGoodsSchema>;

export const customGoodsPageRequestSchema = pageQuerySchema
  .extend({
    /** 档口, 货号 or 商品名称 (part of any). */
    keyword: safeText('关键词').trim().max(40, '关键词最多40个字符').optional(),
  })
  .strict();
export type CustomGoodsPageRequest = z.input<typeof customGoodsPageRequestSchema>;

export const customGoodsPageSchema = pageOf(customGoodsSchema);
export type CustomGoodsPage = z.infer<typeof customGoodsPageSchema>;

export const customGoodsDeleteRequestSchema = z
  .object({ confirm: z.boolean({ error: 'confirm 必须是布尔值' }).optional() })
  .strict()
  .optional();

/** 导出 and 导入's columns (颜色 and 尺码 separated by 、 , or spaces; prices in yuan). */
export const CUSTOM_GOODS_SHEET_HEADERS = [
  '档口',
  '货号',
  '商品名称',
  '颜色',
  '尺码',
  '档口价(元)',
  '单件重量(克)',
  '档口电话',
  '备注',
] as const;
export const CUSTOM_GOODS_IMPORT_MAX_ROWS = 2000;

export const customGoodsExportRequestSchema = customGoodsPageRequestSchema.pick({ keyword: true }).strict();
