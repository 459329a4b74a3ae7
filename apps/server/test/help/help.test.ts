import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, ssoLogin, type Session, type TestApp } from '../support/testApp.ts';
import { readArticles } from '../../src/modules/help/helpArticles.ts';
import { tokensOf } from '../../src/modules/help/helpTokens.ts';

// 帮助中心: the shipped articles, searched in Chinese (words and bigrams, synonyms), read, and per page.
let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp();
  seller = await ssoLogin(t.app, 'seller', 'seller123');
});
afterAll(() => t.close());

const search = async (q: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/b2/help/search',
      headers: seller.headers,
      payload: { question: q },
    })
  ).json();
const get = async (url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: seller.headers })).json();

describe('帮助中心', () => {
  it('splits a Chinese sentence into words and bigrams, not one token', () => {
    const tokens = tokensOf('档口缺货了怎么办');
    expect(tokens).toEqual(expect.arrayContaining(['缺货', '档口', '怎么']));
    expect(tokens).not.toContain('档口缺货了怎么办');
  });

  it('finds by a question in words, by a synonym, and marks the words in the snippet', async () => {
    const lack = await search('档口缺货了怎么办');
    expect(lack.errorCode).toBe(0);
    expect(lack.data.items[0]).toMatchObject({ slug: 'abnormal-lack', title: '缺货、明天有怎么处理' });
    const [first] = lack.data.items as { snippet: string; marks: [number, number][] }[];
    expect(first!.marks.length).toBeGreaterThan(0);
    expect(first!.marks.map(([a, b]) => first!.snippet.slice(a, b))).toContain('缺货');
    // 补差价 is what sellers type for 补款
    expect((await search('补差价在哪里付')).data.items.map((i: { slug: string }) => i.slug)).toContain(
      'replenish-pay',
    );
  });

  it('logs a search that finds nothing, counted', async () => {
    expect((await search('ZZZ999')).data.items).toEqual([]);
    await search('ZZZ999');
    const miss = await t.database.db.execute<{ count: number }>(
      sql`select count from help_search_misses where query = 'ZZZ999'`,
    );
    expect(Number(miss.rows[0]!.count)).toBe(2);
    expect(await search('   ')).toMatchObject({ errorCode: 40000, errorMsg: '请输入要搜索的问题' });
  });

  it('reads an article with its category’s others; lists every shipped one; a page’s ? has its own', async () => {
    const article = await get('/api/b2/help/article?slug=replenish-pay');
    expect(article.data).toMatchObject({ title: '补款单怎么支付', category: '资金' });
    expect(article.data.body).toContain('[代发补款记录](/funds/transferRecord)');
    expect(article.data.related.map((r: { slug: string }) => r.slug)).toContain('recharge');
    expect((await get('/api/b2/help/article?slug=nope')).errorCode).toBe(40400);

    const shipped = await readArticles();
    const categories = await get('/api/b2/help/categories');
    expect(categories.data.flatMap((c: { articles: unknown[] }) => c.articles)).toHaveLength(shipped.length);
    const forPage = await get('/api/b2/help/forRoute?path=/order/abnormalList');
    expect(forPage.data.map((a: { slug: string }) => a.slug)).toEqual(['abnormal-lack', 'abnormal-price']);
  });
});
