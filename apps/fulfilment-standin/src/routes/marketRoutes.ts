import type { FastifyInstance } from 'fastify';
import type { Engine } from '../engine.ts';
import { notFound } from '../errors.ts';
import { fieldsOf, optionalInt, optionalText } from '../fields.ts';

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
