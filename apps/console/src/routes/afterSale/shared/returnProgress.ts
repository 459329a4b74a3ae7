import { RETURN_COURIERS, type AfterSaleRow } from '@oms/api-client';

type CaseState = Pick<AfterSaleRow, 'status' | 'returnState'>;

/** Still waiting for the buyer's parcel: a waybill may be given (or changed) and the case called off. */
export const awaitingParcel = (c: CaseState) =>
  c.status === 'GOODS_RETURNING' && c.returnState === 'WAIT_SIGNED';

const HOUR = 3_600_000;

/** 3天内未填写退货单号将自动关闭, as time left: "2天5小时后自动关闭", "不到1小时后自动关闭", or null once given. */
export function waybillCountdown(dueAt: string | null, now = Date.now()): string | null {
  if (!dueAt) return null;
  const left = Date.parse(dueAt) - now;
  if (left <= 0) return '即将自动关闭';
  const days = Math.floor(left / (24 * HOUR));
  const hours = Math.floor((left % (24 * HOUR)) / HOUR);
  if (!days && !hours) return '不到1小时后自动关闭';
  return `${days ? `${days}天` : ''}${hours ? `${hours}小时` : ''}后自动关闭`;
}

export const courierName = (code: string | null) =>
  code ? (RETURN_COURIERS[code as keyof typeof RETURN_COURIERS] ?? code) : '';

const PREFIXES: [RegExp, string][] = [
  [/^YT/i, 'YTO'],
  [/^JT/i, 'JTSD'],
  [/^SF/i, 'SF'],
  [/^JD/i, 'JD'],
  [/^77/, 'STO'],
  [/^(43|31)/, 'YD'],
  [/^7/, 'ZTO'],
];

/** The courier a waybill number most likely belongs to, by its prefix (a guess the seller can change). */
export const courierOfWaybill = (waybillNo: string): string =>
  PREFIXES.find(([re]) => re.test(waybillNo))?.[1] ?? 'ZTO';
