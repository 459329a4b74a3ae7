import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, safeText } from './common.ts';

/** 自定义合格证 needs the 自动售后设置 entry (spec §6: customCertificate rides on automaticAfterSale). */
export const CERTIFICATE_PERMISSION = '/basicSet/automaticAfterSale';
export const CERTIFICATE_WASHED_LABELS_MAX = 4;
export const CERTIFICATE_QUANTITY_MAX = 500;
/** A washed-label picture as a PNG data URL (the console shrinks uploads to 200 px). */
export const WASHED_LABEL_IMAGE_MAX_CHARS = 96 * 1024;

const field = (label: string, max: number) => safeText(label).trim().max(max, `${label}最多${max}个字`);
const required = (label: string, max: number) => field(label, max).min(1, `请输入${label}`);

export const washedLabelSchema = z.object({
  image: z
    .string({ error: '洗水标图片必须是文字' })
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, '洗水标图片必须是 PNG 图片')
    .max(WASHED_LABEL_IMAGE_MAX_CHARS, '洗水标图片太大，请换一张较小的图片'),
  zhDesc: required('洗水标说明', 12),
});

export const certificateFieldsSchema = z.object({
  title: field('标题', 10).default('合格证'),
  brand: required('品牌', 20),
  categoryName: required('品名', 20),
  artNo: required('货号', 30),
  specification: field('规格', 30).default(''),
  productLevel: field('等级', 10).default('合格品'),
  fabricComposition: field('成分', 120).default(''),
  enforceStandards: field('执行标准', 40).default(''),
  safetyCategory: field('安全类别', 40).default(''),
  origin: field('产地', 20).default(''),
  washedLabelList: z
    .array(washedLabelSchema)
    .max(CERTIFICATE_WASHED_LABELS_MAX, `洗水标最多${CERTIFICATE_WASHED_LABELS_MAX}个`)
    .default([]),
  quantity: z
    .number({ error: '份数必须是数字' })
    .int('份数必须是整数')
    .min(1, '份数至少1份')
    .max(CERTIFICATE_QUANTITY_MAX, `份数最多${CERTIFICATE_QUANTITY_MAX}份`)
    .default(1),
});
export type CertificateFields = z.output<typeof certificateFieldsSchema>;

export const createCertificateRequestSchema = certificateFieldsSchema.strict();
export const updateCertificateRequestSchema = certificateFieldsSchema.extend({ id: idSchema }).strict();

export const certificateSchema = certificateFieldsSchema.extend({
  id: idSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CertificateWire = z.infer<typeof certificateSchema>;

export const certificatePageRequestSchema = pageQuerySchema
  .extend({ keyword: safeText('关键词').trim().max(30).optional() })
  .strict();
export const certificatePageSchema = pageOf(
  certificateSchema.omit({ washedLabelList: true }).extend({ washedLabels: z.number().int() }),
);
