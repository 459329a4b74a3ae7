import { z } from 'zod';
import { requiredText, safeText } from './common.ts';

/**
 * A sender's phone on a waybill: a mobile (with a 虚拟号's extension, 13800138000-1234 or 转1234), a
 * landline (0571-88886666-8001) or a 400/800/95 service number.
 */
export const SENDER_PHONE =
  /^(1[3-9]\d{9}([-转]\d{1,6})?|0\d{2,3}-?\d{7,8}(-\d{1,6})?|[48]00-?\d{3}-?\d{4}|95\d{3,6})$/;
const SENDER_PHONE_MESSAGE = '请输入正确的手机号、座机号或虚拟号';

/** What 面单备注 may name; each is filled in per parcel at placing. */
export const WAYBILL_REMARK_FIELDS = ['店铺名', '平台订单号', '件数'] as const;
export const WAYBILL_REMARK_MAX = 60;
/** A filled-in remark longer than this (a long shop name) is cut: the waybill's box holds no more. */
export const WAYBILL_REMARK_PRINTED_MAX = 100;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The template with each {字段} filled in (an order not from a shop has no shop name or platform number). */
export function renderWaybillRemark(
  template: string,
  values: { shopName?: string | null; platformOrderNo?: string | null; pieces: number },
): string {
  const byName: Record<string, string> = {
    店铺名: values.shopName ?? '',
    平台订单号: values.platformOrderNo ?? '',
    件数: String(values.pieces),
  };
  return template
    .replace(PLACEHOLDER, (whole, name: string) => byName[name] ?? whole)
    .trim()
    .slice(0, WAYBILL_REMARK_PRINTED_MAX);
}

const senderName = requiredText('寄件人', 20);
const senderPhone = safeText('寄件人电话')
  .trim()
  .min(1, '请输入寄件人电话')
  .max(20, '寄件人电话最多20个字符')
  .refine((p) => SENDER_PHONE.test(p), SENDER_PHONE_MESSAGE);

export const senderSchema = z.object({ name: senderName, phone: senderPhone }).strict();

const remarkSchema = safeText('面单备注')
  .trim()
  .max(WAYBILL_REMARK_MAX, `面单备注最多${WAYBILL_REMARK_MAX}个字符`)
  .refine(
    (t) =>
      [...t.matchAll(PLACEHOLDER)].every((m) => (WAYBILL_REMARK_FIELDS as readonly string[]).includes(m[1]!)),
    `面单备注只能使用${WAYBILL_REMARK_FIELDS.map((f) => `{${f}}`).join('')}`,
  );

/** `GET /api/b2/setting/customInfo`: the account's sender, remark and packing, and each shop's own sender. */
export const customInfoSchema = z.object({
  /** null: waybills name the warehouse (仓库名称 and its phone). */
  sender: z.object({ name: z.string(), phone: z.string() }).nullable(),
  remark: z.string(),
  neutral: z.boolean(),
  updatedAt: z.string().nullable(),
  /** The warehouse the waybills name when no sender is set. */
  warehouse: z.object({ name: z.string(), phone: z.string() }).nullable(),
  shops: z.array(
    z.object({
      shopId: z.number().int(),
      shopName: z.string(),
      platform: z.string(),
      authState: z.string(),
      sender: z.object({ name: z.string(), phone: z.string() }).nullable(),
    }),
  ),
});

export const customInfoSaveRequestSchema = z
  .object({
    /** Absent: the warehouse's own. */
    sender: senderSchema.optional(),
    remark: remarkSchema,
    neutral: z.boolean({ error: '中性包装只能是开或关' }),
  })
  .strict();

/** One shop's own sender; absent clears it (the account's sender then). Another tenant's shop is 40400. */
export const customInfoShopSaveRequestSchema = z
  .object({
    shopId: z.number({ error: '请选择店铺' }).int().positive().max(Number.MAX_SAFE_INTEGER),
    sender: senderSchema.optional(),
  })
  .strict();

export const customInfoShopSavedSchema = z.object({
  shopId: z.number().int(),
  sender: z.object({ name: z.string(), phone: z.string() }).nullable(),
});

/** The platforms 提速发货 can be turned on for (those whose orders we write waybills back to). */
export const SPEED_DELIVERY_PLATFORMS = [
  'TAOBAO',
  'PDD',
  'TIKTOK',
  'JD',
  'KUAISHOU',
  'WEIDIAN',
  'REDBOOK',
] as const;
/** No 揽收 this long after the early write-back: 揽收超时 (a message, a mark on the order, a to-do). */
export const COLLECT_OVERDUE_HOURS = 20;

/** `GET /api/b2/setting/speedDelivery`. */
export const speedDeliverySchema = z.object({
  platforms: z.array(
    z.object({
      platform: z.string(),
      enabled: z.boolean(),
      /** How many of the account's authorised shops are on it. */
      shops: z.number().int(),
      updatedAt: z.string().nullable(),
    }),
  ),
  /** Orders written back early and not collected in COLLECT_OVERDUE_HOURS (揽收超时), now. */
  collectOverdue: z.number().int(),
});

export const speedDeliverySaveRequestSchema = z
  .object({
    platform: z.enum(SPEED_DELIVERY_PLATFORMS, { error: '不支持该平台' }),
    enabled: z.boolean({ error: '提速发货只能是开或关' }),
  })
  .strict();

export const speedDeliverySavedSchema = z.object({ platform: z.string(), enabled: z.boolean() });

/** 订单履约策略's exception defaults: 缺货 waits 1–5 days then 退款; 明天有 is waited for 1–3 times then 退款. */
export const LACK_WAIT_DAYS = { min: 1, max: 5, fallback: 3 } as const;
export const NEXT_DAY_TRIES = { min: 1, max: 3, fallback: 3 } as const;

/** `GET /api/b2/setting/fulfilment`. */
export const fulfilmentStrategySchema = z.object({
  lackWaitDays: z.number().int(),
  nextDayTries: z.number().int(),
  updatedAt: z.string().nullable(),
});

const wholeIn = (label: string, range: { min: number; max: number }, unit: string) =>
  z
    .number({ error: `${label}必须是${range.min}–${range.max}${unit}` })
    .int(`${label}必须是${range.min}–${range.max}${unit}`)
    .min(range.min, `${label}必须是${range.min}–${range.max}${unit}`)
    .max(range.max, `${label}必须是${range.min}–${range.max}${unit}`);

export const fulfilmentStrategySaveRequestSchema = z
  .object({
    lackWaitDays: wholeIn('缺货等待', LACK_WAIT_DAYS, '天'),
    nextDayTries: wholeIn('明天有等待', NEXT_DAY_TRIES, '次'),
  })
  .strict();

export type FulfilmentStrategy = z.output<typeof fulfilmentStrategySchema>;
export type CustomInfo = z.output<typeof customInfoSchema>;
export type CustomInfoSaveRequest = z.input<typeof customInfoSaveRequestSchema>;
export type SpeedDelivery = z.output<typeof speedDeliverySchema>;
export type WaybillSender = z.output<typeof senderSchema>;
