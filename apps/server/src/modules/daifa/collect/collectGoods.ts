import { stallMatches, type CollectLineInput } from '@oms/api-client';
import type { MarketGateway, MarketGoods, StallKind } from '../gateways/marketGateway.ts';
import type { PlacementLine } from '../placement/placement.ts';

/** What a reported order's lines come to: all found and priced, 待核价, or refused with why. */
export type CollectOutcome =
  { state: 'READY'; lines: PlacementLine[] } | { state: 'PRICE_CHECK' | 'FAILED'; reason: string };

const MARKET_CONCURRENCY = 8;

/** Goods of the market under each 货号 reported (the brand's kind of stall), asked once per 货号. */
export async function marketGoodsByArticle(
  market: MarketGateway,
  kind: StallKind,
  articleNos: string[],
): Promise<Map<string, MarketGoods[]>> {
  const unique = [...new Set(articleNos.map((a) => a.trim().toUpperCase()))];
  const found = new Map<string, MarketGoods[]>();
  // An import names hundreds of 货号: a few questions at a time, not one socket each.
  let next = 0;
  const asker = async () => {
    while (next < unique.length) {
      const articleNo = unique[next++]!;
      const { items } = await market.search({ articleNo, kind, page: 1, pageSize: 100 });
      found.set(articleNo, items);
    }
  };
  await Promise.all(Array.from({ length: Math.min(MARKET_CONCURRENCY, unique.length) }, asker));
  return found;
}

/** Why a reported line cannot be placed, and which of its fields is at fault. */
export interface LineProblem {
  field: 'stall' | 'articleNo' | 'color' | 'size';
  reason: string;
  /** The market does not have it at all: staff can price it by hand (待核价). */
  unpriced: boolean;
}

/**
 * One reported line against the market: a stall name that fits several stalls, delisted goods or a
 * colour or size the goods do not come in are refused; a 货号 the market does not have at a stall named
 * like the one typed is unpriced; else the line is priced as the market asks today.
 */
export function resolveCollectLine(
  line: CollectLineInput,
  goodsByArticle: Map<string, MarketGoods[]>,
): PlacementLine | LineProblem {
  const candidates = (goodsByArticle.get(line.articleNo.trim().toUpperCase()) ?? []).filter((g) =>
    stallMatches(line.stall, g.stall),
  );
  const stalls = [...new Set(candidates.map((g) => g.stall))];
  if (stalls.length === 0)
    return {
      field: 'articleNo',
      reason: `市场未收录「${line.stall} ${line.articleNo}」，待核价`,
      unpriced: true,
    };
  if (stalls.length > 1)
    return {
      field: 'stall',
      reason: `「${line.stall}」对应多个档口（${stalls.slice(0, 3).join('、')}），请填写完整档口名`,
      unpriced: false,
    };
  const goods = candidates.find((g) => !g.delisted);
  if (!goods) return { field: 'articleNo', reason: '商品已下架或不存在', unpriced: false };
  if (!goods.colors.includes(line.color))
    return {
      field: 'color',
      reason: `该商品没有「${line.color}」这个颜色（有：${goods.colors.join('、')}）`,
      unpriced: false,
    };
  if (!goods.sizes.includes(line.size))
    return {
      field: 'size',
      reason: `该商品没有「${line.size}」这个尺码（有：${goods.sizes.join('、')}）`,
      unpriced: false,
    };
  return {
    goodsId: goods.goodsId,
    stall: goods.stall,
    articleNo: goods.articleNo,
    title: goods.title,
    color: line.color,
    size: line.size,
    qty: line.qty,
    priceFen: goods.priceFen,
    weightG: goods.weightG,
  };
}

export const isLineProblem = (r: PlacementLine | LineProblem): r is LineProblem => 'reason' in r;

/**
 * A reported order's lines against the market: any refused line fails it (the line's number named),
 * any unpriced one makes it 待核价, else its lines are placed at today's prices.
 */
export function resolveCollectLines(
  lines: CollectLineInput[],
  goodsByArticle: Map<string, MarketGoods[]>,
): CollectOutcome {
  const refused: string[] = [];
  const unpriced: string[] = [];
  const placed: PlacementLine[] = [];
  lines.forEach((line, i) => {
    const result = resolveCollectLine(line, goodsByArticle);
    if (!isLineProblem(result)) placed.push(result);
    else (result.unpriced ? unpriced : refused).push(`第${i + 1}款：${result.reason}`);
  });
  if (refused.length) return { state: 'FAILED', reason: refused.join('；') };
  if (unpriced.length) return { state: 'PRICE_CHECK', reason: unpriced.join('；') };
  return { state: 'READY', lines: placed };
}
