import { z } from 'zod';
import { safeText } from './common.ts';

/**
 * The list module's wire shapes, shared by every list of the console (synced orders, dropship
 * orders, after-sales, bills…): keyset pages, tab counts, batch paste, bulk jobs, exports, saved
 * views and column settings. A list adds its own filter schema and row schema on top.
 */

export const LIST_PAGE_SIZES = [20, 50, 100, 200] as const;
export type ListPageSize = (typeof LIST_PAGE_SIZES)[number];
/** Numbers one batch paste may look up at once. */
export const BATCH_PASTE_MAX = 1000;

export const listPageSizeSchema = z.union(
  LIST_PAGE_SIZES.map((size) => z.literal(size)) as unknown as [z.ZodLiteral<20>, z.ZodLiteral<50>],
  { error: '每页条数只能是 20、50、100 或 200' },
);

/** The server's opaque position in a list (keyset); never built by the browser. */
export const listCursorSchema = safeText('翻页位置').max(300, '翻页位置无效');

/** Keyset paging: the page after (or before) a cursor; no cursor is the first page. */
export const keysetRequestSchema = z.object({
  pageSize: listPageSizeSchema.default(20),
  cursor: listCursorSchema.optional(),
  direction: z.enum(['next', 'prev'], { error: '翻页方向只能是 next 或 prev' }).default('next'),
});

/** One number of a batch paste: a platform order no, system no, waybill no… */
export const batchNumberSchema = safeText('单号')
  .trim()
  .min(1, '单号不能为空')
  .max(64, '单号最多64个字符')
  .regex(/^[A-Za-z0-9_-]+$/, '单号只能包含字母、数字、- 和 _');

export const batchNumbersSchema = z
  .array(batchNumberSchema, { error: '单号必须是列表' })
  .min(1, '请粘贴要查询的单号')
  .max(BATCH_PASTE_MAX, `一次最多查询${BATCH_PASTE_MAX}个单号`);

/** An instant range; the console turns 今天/近7天… into instants in the seller's time zone. */
export const timeRangeSchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: '开始时间格式不正确' }).optional(),
    to: z.iso.datetime({ offset: true, error: '结束时间格式不正确' }).optional(),
  })
  .strict()
  .refine((r) => !r.from || !r.to || new Date(r.from) <= new Date(r.to), {
    message: '开始时间不能晚于结束时间',
    path: ['from'],
  });

/** A page of a keyset list with the tab counts for the same filters (one round trip). */
export function keysetPageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    rows: z.array(row),
    /** Rows matching the filters in the current tab. */
    total: z.number().int().min(0),
    /** Count per tab key for the current filters (tab itself aside). */
    tabs: z.record(z.string(), z.number().int().min(0)),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
    /** Batch paste: the pasted numbers that matched nothing, in the order pasted. */
    notFound: z.array(z.string()),
  });
}

/** Which rows a bulk action or export covers: picked ids, or every row matching a filter snapshot. */
export function listSelectionOf<Filter extends z.ZodType>(filter: Filter) {
  return z.discriminatedUnion(
    'mode',
    [
      z.object({
        mode: z.literal('ids'),
        ids: z
          .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), { error: '请选择数据' })
          .min(1, '请选择数据')
          .max(BATCH_PASTE_MAX, `一次最多选择${BATCH_PASTE_MAX}条，更多请用“全选匹配结果”`),
      }),
      z.object({ mode: z.literal('filter'), filter }),
    ],
    { error: '选择方式只能是 ids 或 filter' },
  );
}

export const listKeySchema = z.enum(
  [
    'shopOrders',
    'bills',
    'daifaOrders',
    'daifaImports',
    'afterSales',
    'pickupTasks',
    'pickupCodes',
    'returnItems',
    'goodsAssociations',
  ],
  {
    error: '未知的列表',
  },
);
export type ListKey = z.infer<typeof listKeySchema>;
