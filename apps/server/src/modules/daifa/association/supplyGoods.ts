import { customGoodsIdOf, customGoodsRef, type Brand } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { customGoodsByIds, offersCustomGoods } from '../../customGoods/customGoods.ts';
import type { MarketGateway, MarketGoods, StallKind } from '../gateways/marketGateway.ts';
import { askMarket } from '../placement/goodsEndpoints.ts';

/** Goods a shop SKU can be bought as: the market's, or the tenant's 自定义商品 (`CUSTOM-<id>`). */
export interface SupplyGoods {
  goodsId: string;
  stall: string;
  articleNo: string;
  title: string;
  colors: string[];
  sizes: string[];
  priceFen: number;
  weightG: number;
  /** Why it cannot be bought now (下架, another kind of stall), or null. */
  unavailable: string | null;
}

export interface SupplyDeps {
  market: MarketGateway;
  kind: StallKind;
  brand: Brand;
}

/**
 * The goods of these ids as they stand now, in one market call plus one read of the tenant's own
 * 自定义商品; ids nobody knows (another tenant's custom goods too) map to null. The market out of reach
 * throws its 40900 in Chinese rather than calling everything 下架.
 */
export async function supplyGoodsOf(
  tx: DbOrTx,
  deps: SupplyDeps,
  tenantId: number,
  goodsIds: string[],
): Promise<Map<string, SupplyGoods | null>> {
  const ids = [...new Set(goodsIds)];
  const out = new Map<string, SupplyGoods | null>(ids.map((id) => [id, null]));
  const marketIds = ids.filter((id) => customGoodsIdOf(id) === null);
  if (marketIds.length) {
    const found = await askMarket(() => deps.market.lookup(marketIds));
    for (const [id, g] of found)
      out.set(id, {
        goodsId: g.goodsId,
        stall: g.stall,
        articleNo: g.articleNo,
        title: g.title,
        colors: g.colors,
        sizes: g.sizes,
        priceFen: g.priceFen,
        weightG: g.weightG,
        unavailable: g.delisted ? '档口商品已下架' : g.kind !== deps.kind ? '不是本平台的档口商品' : null,
      });
  }
  const customIds = ids.flatMap((id) => customGoodsIdOf(id) ?? []);
  if (customIds.length && offersCustomGoods(deps.brand))
    for (const [id, c] of await customGoodsByIds(tx, tenantId, customIds))
      out.set(customGoodsRef(id), {
        goodsId: customGoodsRef(id),
        stall: c.stall,
        articleNo: c.articleNo,
        title: c.title,
        colors: c.colors,
        sizes: c.sizes,
        priceFen: c.priceFen,
        weightG: c.weightG,
        unavailable: null,
      });
  return out;
}

/** Why this colour and size cannot be bought from the goods, or null when they can. */
export function missingOption(goods: SupplyGoods, color: string, size: string): string | null {
  if (!goods.colors.includes(color)) return `档口商品已没有「${color}」这个颜色`;
  if (!goods.sizes.includes(size)) return `档口商品已没有「${size}」这个尺码`;
  return null;
}

/** The market's goods of these ids, asked in one call (the market out of reach → 40900 in Chinese). */
export async function marketGoodsOf(market: MarketGateway, goodsIds: string[]) {
  const ids = [...new Set(goodsIds)];
  const found = ids.length ? await askMarket(() => market.lookup(ids)) : new Map<string, MarketGoods>();
  return new Map<string, MarketGoods | null>(ids.map((id) => [id, found.get(id) ?? null]));
}
