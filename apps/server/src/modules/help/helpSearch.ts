import { sql } from 'drizzle-orm';
import type { HelpArticle, HelpSearchItem } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/apiError.ts';
import { queryTokens } from './helpTokens.ts';

/** Markdown as the words a reader sees (for snippets). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]/g, '')
    .replace(/^\s*(?:[-+]|\d+\.)\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const SNIPPET_BEFORE = 20;
const SNIPPET_LENGTH = 80;

/** The text around the first (longest-word-first) match, and where each word of the query is in it. */
export function snippetOf(body: string, tokens: string[]): { snippet: string; marks: [number, number][] } {
  const text = plainText(body);
  const words = [...tokens].filter((t) => t.length >= 2).sort((a, b) => b.length - a.length);
  const hits = words.map((w) => text.toLowerCase().indexOf(w)).filter((i) => i >= 0);
  const start = hits.length ? Math.max(0, Math.min(...hits) - SNIPPET_BEFORE) : 0;
  const snippet = text.slice(start, start + SNIPPET_LENGTH);
  const covered = new Array<boolean>(snippet.length).fill(false);
  const lower = snippet.toLowerCase();
  for (const w of words)
    for (let i = lower.indexOf(w); i >= 0; i = lower.indexOf(w, i + 1)) covered.fill(true, i, i + w.length);
  const marks: [number, number][] = [];
  for (let i = 0; i < covered.length; i++) {
    if (!covered[i]) continue;
    let j = i;
    while (j < covered.length && covered[j]) j++;
    marks.push([i, j]);
    i = j;
  }
  return {
    snippet: (start > 0 ? '…' : '') + snippet,
    marks: start > 0 ? marks.map(([a, b]) => [a + 1, b + 1]) : marks,
  };
}

/** A tsquery of the tokens, each a literal lexeme, any of them (rank decides). */
const tsqueryOf = (tokens: string[]) => tokens.map((t) => `'${t}'`).join(' | ');

export async function searchHelp(db: DbOrTx, q: string): Promise<{ items: HelpSearchItem[] }> {
  const tokens = queryTokens(q);
  const rows = tokens.length
    ? (
        await db.execute<{ slug: string; title: string; category: string; body: string }>(sql`
          select a.slug, a.title, a.category, a.body
            from help_articles a, (select ${tsqueryOf(tokens)}::tsquery as q) query
           where a.search @@ query.q
           order by ts_rank('{0.1, 0.3, 0.6, 1.0}', a.search, query.q, 1) desc, a.sort
           limit 20`)
      ).rows
    : [];
  if (!rows.length)
    await db.execute(sql`
      insert into help_search_misses (query) values (${q.slice(0, 50)})
      on conflict (query) do update set count = help_search_misses.count + 1, last_at = now()`);
  return {
    items: rows.map((r) => ({
      slug: r.slug,
      title: r.title,
      category: r.category,
      ...snippetOf(r.body, tokens),
    })),
  };
}

export async function helpCategories(db: DbOrTx) {
  const r = await db.execute<{ category: string; slug: string; title: string }>(
    sql`select category, slug, title from help_articles order by sort, id`,
  );
  const byCategory = new Map<string, { slug: string; title: string }[]>();
  for (const a of r.rows)
    byCategory.set(a.category, [...(byCategory.get(a.category) ?? []), { slug: a.slug, title: a.title }]);
  return [...byCategory].map(([category, articles]) => ({ category, articles }));
}

export async function helpArticle(db: DbOrTx, slug: string): Promise<HelpArticle> {
  const r = await db.execute<{
    slug: string;
    title: string;
    category: string;
    body: string;
    updated_at: Date | string;
  }>(sql`select slug, title, category, body, updated_at from help_articles where slug = ${slug}`);
  const a = r.rows[0];
  if (!a) throw notFound('文章不存在');
  const related = await db.execute<{ slug: string; title: string }>(sql`
    select slug, title from help_articles where category = ${a.category} and slug <> ${slug} order by sort, id limit 8`);
  return {
    slug: a.slug,
    title: a.title,
    category: a.category,
    body: a.body,
    updatedAt: new Date(a.updated_at).toISOString(),
    related: related.rows,
  };
}

export async function helpForRoute(db: DbOrTx, path: string) {
  const r = await db.execute<{ slug: string; title: string }>(
    sql`select slug, title from help_articles where routes @> array[${path}]::text[] order by sort, id limit 10`,
  );
  return r.rows;
}
