import { z } from 'zod';
// Every schema is built on this file, so the zod settings (Chinese messages, no eval) come with any of them.
import '../zodLocale.ts';

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

/**
 * PostgreSQL text cannot hold NUL, and no field of ours has a use for the other C0 controls or DEL
 * except tab and line breaks in free text. Refusing them here, in the schema every string goes
 * through, turns what used to be a database error (50000) into 40000 naming the field.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const NUL = /\u0000/;
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

export const hasNul = (value: string) => NUL.test(value);

/**
 * Half an emoji: a UTF-16 surrogate without its pair. JSON can carry one (`"\ud800"`), but it is no
 * character, and PostgreSQL refuses it in json columns (22P02) — so it is refused with NUL, as 40000.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);

/** Text PostgreSQL cannot store: NUL, or a lone surrogate. */
export const isUnstorable = (value: string) => hasNul(value) || hasLoneSurrogate(value);

/** Any string of the contract: text, without NUL (single line unless `multiline`). */
export function safeText(label: string, options: { multiline?: boolean } = {}) {
  const forbidden = options.multiline ? CONTROL_EXCEPT_LINES : CONTROL;
  return z
    .string({ error: `${label}必须是文字` })
    .refine((value) => !forbidden.test(value), `${label}包含无法识别的控制字符`)
    .refine((value) => !hasLoneSurrogate(value), `${label}包含无法识别的字符`);
}

/** A trimmed required string with Chinese messages; `label` names the field for the user. */
export function requiredText(label: string, max: number, min = 1) {
  return safeText(label)
    .trim()
    .min(min, min <= 1 ? `请输入${label}` : `${label}至少${min}个字符`)
    .max(max, `${label}最多${max}个字符`);
}

export function optionalText(label: string, max: number) {
  return safeText(label, { multiline: true }).trim().max(max, `${label}最多${max}个字符`).optional();
}

/** The rows ticked for a bulk action: `请选择{noun}` when none, at most `max` (`单次最多{max}条`). */
export const pickedIds = (noun: string, max: number) =>
  z
    .array(idSchema, { error: `请选择${noun}` })
    .min(1, `请选择${noun}`)
    .max(max, `单次最多${max}条`);

export const emptySchema = z.object({}).strict();
export const nullData = z.null();
