import type { FastifyInstance } from 'fastify';
import { daifaEndpoints, ErrorCode, type Brand, type DaifaGoods } from '@oms/api-client';
import { ApiError, conflict, envelope } from '../../../http/apiError.ts';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { areaTree } from '../express/areaTree.ts';
import { MarketUnreachable, type MarketGoods, type StallKind } from '../gateways/marketGateway.ts';
import type { Warehouse } from '../gateways/fulfilmentGateway.ts';

/** 购途网 sells shoes; the others clothing. */
export const stallKindOf = (brand: Brand): StallKind => (brand === 'go2' ? 'SHOES' : 'CLOTHING');

export const marketUnreachable = () =>
  new ApiError(ErrorCode.CONFLICT, '档口商品信息暂时获取不到，请稍后重试');

export function goodsView(g: MarketGoods): DaifaGoods {
  return {
    goodsId: g.goodsId,
    articleNo: g.articleNo,
    stallId: g.stallId,
    stall: g.stall,
    title: g.title,
    colors: g.colors,
    sizes: g.sizes,
    priceFen: g.priceFen,
    weightG: g.weightG,
    lackRate30d: g.lackRate30d,
  };
}

/** Asks the market, and says so in Chinese when it cannot be asked (never a 500). */
export async function askMarket<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (e) {
    if (e instanceof MarketUnreachable) throw marketUnreachable();
    throw e;
  }
}

/** How long a warehouse list is used before the service is asked again (it changes rarely). */
const WAREHOUSES_FRESH_MS = 10 * 60_000;

export function registerGoodsEndpoints(app: FastifyInstance, ctx: AppContext) {
  const kind = stallKindOf(ctx.config.brand);

  registerEndpoint(app, ctx, daifaEndpoints.goodsSearch, async ({ query }) => {
    const keyword = query.keyword ?? '';
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const found = await askMarket(async () => {
      // A 货号 typed whole finds its goods at every stall first; otherwise words in title, 档口 or 货号.
      if (/^[A-Za-z0-9-]{2,20}$/.test(keyword)) {
        const exact = await ctx.daifa.market.search({ articleNo: keyword, kind, page, pageSize });
        if (exact.total > 0) return exact;
      }
      return ctx.daifa.market.search({ ...(keyword ? { keyword } : {}), kind, page, pageSize });
    });
    return { total: found.total, items: found.items.map(goodsView) };
  });

  registerEndpoint(app, ctx, daifaEndpoints.goods, async ({ params }) => {
    const g = await askMarket(() => ctx.daifa.market.goods(params.goodsId));
    if (!g || g.delisted || g.kind !== kind) throw new ApiError(ErrorCode.GOODS_UNAVAILABLE);
    return goodsView(g);
  });

  registerEndpoint(app, ctx, daifaEndpoints.sameStyle, async ({ params }) => {
    const items = await askMarket(() => ctx.daifa.market.sameStyle(params.goodsId));
    if (!items) throw new ApiError(ErrorCode.GOODS_UNAVAILABLE);
    return { items: items.filter((g) => g.kind === kind).map(goodsView) };
  });

  registerEndpoint(app, ctx, daifaEndpoints.area, { sendsFile: true }, async ({ request, reply }) => {
    const { tree, etag } = areaTree();
    // The tree changes only with a release: the browser keeps it and asks whether it changed.
    void reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) await reply.code(304).send();
    else await reply.send(envelope(tree));
    return tree;
  });

  // The send address is the fulfilment service's (its warehouses), kept a while; the last list good
  // while the service does not answer.
  let known: { at: number; list: Warehouse[] } | null = null;
  registerEndpoint(app, ctx, daifaEndpoints.sendAddress, async () => {
    if (known && Date.now() - known.at < WAREHOUSES_FRESH_MS) return known.list;
    const list = await ctx.daifa.fulfilment.warehouses();
    if (list) known = { at: Date.now(), list };
    if (!known) throw conflict('仓库暂时无法连接，请稍后再试');
    return known.list;
  });
}
