import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema } from './common.ts';
import { messageCategory, noticeKind, stateCodeTuple } from '../states/index.ts';

export const messageCategorySchema = z.enum(stateCodeTuple(messageCategory), { error: '消息分类不正确' });

/** 消息's list: a category (or all of them), 全部 or 未读 only, newest first. */
export const messageListRequestSchema = pageQuerySchema
  .extend({
    category: messageCategorySchema.optional(),
    unreadOnly: z.boolean({ error: '未读筛选必须是布尔值' }).default(false),
  })
  .strict();
export type MessageListRequest = z.input<typeof messageListRequestSchema>;

/**
 * One message. `link`: the list it is about, in its URL state (relative, or absent); `digest`: how many
 * events a digest stands for (0 for a single one) — a burst of one kind becomes one message updated in place.
 */
export const messageSchema = z.object({
  id: z.number().int(),
  category: messageCategorySchema,
  type: z.string(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  /** The document it names (an order, a 补款 number…), for search and copy. */
  code: z.string().nullable(),
  digest: z.number().int().min(0),
  read: z.boolean(),
  /** When it was written, or a digest last grew. */
  at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = pageOf(messageSchema).extend({
  /** Unread per category the caller may read (capped at 100: the badges show 99+). */
  unread: z.record(z.string(), z.number().int().min(0)),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** 标为已读: some (by id), or all — of a category when given. */
export const markReadRequestSchema = z
  .object({
    ids: z.array(idSchema).max(200, '一次最多200条').optional(),
    all: z.boolean().optional(),
    category: messageCategorySchema.optional(),
  })
  .strict()
  .refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, '请选择要标为已读的消息');

export const markReadResultSchema = z.object({ marked: z.number().int().min(0) });

/** Per account and category: 接收 (counted and listed) and 弹窗提醒 (a notification when one arrives). */
export const messageSubscriptionSchema = z
  .object({
    category: messageCategorySchema,
    receive: z.boolean({ error: '接收必须是布尔值' }),
    popup: z.boolean({ error: '弹窗提醒必须是布尔值' }),
  })
  .strict();
export type MessageSubscription = z.infer<typeof messageSubscriptionSchema>;
export const messageSubscriptionSaveSchema = z
  .object({ items: z.array(messageSubscriptionSchema).min(1, '请选择消息分类').max(20) })
  .strict();

/** The messages to pop up changed since `since` (the `now` of the last answer; absent the first time). */
export const messagePopupRequestSchema = z
  .object({ since: z.iso.datetime({ error: '时间格式不正确' }).optional() })
  .strict();
export const messagePopupsSchema = z.object({ now: z.string(), list: z.array(messageSchema) });

export const noticeKindSchema = z.enum(stateCodeTuple(noticeKind));

/** 平台公告 / 系统通知 list: pinned first, then newest. */
export const noticeListRequestSchema = pageQuerySchema.strict();
export const noticeRowSchema = z.object({
  id: z.number().int(),
  kind: noticeKindSchema,
  title: z.string(),
  /** The first lines as plain text. */
  summary: z.string(),
  pinned: z.boolean(),
  read: z.boolean(),
  publishedAt: z.string(),
});
export type NoticeRow = z.infer<typeof noticeRowSchema>;
export const noticePageSchema = pageOf(noticeRowSchema).extend({ unread: z.number().int().min(0) });
export const noticeDetailSchema = noticeRowSchema.extend({
  /** Markdown (rendered with HTML off; links only http(s) or relative). */
  body: z.string(),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;
export const noticeIdQuerySchema = z.object({
  id: z
    .string({ error: '编号必须是数字' })
    .regex(/^[1-9]\d{0,15}$/, '编号必须是正整数')
    .transform(Number),
});
export const noticeReadRequestSchema = z.object({ id: idSchema }).strict();
