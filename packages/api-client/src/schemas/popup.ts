import { z } from 'zod';
import { idSchema, requiredText } from './common.ts';

/** How often one account sees a popup: once ever, once a Shanghai day, or on every visit of its page. */
export const POPUP_FREQUENCIES = ['ONCE', 'DAILY', 'EVERY_VISIT'] as const;
export type PopupFrequency = (typeof POPUP_FREQUENCIES)[number];

/** `GET /api/popup/getPopup?page=`: the console route the popup may open on (`/home`), or any. */
export const popupQuerySchema = z
  .object({
    page: z.string({ error: '页面地址无效' }).regex(/^\/[A-Za-z0-9/_-]{0,120}$/, '页面地址无效'),
  })
  .strict();

/** The one popup due for the caller on that page (null: none), by priority. */
export const popupSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** Markdown (HTML off, as 公告). */
    body: z.string(),
    /** http(s) or a console route; its button reads `linkText`. */
    link: z.string().nullable(),
    linkText: z.string().nullable(),
    frequency: z.enum(POPUP_FREQUENCIES),
  })
  .nullable();

export const popupMarkShownSchema = z.object({ id: idSchema }).strict();

export type Popup = NonNullable<z.output<typeof popupSchema>>;

/** A link a popup may carry: http(s), or a console route. */
const POPUP_LINK = /^(https?:\/\/[^\s]{3,190}|\/[A-Za-z0-9/_?=&.-]{0,190})$/;

/** `POST /api/ops/popups` (运营): a new popup, live from `startsAt` to `endsAt`. */
export const opsPopupCreateSchema = z
  .object({
    title: requiredText('标题', 30),
    /** Markdown, HTML off. */
    body: requiredText('内容', 2000),
    link: z
      .string({ error: '链接只能是 http(s) 地址或控制台页面' })
      .trim()
      .regex(POPUP_LINK, '链接只能是 http(s) 地址或控制台页面')
      .optional(),
    linkText: requiredText('按钮文字', 8).optional(),
    page: z.string({ error: '页面地址无效' }).regex(/^(ALL|\/[A-Za-z0-9/_-]{0,120})$/, '页面地址无效'),
    kinds: z
      .array(z.enum(['seller', 'purchaser'], { error: '账号类型无效' }))
      .min(1, '请选择账号类型')
      .max(2)
      .optional(),
    hasPddShop: z.boolean({ error: '拼多多店铺条件只能是是或否' }).optional(),
    priority: z
      .number({ error: '优先级必须是0–100的整数' })
      .int('优先级必须是0–100的整数')
      .min(0, '优先级必须是0–100的整数')
      .max(100, '优先级必须是0–100的整数'),
    frequency: z.enum(POPUP_FREQUENCIES, { error: '弹出频率无效' }),
    startsAt: z.iso.datetime({ offset: true, error: '开始时间无效' }),
    endsAt: z.iso.datetime({ offset: true, error: '结束时间无效' }),
  })
  .strict()
  .refine((p) => new Date(p.endsAt) > new Date(p.startsAt), {
    message: '结束时间须晚于开始时间',
    path: ['endsAt'],
  });

export const opsPopupRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  page: z.string(),
  frequency: z.enum(POPUP_FREQUENCIES),
  priority: z.number().int(),
  audience: z.record(z.string(), z.unknown()),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** 进行中, 未开始, 已结束 or 已下线. */
  state: z.enum(['LIVE', 'SCHEDULED', 'ENDED', 'WITHDRAWN']),
  /** Accounts that saw it (any day). */
  shownTo: z.number().int(),
  createdBy: z.string(),
});
export const opsPopupListSchema = z.array(opsPopupRowSchema);
export type OpsPopupRow = z.output<typeof opsPopupRowSchema>;
