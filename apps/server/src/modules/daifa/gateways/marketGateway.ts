import { callJson } from './httpJson.ts';

/**
 * What the daifa module needs from the wholesale market: its goods with today's prices, weights and
 * 缺货率, and the same style at other stalls (找同款). In demo mode and tests it is
 * `@oms/fulfilment-standin`'s market over HTTP.
 */
export interface MarketGateway {
  search(query: MarketSearch): Promise<{ total: number; items: MarketGoods[] }>;
  /** Delisted goods too (`delisted: true`); `null` when the market does not know it. */
  goods(goodsId: string): Promise<MarketGoods | null>;
  /** Many goods in one call (an order's lines), delisted too; the market's unknown ids are absent. */
  lookup(goodsIds: string[]): Promise<Map<string, MarketGoods>>;
  sameStyle(goodsId: string): Promise<MarketGoods[] | null>;
}

export type StallKind = 'CLOTHING' | 'SHOES';

export interface MarketSearch {
  articleNo?: string;
  keyword?: string;
  kind?: StallKind;
  page: number;
  pageSize: number;
}

export interface MarketGoods {
  goodsId: string;
  articleNo: string;
  stallId: string;
  stall: string;
  kind: StallKind;
  title: string;
  colors: string[];
  sizes: string[];
  priceFen: number;
  weightG: number;
  lackRate30d: number;
  delisted: boolean;
}

/** The market could not be asked (no answer, or it failed): the caller says so instead of guessing. */
export class MarketUnreachable extends Error {}

/** The market's limit of one lookup call. */
const LOOKUP_MAX = 100;

function goodsOf(raw: Record<string, unknown>): MarketGoods {
  return {
    goodsId: String(raw.goodsId),
    articleNo: String(raw.articleNo),
    stallId: String(raw.stallId),
    stall: String(raw.stall),
    kind: raw.kind === 'SHOES' ? 'SHOES' : 'CLOTHING',
    title: String(raw.title ?? ''),
    colors: Array.isArray(raw.colors) ? raw.colors.map(String) : [],
    sizes: Array.isArray(raw.sizes) ? raw.sizes.map(String) : [],
    priceFen: Number(raw.priceFen),
    weightG: Number(raw.weightG),
    lackRate30d: Number(raw.lackRate30d ?? 0),
    delisted: raw.delisted === true,
  };
}

export function httpMarketGateway(options: {
  url: string;
  apiKey: string;
  timeoutMs?: number;
}): MarketGateway {
  const get = async (path: string) => {
    const res = await callJson(
      options.url,
      options.apiKey,
      'GET',
      path,
      undefined,
      options.timeoutMs ?? 5000,
    );
    if (!res || res.status >= 500 || (res.status >= 400 && res.status !== 404))
      throw new MarketUnreachable(`market ${path}: ${res ? res.status : 'no answer'}`);
    return res;
  };
  const post = async (path: string, body: unknown) => {
    const res = await callJson(options.url, options.apiKey, 'POST', path, body, options.timeoutMs ?? 5000);
    if (!res || res.status >= 400)
      throw new MarketUnreachable(`market ${path}: ${res ? res.status : 'no answer'}`);
    return res;
  };
  return {
    async search(q) {
      const params = new URLSearchParams({ page: String(q.page), pageSize: String(q.pageSize) });
      if (q.articleNo) params.set('articleNo', q.articleNo);
      if (q.keyword) params.set('keyword', q.keyword);
      if (q.kind) params.set('kind', q.kind);
      const res = await get(`/market/goods?${params.toString()}`);
      const items = Array.isArray(res.body.items) ? (res.body.items as Record<string, unknown>[]) : [];
      return { total: Number(res.body.total ?? items.length), items: items.map(goodsOf) };
    },
    async goods(goodsId) {
      const res = await get(`/market/goods/${encodeURIComponent(goodsId)}`);
      return res.status === 404 ? null : goodsOf(res.body);
    },
    async lookup(goodsIds) {
      const found = new Map<string, MarketGoods>();
      const ids = [...new Set(goodsIds)];
      for (let i = 0; i < ids.length; i += LOOKUP_MAX) {
        const res = await post('/market/goods/lookup', { goodsIds: ids.slice(i, i + LOOKUP_MAX) });
        const items = Array.isArray(res.body.items) ? (res.body.items as Record<string, unknown>[]) : [];
        for (const g of items.map(goodsOf)) found.set(g.goodsId, g);
      }
      return found;
    },
    async sameStyle(goodsId) {
      const res = await get(`/market/goods/${encodeURIComponent(goodsId)}/same-style`);
      if (res.status === 404) return null;
      const items = Array.isArray(res.body.items) ? (res.body.items as Record<string, unknown>[]) : [];
      return items.map(goodsOf);
    },
  };
}
