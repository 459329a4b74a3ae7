import { z } from 'zod';
import { requiredText } from './common.ts';

/** Login names: letters, digits and _ . - @ (sub-accounts may use Chinese too). */
export const usernameSchema = requiredText('账号', 32, 2).regex(
  /^[\p{L}\p{N}_.@-]+$/u,
  '账号只能包含文字、数字和 _ . @ -',
);

export const passwordSchema = z
  .string({ error: '密码必须是文字' })
  .min(6, '密码至少6位')
  .max(64, '密码最多64位')
  .regex(/^[\x21-\x7e]+$/, '密码只能包含字母、数字和英文符号');

/** Only checked for presence at sign-in, so old passwords still sign in after rules change. */
export const loginPasswordSchema = z
  .string({ error: '密码必须是文字' })
  .min(1, '请输入密码')
  .max(128, '密码最多128位');

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** An image as a data URL (SVG). */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const purchaserLoginRequestSchema = z.object({
  username: requiredText('账号', 32),
  password: loginPasswordSchema,
  captchaId: requiredText('验证码编号', 64),
  captchaCode: requiredText('验证码', 8),
});
export type PurchaserLoginRequest = z.infer<typeof purchaserLoginRequestSchema>;

export const loginResultSchema = z.object({
  userId: z.number().int(),
  userHash: z.string(),
  userType: z.union([z.literal(0), z.literal(1)]),
  username: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const ssoLoginRequestSchema = z.object({
  username: requiredText('账号', 32),
  password: loginPasswordSchema,
  jump: z.string().max(2000, '跳转地址过长').optional(),
});

export const ssoLoginResultSchema = z.object({
  userId: z.number().int(),
  userHash: z.string(),
  /** Where the browser goes next: the jump address with user_id and user_hash added. */
  redirect: z.string(),
});
