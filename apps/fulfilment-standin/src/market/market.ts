import { catalogueOf, type Catalogue, type MarketGoods, type Stall } from './catalogue.ts';

/** Goods as the market answers them: the listing with its price now. */
export interface GoodsView {
  goodsId: string;
  articleNo: string;
  stallId: string;
  stall: string;
  /** The stall's trade: 生意网 and 衣衫汇 sell clothing, 购途网 shoes. */
  kind: Stall['kind'];
  market: string;
  floor: number;
  room: string;
  styleId: string;
  title: string;
  colors: readonly string[];
  sizes: readonly string[];
  priceFen: number;
  weightG: number;
  lackRate30d: number;
  delisted: boolean;
}

export interface SearchQuery {
  articleNo?: string;
  stallId?: string;
  kind?: Stall['kind'];
  keyword?: string;
  includeDelisted?: boolean;
  page: number;
  pageSize: number;
}

/** Prices set by hand through the control API (tests, demo), on top of the generated raises. */
export type PriceOverrides = Record<string, number>;

export class Market {
  readonly catalogue: Catalogue;
  private readonly byId: Map<string, MarketGoods>;
  private readonly stallById: Map<string, Stall>;

  constructor(
    seed: number,
    /** When the generated raises start counting (kept in the store so a restart keeps prices). */
    private readonly epochMs: () => number,
    private readonly overrides: () => PriceOverrides,
  ) {
    this.catalogue = catalogueOf(seed);
    this.byId = new Map(this.catalogue.goods.map((g) => [g.goodsId, g]));
    this.stallById = new Map(this.catalogue.stalls.map((s) => [s.stallId, s]));
  }

  goods(goodsId: string): MarketGoods | undefined {
    return this.byId.get(goodsId);
  }

  stall(stallId: string): Stall | undefined {
    return this.stallById.get(stallId);
  }

  priceAt(goods: MarketGoods, atMs: number): number {
    const manual = this.overrides()[goods.goodsId];
    if (manual !== undefined) return manual;
    const raised = goods.raise !== null && atMs >= this.epochMs() + goods.raise.afterMs;
    return goods.basePriceFen + (raised ? goods.raise!.byFen : 0);
  }

  view(goods: MarketGoods, atMs: number): GoodsView {
    const stall = this.stallById.get(goods.stallId)!;
    const { raise: _raise, basePriceFen: _base, ...rest } = goods;
    return {
      ...rest,
      kind: stall.kind,
      market: stall.market,
      floor: stall.floor,
      room: stall.room,
      priceFen: this.priceAt(goods, atMs),
    };
  }

  search(q: SearchQuery, atMs: number): { total: number; items: GoodsView[] } {
    const articleNo = q.articleNo?.toUpperCase();
    const keyword = q.keyword?.trim();
    const found = this.catalogue.goods.filter(
      (g) =>
        (q.includeDelisted || !g.delisted) &&
        (!articleNo || g.articleNo.toUpperCase() === articleNo) &&
        (!q.stallId || g.stallId === q.stallId) &&
        (!q.kind || this.stallById.get(g.stallId)!.kind === q.kind) &&
        (!keyword || g.title.includes(keyword) || g.stall.includes(keyword) || g.articleNo.includes(keyword)),
    );
    const start = (q.page - 1) * q.pageSize;
    return {
      total: found.length,
      items: found.slice(start, start + q.pageSize).map((g) => this.view(g, atMs)),
    };
  }

  /** The same style at other stalls, still listed: the likeliest to have it (lowest 30-day 缺货率) first, then the cheapest. */
  sameStyle(goodsId: string, atMs: number): GoodsView[] | undefined {
    const goods = this.byId.get(goodsId);
    if (!goods) return undefined;
    return this.catalogue.goods
      .filter((g) => g.styleId === goods.styleId && g.stallId !== goods.stallId && !g.delisted)
      .map((g) => this.view(g, atMs))
      .sort(
        (a, b) =>
          a.lackRate30d - b.lackRate30d || a.priceFen - b.priceFen || a.goodsId.localeCompare(b.goodsId),
      );
  }
}
