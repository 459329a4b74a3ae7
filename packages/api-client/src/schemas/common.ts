import { z } from 'zod';

/** Ids travel as positive integers (bigserial on the server, well inside 2^53). */
export const idSchema = z
  .number({ error: '编号必须是数字' })
  .int('编号必须是整数')
  .positive('编号必须大于0')
  .max(Number.MAX_SAFE_INTEGER, '编号超出范围');

/** An id in a URL path: decimal digits only (no `0x10`, `1e3` or `true` slipping through coercion). */
export const idParamsSchema = z.object({
  id: z
    .string({ error: '编号必须是数字' })
    .regex(/^[1-9]\d{0,15}$/, '编号必须是正整数')
    .transform(Number)
    .pipe(idSchema),
});

export const pageQuerySchema = z.object({
  pageNum: z.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码从1开始').default(1),
  pageSize: z
    .number({ error: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页至少1条')
    .max(200, '每页最多200条')
    .default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
}

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ errorCode: z.number().int(), errorMsg: z.string(), data });
}

/** A trimmed required string with Chinese messages; `label` names the field for the user. */
export function requiredText(label: string, max: number, min = 1) {
  return z
    .string({ error: `${label}必须是文字` })
    .trim()
    .min(min, min <= 1 ? `请输入${label}` : `${label}至少${min}个字符`)
    .max(max, `${label}最多${max}个字符`);
}

export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label}必须是文字` })
    .trim()
    .max(max, `${label}最多${max}个字符`)
    .optional();
}

export const emptySchema = z.object({}).strict();
export const nullData = z.null();
