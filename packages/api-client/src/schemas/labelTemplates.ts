import { z } from 'zod';
import { idSchema, safeText } from './common.ts';

/**
 * What a template is for. The codes are the label engine's preset ids (a new template of a kind starts
 * from its preset), plus `custom` for a label designed from nothing.
 */
export const LABEL_TEMPLATE_KINDS = {
  houdao: '后道标',
  'after-sale': '售后标签',
  'offline-pick': '线下拿货标签',
  'offline-pick-supplier': '线下拿货标签（供应商）',
  'return-label': '退货标签',
  'return-storage': '退货入库标签',
  headless: '无头件标签',
  certificate: '合格证',
  'thermal-40x70': '热敏标签 40×70',
  'pickup-60x40': '拿货标签 60×40',
  'waybill-100x180': '电子面单 100×180',
  custom: '自定义标签',
} as const;
export type LabelTemplateKind = keyof typeof LABEL_TEMPLATE_KINDS;
export const labelTemplateKindSchema = z.enum(
  Object.keys(LABEL_TEMPLATE_KINDS) as [LabelTemplateKind, ...LabelTemplateKind[]],
  { error: '模板类型不正确' },
);

/** Who may design and keep label templates: the print settings entry (sub-accounts need it). */
export const LABEL_TEMPLATE_PERMISSION = '/print/printSetting';
export const LABEL_TEMPLATE_NAME_MAX = 30;
/** Templates an account keeps; versions are kept without limit but listed newest first. */
export const LABEL_TEMPLATES_MAX = 200;
/** A template's JSON as stored (images should be URLs; data URLs count against this). */
export const LABEL_TEMPLATE_BYTES_MAX = 512 * 1024;

const templateName = safeText('模板名称')
  .trim()
  .min(1, '请输入模板名称')
  .max(LABEL_TEMPLATE_NAME_MAX, `模板名称最多${LABEL_TEMPLATE_NAME_MAX}个字`);

/**
 * The template itself, in the label engine's format (schemaVersion 2). The contract only says it is an
 * object: the server checks it with the engine's own schema, whose messages are Chinese.
 */
export const labelTemplateBodySchema = z.record(z.string(), z.unknown(), { error: '模板内容必须是对象' });

export const labelTemplateSummarySchema = z.object({
  id: idSchema,
  kind: labelTemplateKindSchema,
  name: z.string(),
  version: z.number().int(),
  width: z.number(),
  height: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type LabelTemplateSummaryWire = z.infer<typeof labelTemplateSummarySchema>;

export const labelTemplateSchema = labelTemplateSummarySchema.extend({ body: labelTemplateBodySchema });
export type LabelTemplateWire = z.infer<typeof labelTemplateSchema>;

export const labelTemplateVersionSchema = z.object({
  version: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** The version this one was restored from, if it was a restore. */
  restoredFrom: z.number().int().nullable(),
});
export type LabelTemplateVersionWire = z.infer<typeof labelTemplateVersionSchema>;

export const labelTemplateVersionBodySchema = labelTemplateVersionSchema.extend({
  body: labelTemplateBodySchema,
});

export const createLabelTemplateRequestSchema = z
  .object({ kind: labelTemplateKindSchema, name: templateName, body: labelTemplateBodySchema })
  .strict();

/** Saving is compare-and-set on the version the editor started from: two tabs never overwrite each other. */
export const saveLabelTemplateRequestSchema = z
  .object({
    id: idSchema,
    baseVersion: z.number({ error: '版本号必须是数字' }).int().min(1),
    name: templateName,
    body: labelTemplateBodySchema,
  })
  .strict();

export const restoreLabelTemplateRequestSchema = z
  .object({
    id: idSchema,
    version: z.number({ error: '版本号必须是数字' }).int().min(1),
    baseVersion: z.number({ error: '版本号必须是数字' }).int().min(1),
  })
  .strict();

export const labelTemplateVersionParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, '编号必须是正整数')
    .transform(Number)
    .pipe(idSchema),
  version: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, '版本号必须是正整数')
    .transform(Number),
});

/** 打印设置's 60×40 pick-up template in the spec's format (datas + originCanvasData); version 0 until first saved. */
export const pickupSettingSchema = z.object({
  templateId: idSchema.nullable(),
  version: z.number().int(),
  template: labelTemplateBodySchema,
});
export type PickupSettingWire = z.infer<typeof pickupSettingSchema>;

export const savePickupSettingRequestSchema = z
  .object({
    baseVersion: z.number({ error: '版本号必须是数字' }).int().min(0),
    template: labelTemplateBodySchema,
  })
  .strict();

/** A template image at an http(s) address, fetched by the server (so preview and printer get the same pixels). */
export const LABEL_IMAGE_BYTES_MAX = 2 * 1024 * 1024;
export const labelImageQuerySchema = z
  .object({
    url: safeText('图片地址')
      .max(2000, '图片地址太长')
      .regex(/^https?:\/\//i, '图片地址必须以 http:// 或 https:// 开头'),
  })
  .strict();

/** One of the account's recent orders as label data (pick-up keys and the common fields), for previews. */
export const labelSampleRowSchema = z.object({
  label: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type LabelSampleRowWire = z.infer<typeof labelSampleRowSchema>;
