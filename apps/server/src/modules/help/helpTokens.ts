/**
 * Words of Chinese text for search: `Intl.Segmenter('zh')` words (a whole sentence is not one token, as
 * MiniSearch would make it) plus every CJK bigram of each run, so 补款单 finds 补款 and 待补款 alike.
 * Lower-cased; quotes and backslashes dropped (the lexemes go into tsvector and tsquery literally).
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const CJK_RUN = /[\u3400-\u9fff]+/g;

/** The same meaning written two ways: a query for one finds the other. */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['补款', '补差价', '补差'],
  ['退款', '退钱'],
  ['快递', '物流'],
  ['授权', '绑定店铺'],
  ['缺货', '没货'],
];

const clean = (word: string) => word.toLowerCase().replace(/['\\\s]/g, '');

export function tokensOf(text: string): string[] {
  const out = new Set<string>();
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike) continue;
    const w = clean(s.segment);
    // a lone CJK character (what the segmenter gives without ICU's dictionary) matches everything: the
    // bigrams below carry CJK text
    if (w && !/^[\u3400-\u9fff]$/.test(w)) out.add(w);
  }
  for (const run of text.match(CJK_RUN) ?? [])
    for (let i = 0; i + 1 < run.length; i++) out.add(run.slice(i, i + 2));
  return [...out];
}

/**
 * How a question is asked, not what about (怎么办, 在哪里, 如何…), and the bigrams around them: they match
 * half the articles and would outrank the one about the question's subject.
 */
const ASKING =
  /^(怎么|怎样|如何|什么|为何|为什|么办|么样|哪里|在哪|哪儿|是不|不是|可以|能不|吗|呢|了|的|我|要|想|请问)$/;
const FILLER = /[了吗呢的么]/;

/** A query's tokens (the asking words dropped, unless nothing else is left) with their synonyms' tokens. */
export function queryTokens(query: string): string[] {
  const all = tokensOf(query);
  const meaningful = all.filter((t) => !ASKING.test(t) && !(t.length === 2 && FILLER.test(t)));
  const tokens = new Set(meaningful.length ? meaningful : all);
  for (const group of SYNONYMS)
    if (group.some((w) => query.includes(w)))
      for (const w of group) for (const t of tokensOf(w)) tokens.add(t);
  return [...tokens];
}
