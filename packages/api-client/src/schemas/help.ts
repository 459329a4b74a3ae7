import { z } from 'zod';
import { safeText } from './common.ts';

const articleRef = z.object({ slug: z.string(), title: z.string() });

/** `GET /api/b2/help/categories`: every article by category, in the shipped order. */
export const helpCategoriesSchema = z.array(
  z.object({ category: z.string(), articles: z.array(articleRef) }),
);

export const helpArticleQuerySchema = z
  .object({ slug: z.string({ error: '文章不存在' }).regex(/^[a-z0-9-]{1,64}$/, '文章不存在') })
  .strict();

export const helpArticleSchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  /** Markdown (HTML off). */
  body: z.string(),
  updatedAt: z.string(),
  /** The same category's other articles. */
  related: z.array(articleRef),
});

export const helpSearchRequestSchema = z
  .object({
    question: safeText('搜索内容').trim().min(1, '请输入要搜索的问题').max(50, '搜索内容最多50个字符'),
  })
  .strict();

export const helpSearchSchema = z.object({
  items: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      category: z.string(),
      /** Plain text around the first match. */
      snippet: z.string(),
      /** [start, end) of each match within the snippet, for highlighting. */
      marks: z.array(z.tuple([z.number().int(), z.number().int()])),
    }),
  ),
});

export const helpRouteQuerySchema = z
  .object({ path: z.string({ error: '页面地址无效' }).regex(/^\/[A-Za-z0-9/_-]{0,120}$/, '页面地址无效') })
  .strict();

export type HelpSearchItem = z.output<typeof helpSearchSchema>['items'][number];
export type HelpArticle = z.output<typeof helpArticleSchema>;
