import { z } from 'zod';
import { idSchema } from './common.ts';

/** How often one account sees a popup: once ever, once a Shanghai day, or on every visit of its page. */
export const POPUP_FREQUENCIES = ['ONCE', 'DAILY', 'EVERY_VISIT'] as const;
export type PopupFrequency = (typeof POPUP_FREQUENCIES)[number];

/** `GET /api/popup/getPopup?page=`: the console route the popup may open on (`/home`), or any. */
export const popupQuerySchema = z
  .object({
    page: z
      .string({ error: '页面地址无效' })
      .regex(/^\/[A-Za-z0-9/_-]{0,120}$/, '页面地址无效'),
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
