import type { MarketGoods } from '../gateways/marketGateway.ts';

/**
 * The market goods a demo shop SKU is linked to, as a dropshipper would choose: one the shop sells at
 * a markup (the stall asks at most 60 % of the shop's price), the same for the same key every time;
 * for a SKU sold cheaper than any goods allows, the cheapest there is.
 */
export function goodsAtMarkup<G extends Pick<MarketGoods, 'priceFen'>>(
  goods: readonly G[],
  key: string,
  shopPriceFen: number,
): G {
  const fits = goods.filter((g) => g.priceFen <= shopPriceFen * 0.6);
  const from = fits.length ? fits : [[...goods].sort((a, b) => a.priceFen - b.priceFen)[0]!];
  return from[[...key].reduce((h, c) => (h * 31 + c.codePointAt(0)!) % 65_521, 7) % from.length]!;
}
