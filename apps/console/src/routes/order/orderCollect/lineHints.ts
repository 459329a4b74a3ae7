import { stallMatches, type DaifaGoods } from '@oms/api-client';

export interface LineHints {
  /** Stalls selling this 货号, to pick from. */
  stalls: string[];
  colors: string[];
  sizes: string[];
  /** The one goods the typed 档口 and 货号 name (its price shown), or null. */
  match: DaifaGoods | null;
}

/**
 * What the market offers for a line being typed: the stalls with that 货号, and — once the typed stall
 * names one of them — its colours and sizes and today's price, so 提交 does not fail on a typo.
 */
export function lineHints(
  goods: readonly DaifaGoods[],
  line: { stall: string; articleNo: string },
): LineHints {
  const article = line.articleNo.trim().toUpperCase();
  const same = article ? goods.filter((g) => g.articleNo.toUpperCase() === article) : [];
  const atStall = same.filter((g) => stallMatches(line.stall, g.stall));
  const match = new Set(atStall.map((g) => g.stall)).size === 1 ? atStall[0]! : null;
  const pool = match ? [match] : same;
  return {
    stalls: [...new Set(same.map((g) => g.stall))],
    colors: [...new Set(pool.flatMap((g) => g.colors))],
    sizes: [...new Set(pool.flatMap((g) => g.sizes))],
    match,
  };
}
