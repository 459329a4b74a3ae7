import type { FastifyInstance } from 'fastify';
import type { Engine } from '../engine.ts';
import { badRequest, notFound } from '../errors.ts';
import { fieldsOf, optionalInt, optionalText } from '../fields.ts';

const LOOKUP_MAX = 100;

const goodsIdOf = (params: unknown) => String(fieldsOf(params).goodsId ?? '');

/** MarketGateway: the wholesale market's stalls and goods, prices as they stand now (simulated time). */
export function registerMarketRoutes(app: FastifyInstance, engine: Engine): void {
  const { market, clock } = engine;

  app.get('/market/stalls', async () => ({ items: market.catalogue.stalls }));

  app.get('/market/goods', async (request) => {
    const q = fieldsOf(request.query);
    const page = optionalInt(q, 'page', 1, 10_000) ?? 1;
    const pageSize = optionalInt(q, 'pageSize', 1, 100) ?? 20;
    const articleNo = optionalText(q, 'articleNo', 40);
    const stallId = optionalText(q, 'stallId', 20);
    const keyword = optionalText(q, 'keyword', 40);
    const kind = q.kind === 'CLOTHING' || q.kind === 'SHOES' ? q.kind : undefined;
    const found = market.search(
      {
        page,
        pageSize,
        includeDelisted: q.includeDelisted === 'true',
        ...(articleNo ? { articleNo } : {}),
        ...(stallId ? { stallId } : {}),
        ...(keyword ? { keyword } : {}),
        ...(kind ? { kind } : {}),
      },
      clock.nowMs(),
    );
    return { page, pageSize, ...found };
  });

  // Many goods at once (an order's lines): one call instead of one per goods; delisted ones too,
  // unknown ids left out.
  app.post('/market/goods/lookup', async (request) => {
    const ids = fieldsOf(request.body).goodsIds;
    if (
      !Array.isArray(ids) ||
      ids.length > LOOKUP_MAX ||
      ids.some((id) => typeof id !== 'string' || id.length > 40)
    )
      throw badRequest(`goodsIds 须为不超过 ${LOOKUP_MAX} 个商品编号的数组`);
    const now = clock.nowMs();
    const items = [...new Set(ids as string[])].flatMap((id) => {
      const goods = market.goods(id);
      return goods ? [market.view(goods, now)] : [];
    });
    return { items };
  });

  app.get('/market/goods/:goodsId', async (request) => {
    const goods = market.goods(goodsIdOf(request.params));
    if (!goods) throw notFound('商品不存在');
    return market.view(goods, clock.nowMs());
  });

  app.get('/market/goods/:goodsId/same-style', async (request) => {
    const items = market.sameStyle(goodsIdOf(request.params), clock.nowMs());
    if (!items) throw notFound('商品不存在');
    return { goodsId: goodsIdOf(request.params), items };
  });

  app.get('/market/goods/:goodsId/price', async (request) => {
    const goods = market.goods(goodsIdOf(request.params));
    if (!goods) throw notFound('商品不存在');
    const now = clock.nowMs();
    const priceFen = market.priceAt(goods, now);
    return {
      goodsId: goods.goodsId,
      priceFen,
      basePriceFen: goods.basePriceFen,
      raised: priceFen > goods.basePriceFen,
      at: new Date(now).toISOString(),
    };
  });
}
