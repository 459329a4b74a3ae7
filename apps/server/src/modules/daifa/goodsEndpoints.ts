import type { FastifyInstance } from 'fastify';
import { daifaEndpoints, ErrorCode, type Brand, type DaifaGoods } from '@oms/api-client';
import { ApiError, envelope } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { areaTree } from './areaTree.ts';
import { DEFAULT_WAREHOUSE } from './couriers.ts';
import { MarketUnreachable, type MarketGoods, type StallKind } from './gateways/marketGateway.ts';

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

/** The warehouses parcels leave from: one in 广州 for now (the fee rules are quoted from it). */
const SEND_ADDRESSES = [
  {
    code: DEFAULT_WAREHOUSE,
    name: '广州代发仓',
    contact: '代发仓',
    phone: '020-86001234',
    province: '广东省',
    city: '广州市',
    district: '白云区',
    address: '三元里大道 1111 号 代发仓 3 楼',
  },
];

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

  registerEndpoint(app, ctx, daifaEndpoints.sendAddress, async () => SEND_ADDRESSES);
}
