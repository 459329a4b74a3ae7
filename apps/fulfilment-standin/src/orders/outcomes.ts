import type { Market } from '../market/market.ts';
import { Rng, hashText, mixSeed } from '@oms/standin-kit';
import type { ExchangeGoods, ForcedOutcome, LineResult, OrderLine, StopReason } from './model.ts';

/** The picker's answer for one pick of one line. */
export interface Outcome {
  result: LineResult;
  reason?: StopReason;
  /** Pieces taken by this pick (TOOK_PART). */
  partQty?: number;
  newPriceFen?: number;
  exchange?: ExchangeGoods;
}

/** Shares of the picks' answers (the wholesale market as we see it over a month). */
export const OUTCOME_SHARES = [
  ['TOOK', 0.85],
  ['E_LACK_TAKING', 0.05],
  ['E_NEXT_TAKING', 0.04],
  ['PRICE_RAISED', 0.02],
  ['E_CHANGE_TAKING', 0.01],
  ['STALL_CLOSED', 0.01],
  ['TOOK_PART', 0.02],
] as const;

export type OutcomeDraw = (typeof OUTCOME_SHARES)[number][0];

/** One draw from the shares, seeded by the order, the line and the pick, so reruns answer alike. */
export function drawKind(
  seed: number,
  orderNo: string,
  lineNo: number,
  attempt: number,
): { kind: OutcomeDraw; rng: Rng } {
  const rng = new Rng(mixSeed(seed, hashText(orderNo), lineNo, attempt, 23));
  let x = rng.next();
  for (const [kind, share] of OUTCOME_SHARES) {
    if (x < share) return { kind, rng };
    x -= share;
  }
  return { kind: 'TOOK', rng };
}

function exchangeFor(market: Market, line: OrderLine, atMs: number): ExchangeGoods | undefined {
  const other = market.sameStyle(line.goodsId, atMs)?.[0];
  if (!other) return undefined;
  return {
    goodsId: other.goodsId,
    articleNo: other.articleNo,
    stallId: other.stallId,
    stall: other.stall,
    title: other.title,
    color: other.colors.includes(line.color) ? line.color : other.colors[0]!,
    size: other.sizes.includes(line.size) ? line.size : other.sizes[0]!,
    priceFen: other.priceFen,
  };
}

export interface OutcomeInput {
  seed: number;
  market: Market;
  orderNo: string;
  line: OrderLine;
  /** When the picker answers, and when the order came in (the price the server saw). */
  atMs: number;
  submittedAt: number;
  forced?: ForcedOutcome;
}

/**
 * What the stall says. A forced outcome wins; a delisted goods is always DELISTED; a line priced
 * below what the market asked at submission is PRICE_RAISED; otherwise the seeded draw decides.
 */
export function outcomeOf(input: OutcomeInput): Outcome {
  const { market, line, atMs } = input;
  const goods = market.goods(line.goodsId);
  const remaining = line.qty - line.tookQty;
  const currentPrice = goods ? market.priceAt(goods, atMs) : line.priceFen;
  const raisedPrice = (rng: Rng) => Math.max(currentPrice, line.priceFen + rng.int(3, 20) * 100);
  const rng0 = new Rng(mixSeed(input.seed, hashText(input.orderNo), line.lineNo, line.attempt, 29));
  if (input.forced) {
    const f = input.forced;
    if (f.result === 'TOOK_PART')
      return { result: 'TOOK_PART', partQty: Math.max(1, Math.min(f.tookQty ?? 1, remaining - 1)) };
    if (f.result === 'E_CHANGE_TAKING') {
      const exchange = exchangeFor(market, line, atMs);
      return exchange ? { result: 'E_CHANGE_TAKING', exchange } : { result: 'E_LACK_TAKING' };
    }
    if (f.result === 'E_STOP_TAKING') {
      const reason = f.reason ?? 'STALL_CLOSED';
      return reason === 'PRICE_RAISED'
        ? { result: 'E_STOP_TAKING', reason, newPriceFen: raisedPrice(rng0) }
        : { result: 'E_STOP_TAKING', reason };
    }
    return { result: f.result };
  }
  if (goods?.delisted) return { result: 'E_STOP_TAKING', reason: 'DELISTED' };
  if (goods && line.priceFen < market.priceAt(goods, input.submittedAt))
    return { result: 'E_STOP_TAKING', reason: 'PRICE_RAISED', newPriceFen: raisedPrice(rng0) };
  const { kind, rng } = drawKind(input.seed, input.orderNo, line.lineNo, line.attempt);
  switch (kind) {
    case 'PRICE_RAISED':
      return { result: 'E_STOP_TAKING', reason: 'PRICE_RAISED', newPriceFen: raisedPrice(rng) };
    case 'STALL_CLOSED':
      return { result: 'E_STOP_TAKING', reason: 'STALL_CLOSED' };
    case 'TOOK_PART':
      // One piece cannot be taken in part: the stall simply has none.
      return remaining >= 2
        ? { result: 'TOOK_PART', partQty: rng.int(1, remaining - 1) }
        : { result: 'E_LACK_TAKING' };
    case 'E_CHANGE_TAKING': {
      const exchange = exchangeFor(market, line, atMs);
      return exchange ? { result: 'E_CHANGE_TAKING', exchange } : { result: 'E_LACK_TAKING' };
    }
    default:
      return { result: kind };
  }
}
