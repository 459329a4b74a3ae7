import { stallMatches, type CollectLineInput } from '@oms/api-client';
import type { MarketGateway, MarketGoods, StallKind } from './gateways/marketGateway.ts';
import type { PlacementLine } from './placement.ts';

/** What a reported order's lines come to: all found and priced, 待核价, or refused with why. */
export type CollectOutcome =
  { state: 'READY'; lines: PlacementLine[] } | { state: 'PRICE_CHECK' | 'FAILED'; reason: string };

/** Goods of the market under each 货号 reported (the brand's kind of stall), asked once per 货号. */
export async function marketGoodsByArticle(
  market: MarketGateway,
  kind: StallKind,
  articleNos: string[],
): Promise<Map<string, MarketGoods[]>> {
  const unique = [...new Set(articleNos.map((a) => a.trim().toUpperCase()))];
  const found = await Promise.all(
    unique.map(async (articleNo) => {
      const { items } = await market.search({ articleNo, kind, page: 1, pageSize: 100 });
      return [articleNo, items] as const;
    }),
  );
  return new Map(found);
}

/**
 * A reported order's lines against the market: a 货号 the market does not have at a stall named like
 * the one typed is 待核价 (staff price it by hand); a stall name that fits several stalls, delisted goods
 * or a colour or size the goods do not come in are refused with the line's number; else each line is
 * priced as the market asks today.
 */
export function resolveCollectLines(
  lines: CollectLineInput[],
  goodsByArticle: Map<string, MarketGoods[]>,
): CollectOutcome {
  const refused: string[] = [];
  const unpriced: string[] = [];
  const placed: PlacementLine[] = [];
  lines.forEach((line, i) => {
    const which = `第${i + 1}款`;
    const candidates = (goodsByArticle.get(line.articleNo.trim().toUpperCase()) ?? []).filter((g) =>
      stallMatches(line.stall, g.stall),
    );
    const stalls = [...new Set(candidates.map((g) => g.stall))];
    if (stalls.length === 0) {
      unpriced.push(`${which}：市场未收录「${line.stall} ${line.articleNo}」，待核价`);
      return;
    }
    if (stalls.length > 1) {
      refused.push(
        `${which}：「${line.stall}」对应多个档口（${stalls.slice(0, 3).join('、')}），请填写完整档口名`,
      );
      return;
    }
    const goods = candidates.find((g) => !g.delisted);
    if (!goods) {
      refused.push(`${which}：商品已下架或不存在`);
      return;
    }
    if (!goods.colors.includes(line.color)) {
      refused.push(`${which}：该商品没有「${line.color}」这个颜色（有：${goods.colors.join('、')}）`);
      return;
    }
    if (!goods.sizes.includes(line.size)) {
      refused.push(`${which}：该商品没有「${line.size}」这个尺码（有：${goods.sizes.join('、')}）`);
      return;
    }
    placed.push({
      goodsId: goods.goodsId,
      stall: goods.stall,
      articleNo: goods.articleNo,
      title: goods.title,
      color: line.color,
      size: line.size,
      qty: line.qty,
      priceFen: goods.priceFen,
      weightG: goods.weightG,
    });
  });
  if (refused.length) return { state: 'FAILED', reason: refused.join('；') };
  if (unpriced.length) return { state: 'PRICE_CHECK', reason: unpriced.join('；') };
  return { state: 'READY', lines: placed };
}
