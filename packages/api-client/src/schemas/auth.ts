import { z } from 'zod';
import { requiredText, safeText } from './common.ts';

/** Login names: letters, digits and _ . - @ (sub-accounts may use Chinese too). */
export const usernameSchema = requiredText('账号', 32, 2).regex(
  /^[\p{L}\p{N}_.@-]+$/u,
  '账号只能包含文字、数字和 _ . @ -',
);

export const passwordSchema = safeText('密码')
  .min(6, '密码至少6位')
  .max(64, '密码最多64位')
  .regex(/^[\x21-\x7e]+$/, '密码只能包含字母、数字和英文符号');

/** Only checked for presence at sign-in, so old passwords still sign in after rules change. */
export const loginPasswordSchema = safeText('密码').min(1, '请输入密码').max(128, '密码最多128位');

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** An image as a data URL (SVG). */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/**
 * The name typed at sign-in: a main account's name, or `主账号:子账号` for a sub-account (as 淘宝/千牛
 * sub-accounts sign in), so sub-account names only need to be unique inside their tenant. A full-width
 * colon typed with a Chinese input method counts as the colon.
 */
export const loginNameSchema = requiredText('账号', 65).transform((name) =>
  name.replace(/\s*[:：]\s*/g, ':'),
);

/** The separator between the main account and the sub-account in a login name. */
export const SUB_ACCOUNT_SEPARATOR = ':';

export const purchaserLoginRequestSchema = z.object({
  username: loginNameSchema,
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
  username: loginNameSchema,
  password: loginPasswordSchema,
  // Not safeText: a jump with a tab or line break is an attack on the redirect, answered as such by
  // the jump check (不允许跳转到其他站点); NUL is still refused for every field by the server.
  jump: z.string({ error: '跳转地址必须是文字' }).max(2000, '跳转地址过长').optional(),
  /** Asked for after repeated failures (errorCode 40014); the image comes from the captcha endpoint. */
  captchaId: requiredText('验证码编号', 64).optional(),
  captchaCode: requiredText('验证码', 8).optional(),
});

export const ssoLoginResultSchema = z.object({
  userId: z.number().int(),
  userHash: z.string(),
  /** Where the browser goes next: the jump address with user_id and user_hash added. */
  redirect: z.string(),
});
