import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, safeText } from './common.ts';
import { labelTemplateBodySchema, labelTemplateKindSchema } from './labelTemplates.ts';

/** How a job reached the printer. */
export const PRINT_MODES = {
  'lodop-raster': 'CLodop 图片（与预览逐点一致）',
  'lodop-native': 'CLodop 指令',
  tspl: 'TSPL 指令（直连打印机）',
  zpl: 'ZPL 指令（斑马打印机）',
  browser: '浏览器打印',
} as const;
export type PrintMode = keyof typeof PRINT_MODES;
export const printModeSchema = z.enum(Object.keys(PRINT_MODES) as [PrintMode, ...PrintMode[]], {
  error: '打印方式不正确',
});

export const PRINT_RESULTS = {
  PRINTED: '已打印',
  PARTIAL: '部分失败',
  FAILED: '打印失败',
  CANCELLED: '已取消',
} as const;
export type PrintResult = keyof typeof PRINT_RESULTS;
export const printResultSchema = z.enum(Object.keys(PRINT_RESULTS) as [PrintResult, ...PrintResult[]]);

/** Labels a job may hold: a batch is split beyond this. */
export const PRINT_JOB_ROWS_MAX = 1000;

export const recordPrintJobRequestSchema = z
  .object({
    /** Absent for labels printed from outside the template list (a reprint of a deleted template). */
    templateId: idSchema.optional(),
    templateName: safeText('模板名称').max(60),
    kind: labelTemplateKindSchema,
    mode: printModeSchema,
    printer: safeText('打印机').max(120),
    labels: z.number().int().min(0).max(100_000),
    failed: z.number().int().min(0).max(100_000),
    result: printResultSchema,
    /** The first failure, when any. */
    error: safeText('错误信息').max(500).optional(),
    /** What was printed, kept for 重打: the template as printed and its data rows. */
    template: labelTemplateBodySchema,
    rows: z
      .array(z.record(z.string(), z.unknown()))
      .max(PRINT_JOB_ROWS_MAX, `一次最多记录${PRINT_JOB_ROWS_MAX}张标签`),
  })
  .strict();

export const printJobSchema = z.object({
  id: idSchema,
  templateId: idSchema.nullable(),
  templateName: z.string(),
  kind: labelTemplateKindSchema,
  mode: printModeSchema,
  printer: z.string(),
  labels: z.number().int(),
  failed: z.number().int(),
  result: printResultSchema,
  error: z.string().nullable(),
  printedBy: z.string(),
  createdAt: z.string(),
});
export type PrintJobWire = z.infer<typeof printJobSchema>;
export const printJobPageSchema = pageOf(printJobSchema);
export const printJobDetailSchema = printJobSchema.extend({
  template: labelTemplateBodySchema,
  rows: z.array(z.record(z.string(), z.unknown())),
});
export const printJobPageRequestSchema = pageQuerySchema.strict();
