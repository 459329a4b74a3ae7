import { z } from 'zod';
import { idSchema, optionalText, safeText } from './common.ts';

/** A row of the shop-authorisation expiry popup (spec §3). */
export const shopAuthPopupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Sales channel code of the shop's platform. */
  type: z.string(),
  lastAuthTime: z.string(),
  expireTime: z.string(),
  /** Whole days left, never negative (spec §9). */
  leftDays: z.number().int().min(0),
  ifExpire: z.boolean(),
});
export type ShopAuthPopupRow = z.infer<typeof shopAuthPopupRowSchema>;

export const markNotShopPopupRequestSchema = z.object({ id: idSchema });

export const replenishWaitingSchema = z.object({ waitingCount: z.number().int().min(0) });

const pagePath = (label: string) =>
  safeText(label)
    .max(2000, `${label}过长`)
    .regex(/^\/\S*$/, `${label}必须是以 / 开头的页面地址`)
    .optional();
const code = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文字` })
    .max(max, `${label}最多${max}个字符`)
    .regex(/^[A-Za-z0-9_.:-]*$/, `${label}只能包含字母、数字和 _ . : -`)
    .optional();

/** A page view (spec §7) or an activity event reported by the console. */
export const trackingRequestSchema = z.object({
  event: z.enum(['pageView', 'activity']).default('pageView'),
  sellerUserId: z
    .union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/, '用户编号必须是数字')])
    .optional(),
  beforePage: pagePath('来源页面'),
  currentPage: pagePath('当前页面'),
  pageChannel: code('页面渠道', 50),
  httpStatus: z.number().int().min(0).max(999).optional(),
  host: code('域名', 255),
  platformType: code('平台类型', 50),
  activityName: optionalText('活动名称', 100),
});
export type TrackingRequest = z.input<typeof trackingRequestSchema>;

/** 工作台's 货款后付 card (fen, integers): owed, due within 3 days, overdue, limit. */
export const payLaterStatisticsSchema = z.object({
  owedFen: z.number().int(),
  dueFen: z.number().int(),
  overdueFen: z.number().int(),
  limitFen: z.number().int(),
});
