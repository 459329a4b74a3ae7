import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf } from './market/catalogue.ts';
import type { GoodsView } from './market/market.ts';
import type { FulfilmentStandIn } from './standIn.ts';
import { call, startTestStandIn } from './testSupport.ts';

let standIn: FulfilmentStandIn;
beforeAll(async () => {
  standIn = await startTestStandIn(null);
});
afterAll(() => standIn.stop());

describe('MarketGateway', () => {
  it('is the same 60 stalls and 600 goods for a seed, and another market for another seed', () => {
    const a = catalogueOf(0);
    expect(a.stalls).toHaveLength(60);
    expect(a.goods).toHaveLength(600);
    expect(catalogueOf(0)).toEqual(a);
    expect(catalogueOf(1).goods.map((g) => g.title)).not.toEqual(a.goods.map((g) => g.title));
    expect(new Set(a.goods.map((g) => g.goodsId)).size).toBe(600);
  });

  it('names stalls by market, floor and room; sizes, weights and lack rates as the market has them', () => {
    const { stalls, goods } = catalogueOf(0);
    for (const s of stalls)
      expect(s.name).toMatch(new RegExp(`^${s.market} ${s.floor}楼[A-E]${s.floor}\\d{2}$`));
    expect(new Set(stalls.map((s) => s.name)).size).toBe(60);
    const clothing = ['S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'];
    for (const g of goods) {
      const shoes = g.weightG === 900;
      if (shoes) expect(g.sizes.every((s) => Number(s) >= 34 && Number(s) <= 44)).toBe(true);
      else {
        expect(g.weightG).toBe(300);
        expect(g.sizes.every((s) => clothing.includes(s))).toBe(true);
      }
      expect(g.lackRate30d).toBeGreaterThanOrEqual(0);
      expect(g.lackRate30d).toBeLessThanOrEqual(0.35);
      expect(g.basePriceFen % 100).toBe(0);
    }
    expect(goods.filter((g) => g.weightG === 900)).toHaveLength(100);
    expect(goods.some((g) => g.delisted)).toBe(true);
  });

  it('searches by 货号, by stall and by keyword, a page at a time, with its key only', async () => {
    expect((await fetch(`${standIn.url}/market/goods`)).status).toBe(401);
    const all: GoodsView[] = [];
    for (let page = 1; ; page++) {
      const r = await call(standIn, 'GET', `/market/goods?page=${page}&pageSize=100&includeDelisted=true`);
      expect(r.body.total).toBe(600);
      all.push(...(r.body.items as GoodsView[]));
      if ((r.body.items as GoodsView[]).length < 100) break;
    }
    expect(new Set(all.map((g) => g.goodsId)).size).toBe(600);

    const sample = all.find((g) => !g.delisted)!;
    const byNo = await call(
      standIn,
      'GET',
      `/market/goods?articleNo=${encodeURIComponent(sample.articleNo)}`,
    );
    expect((byNo.body.items as GoodsView[]).every((g) => g.articleNo === sample.articleNo)).toBe(true);
    expect((byNo.body.items as GoodsView[]).map((g) => g.goodsId)).toContain(sample.goodsId);

    const byStall = await call(
      standIn,
      'GET',
      `/market/goods?stallId=${sample.stallId}&includeDelisted=true`,
    );
    expect(byStall.body.total).toBe(10);

    const byWord = await call(
      standIn,
      'GET',
      `/market/goods?keyword=${encodeURIComponent('毛衣')}&pageSize=5&page=2`,
    );
    expect((byWord.body.items as GoodsView[]).every((g) => g.title.includes('毛衣'))).toBe(true);
    expect((byWord.body.items as GoodsView[]).length).toBeLessThanOrEqual(5);

    const one = await call(standIn, 'GET', `/market/goods/${sample.goodsId}`);
    expect(one.body).toMatchObject({
      goodsId: sample.goodsId,
      stall: sample.stall,
      priceFen: sample.priceFen,
    });
    expect((await call(standIn, 'GET', '/market/goods/G0')).status).toBe(404);
  });

  it('looks up many goods in one call: delisted ones too, unknown ids left out, at most 100', async () => {
    const { goods } = catalogueOf(0);
    const delisted = goods.find((g) => g.delisted)!;
    const listed = goods.filter((g) => !g.delisted).slice(0, 3);
    const ids = [...listed.map((g) => g.goodsId), delisted.goodsId, 'G0', listed[0]!.goodsId];
    const r = await call(standIn, 'POST', '/market/goods/lookup', { goodsIds: ids });
    expect(r.status).toBe(200);
    const items = r.body.items as GoodsView[];
    expect(items.map((g) => g.goodsId)).toEqual([...listed.map((g) => g.goodsId), delisted.goodsId]);
    expect(items.at(-1)!.delisted).toBe(true);
    const one = await call(standIn, 'GET', `/market/goods/${listed[1]!.goodsId}`);
    expect(items[1]).toEqual(one.body);

    const tooMany = Array.from({ length: 101 }, (_, i) => `G${i + 1}`);
    expect((await call(standIn, 'POST', '/market/goods/lookup', { goodsIds: tooMany })).status).toBe(400);
    expect((await call(standIn, 'POST', '/market/goods/lookup', { goodsIds: 'G1' })).status).toBe(400);
  });

  it('offers the same style at other stalls, lowest 30-day 缺货率 first, then cheapest', async () => {
    const { goods } = catalogueOf(0);
    for (const g of goods.slice(0, 40)) {
      const r = await call(standIn, 'GET', `/market/goods/${g.goodsId}/same-style`);
      const items = r.body.items as GoodsView[];
      expect(items.every((i) => i.styleId === g.styleId && i.stallId !== g.stallId && !i.delisted)).toBe(
        true,
      );
      for (let i = 1; i < items.length; i++) {
        const [a, b] = [items[i - 1]!, items[i]!];
        expect(
          a.lackRate30d < b.lackRate30d || (a.lackRate30d === b.lackRate30d && a.priceFen <= b.priceFen),
        ).toBe(true);
      }
    }
    // Every listing has its style somewhere else (before delisting): 换款 always has something to offer.
    for (const g of goods)
      expect(goods.some((o) => o.styleId === g.styleId && o.stallId !== g.stallId)).toBe(true);
  });

  it('raises some prices as time passes, and a price set through the control', async () => {
    const risers = catalogueOf(0).goods.filter((g) => g.raise && g.raise.afterMs > 12 * 3600_000);
    expect(risers.length).toBeGreaterThan(5);
    const g = risers[0]!;
    const before = await call(standIn, 'GET', `/market/goods/${g.goodsId}/price`);
    expect(before.body).toMatchObject({ priceFen: g.basePriceFen, raised: false });
    await standIn.control.advanceClock(73 * 3600_000);
    const after = await call(standIn, 'GET', `/market/goods/${g.goodsId}/price`);
    expect(after.body).toMatchObject({ priceFen: g.basePriceFen + g.raise!.byFen, raised: true });
    await fetch(`${standIn.url}/control/market/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ goodsId: g.goodsId, priceFen: 12_300 }),
    });
    expect((await call(standIn, 'GET', `/market/goods/${g.goodsId}`)).body.priceFen).toBe(12_300);
  });
});
