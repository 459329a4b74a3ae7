import { z } from 'zod';
import { idSchema, safeText } from './common.ts';
import { channelCodeSchema } from './shopOrders.ts';

/** 店铺授权 (/basicSet/shopAuthorization): the tenant's shops, their authorisation and sync. */

export const shopRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  platform: z.string(),
  lastAuthTime: z.string(),
  expireTime: z.string(),
  /** Whole days left, never negative (spec §9). */
  leftDays: z.number().int().min(0),
  /** A shopAuthState code. */
  authState: z.string(),
  lastSyncAt: z.string().nullable(),
  /** A shopSyncResult code, or null before the first sync. */
  lastSyncResult: z.string().nullable(),
  lastSyncError: z.string().nullable(),
  orderCount: z.number().int(),
  /** REDBOOK shops sync only after the 千帆 code check. */
  needsVerification: z.boolean(),
  verifyLockedUntil: z.string().nullable(),
});
export type ShopRow = z.infer<typeof shopRowSchema>;

export const shopAuthorizeStartRequestSchema = z
  .object({ platform: channelCodeSchema, shopId: idSchema.optional() })
  .strict();

const oauthValue = (label: string) =>
  safeText(label)
    .trim()
    .min(1, `缺少${label}`)
    .max(2000, `${label}过长`)
    .regex(/^[A-Za-z0-9._~+/=-]+$/, `${label}格式不正确`);

export const shopAuthorizeFinishRequestSchema = z
  .object({ code: oauthValue('授权码'), state: oauthValue('授权状态') })
  .strict();

export const shopIdRequestSchema = z.object({ shopId: idSchema }).strict();

export const shopSyncLogSchema = z.object({
  id: z.number().int(),
  trigger: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** A shopSyncResult code. */
  result: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  error: z.string().nullable(),
});
export type ShopSyncLog = z.infer<typeof shopSyncLogSchema>;

export const redBookVerifyRequestSchema = z
  .object({
    shopId: idSchema,
    code: safeText('验证码')
      .trim()
      .regex(/^\d{6}$/, '验证码是6位数字'),
  })
  .strict();
