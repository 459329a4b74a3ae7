import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { tokensOf } from './helpTokens.ts';

/** The articles shipped with the server: `content/help/*.md`, front matter then Markdown. */
export const HELP_DIR = path.resolve(fileURLToPath(import.meta.url), '../../../../content/help');

export interface HelpArticleFile {
  slug: string;
  title: string;
  category: string;
  keywords: string[];
  routes: string[];
  body: string;
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** `---\nkey: value\n---\nbody`; an article without a title or category is a mistake to see at boot. */
export function parseArticle(slug: string, text: string): HelpArticleFile {
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!m) throw new Error(`help article ${slug}: no front matter`);
  const meta = Object.fromEntries(
    m[1]!.split('\n').flatMap((line) => {
      const i = line.indexOf(':');
      return i > 0 ? [[line.slice(0, i).trim(), line.slice(i + 1).trim()]] : [];
    }),
  ) as Record<string, string>;
  if (!meta.title || !meta.category) throw new Error(`help article ${slug}: title and category are required`);
  return {
    slug,
    title: meta.title,
    category: meta.category,
    keywords: list(meta.keywords),
    routes: list(meta.routes),
    body: m[2]!.trim(),
  };
}

export async function readArticles(dir = HELP_DIR): Promise<HelpArticleFile[]> {
  const names = (await fs.readdir(dir)).filter((n) => n.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (n) =>
      parseArticle(n.replace(/\.md$/, ''), await fs.readFile(path.join(dir, n), 'utf8')),
    ),
  );
}

/**
 * The article's tsvector as text: every lexeme literally (no parser to split Chinese its own way), with a
 * position so it can carry its weight — title A, keywords B, body C (a lexeme without a position has none).
 */
export function vectorText(a: Pick<HelpArticleFile, 'title' | 'keywords' | 'body'>): string {
  let position = 0;
  const part = (text: string, weight: string) =>
    tokensOf(text).map((t) => `'${t}':${Math.min((position += 1), 16383)}${weight}`);
  return [...part(a.title, 'A'), ...part(a.keywords.join(' '), 'B'), ...part(a.body, 'C')].join(' ');
}

/**
 * The shipped articles into `help_articles` (those written on /ops stay): each with its search vector,
 * title above keywords above body. Run at every start: an edited file replaces its row.
 */
export async function syncHelpArticles(db: DbOrTx, dir = HELP_DIR): Promise<number> {
  const articles = await readArticles(dir);
  for (const [i, a] of articles.entries()) {
    const vector = sql`${vectorText(a)}::tsvector`;
    await db.execute(sql`
      insert into help_articles (slug, title, category, keywords, routes, body, search, sort, source)
      values (${a.slug}, ${a.title}, ${a.category}, ${arrayParam(a.keywords)}::text[], ${arrayParam(a.routes)}::text[],
              ${a.body}, ${vector}, ${i}, 'FILE')
      on conflict (slug) do update
         set title = excluded.title, category = excluded.category, keywords = excluded.keywords,
             routes = excluded.routes, body = excluded.body, search = excluded.search, sort = excluded.sort,
             updated_at = case when help_articles.body = excluded.body and help_articles.title = excluded.title
                               then help_articles.updated_at else now() end`);
  }
  return articles.length;
}
