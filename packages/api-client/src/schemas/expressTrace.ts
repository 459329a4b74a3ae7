import { z } from 'zod';

/** 快递鸟's State in words. */
export const COURIER_STATE_WORDS: Readonly<Record<string, string>> = {
  '1': '已揽收',
  '2': '运输中',
  '3': '已签收',
  '4': '问题件',
};

/** 物流查询 takes at most this many waybills at once. */
export const WAYBILL_QUERY_MAX = 20;

const waybillNo = z
  .string({ error: '运单号必须是文字' })
  .trim()
  .regex(/^[A-Za-z0-9]{6,30}$/, '运单号只能是6–30位字母或数字')
  .transform((v) => v.toUpperCase());

export const expressTraceRequestSchema = z
  .object({
    waybillNos: z
      .array(waybillNo, { error: '请输入运单号' })
      .min(1, '请输入运单号')
      .max(WAYBILL_QUERY_MAX, `一次最多查询${WAYBILL_QUERY_MAX}个运单号`)
      .transform((list) => [...new Set(list)]),
  })
  .strict();

export const expressTraceItemSchema = z.object({
  waybillNo: z.string(),
  /** One of the caller's own parcels: anybody else's reads as not found. */
  found: z.boolean(),
  /** The parcel's courier, or (not found) a guess from the number's prefix; null when no guess. */
  courierName: z.string().nullable(),
  orderNo: z.string().nullable(),
  /** Masked as everywhere (spec §5). */
  receiverName: z.string().nullable(),
  receiverPhone: z.string().nullable(),
  /** The latest push's State: 1 揽收, 2 在途, 3 签收, 4 问题件; null before 揽收 or when not found. */
  state: z.string().nullable(),
  traces: z.array(
    z.object({ at: z.string().nullable(), station: z.string(), location: z.string(), state: z.string() }),
  ),
});
export type ExpressTraceItem = z.infer<typeof expressTraceItemSchema>;

/**
 * The courier a waybill number most likely belongs to, by its prefix — shown only for numbers none of
 * the caller's parcels carries (ours know their courier).
 */
export function courierOfWaybill(no: string): string | null {
  const n = no.toUpperCase();
  const byLetters: [string, string][] = [
    ['SF', '顺丰速运'],
    ['JT', '极兔速递'],
    ['YT', '圆通速递'],
    ['JD', '京东快递'],
    ['DPK', '德邦快递'],
    ['EMS', 'EMS'],
  ];
  for (const [prefix, name] of byLetters) if (n.startsWith(prefix)) return name;
  if (!/^\d+$/.test(n)) return null;
  const byDigits: [RegExp, string][] = [
    [/^7[3-8]\d{10}$/, '中通快递'],
    [/^(77|66|88|55)\d{11}$/, '申通快递'],
    [/^(31|43|46|10)\d{11}$/, '韵达快递'],
    [/^9\d{12}$/, '邮政快递包裹'],
  ];
  for (const [pattern, name] of byDigits) if (pattern.test(n)) return name;
  return null;
}
