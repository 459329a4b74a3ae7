import { Rng, mixSeed } from '@oms/standin-kit';
import {
  CLOTHING_KINDS,
  CLOTHING_MARKETS,
  CLOTHING_SIZES,
  FIT_WORDS,
  SHOE_KINDS,
  SHOE_MARKETS,
  STYLE_WORDS,
} from './words.ts';

export type StallKind = 'CLOTHING' | 'SHOES';

export interface Stall {
  stallId: string;
  /** As the market writes it: "国投女装 3楼A316". */
  name: string;
  market: string;
  floor: number;
  room: string;
  kind: StallKind;
}

/** One listing of a stall, as generated (its current price comes from `Market.priceAt`). */
export interface MarketGoods {
  goodsId: string;
  articleNo: string;
  stallId: string;
  stall: string;
  /** Goods of one style at different stalls share it: "same style" is this. */
  styleId: string;
  title: string;
  colors: readonly string[];
  sizes: readonly string[];
  basePriceFen: number;
  weightG: number;
  /** Share of the last 30 days' picks the stall could not fill, 0–0.35. */
  lackRate30d: number;
  delisted: boolean;
  /** Some goods get dearer after a while: from the market epoch plus `afterMs`, by `byFen`. */
  raise: { afterMs: number; byFen: number } | null;
}

export interface Catalogue {
  stalls: readonly Stall[];
  goods: readonly MarketGoods[];
}

const STALLS = 60;
const SHOE_STALLS = 10;
const GOODS_PER_STALL = 10;
const CATALOGUE_STREAM = 7;

function stallsOf(rng: Rng): Stall[] {
  const taken = new Set<string>();
  return Array.from({ length: STALLS }, (_, i) => {
    const kind: StallKind = i < STALLS - SHOE_STALLS ? 'CLOTHING' : 'SHOES';
    for (;;) {
      const market = rng.pick(kind === 'SHOES' ? SHOE_MARKETS : CLOTHING_MARKETS);
      const floor = rng.int(1, 6);
      const room = `${rng.pick(['A', 'B', 'C', 'D', 'E'])}${floor}${rng.digits(2)}`;
      const name = `${market} ${floor}楼${room}`;
      if (taken.has(name)) continue;
      taken.add(name);
      return { stallId: `S${String(i + 1).padStart(3, '0')}`, name, market, floor, room, kind };
    }
  });
}

/** k stalls with the most room left (ties at random), so every style spans different stalls to the end. */
function roomiest(rng: Rng, room: Map<Stall, number>, k: number): Stall[] {
  return [...room.entries()]
    .filter(([, left]) => left > 0)
    .map(([stall, left]) => ({ stall, key: left + rng.next() }))
    .sort((a, b) => b.key - a.key)
    .slice(0, k)
    .map((e) => e.stall);
}

function sizesOf(rng: Rng, shoeSizes: readonly [number, number] | undefined): string[] {
  if (shoeSizes)
    return Array.from({ length: shoeSizes[1] - shoeSizes[0] + 1 }, (_, i) => String(shoeSizes[0] + i));
  const start = rng.int(0, 1);
  return CLOTHING_SIZES.slice(start, start + rng.int(4, 7 - start));
}

function stylesOf(rng: Rng, stalls: Stall[], kind: StallKind, goods: MarketGoods[]): void {
  const room = new Map<Stall, number>(stalls.filter((s) => s.kind === kind).map((s) => [s, GOODS_PER_STALL]));
  const kinds = kind === 'SHOES' ? SHOE_KINDS : CLOTHING_KINDS;
  let left = room.size * GOODS_PER_STALL;
  while (left > 0) {
    let k = Math.min(rng.int(2, 5), left);
    // Never leave a single listing over: it would have no same-style goods anywhere.
    if (left - k === 1) k = k > 2 ? k - 1 : k + 1;
    const members = roomiest(rng, room, k);
    const kindRow = rng.pick(kinds);
    const styleId = `Y${String(goods.length + 1).padStart(4, '0')}`;
    const title = `${kindRow.season}新款${rng.pick(STYLE_WORDS)}${kind === 'SHOES' ? '' : rng.pick(FIT_WORDS)}${kindRow.name}`;
    const colours = kindRow.colours.filter(() => rng.chance(0.7));
    const colors = colours.length ? colours : [kindRow.colours[0]!];
    const sizes = sizesOf(rng, kindRow.shoeSizes);
    const baseYuan = rng.int(kindRow.price[0], kindRow.price[1]);
    const originNo = `${rng.pick(['A', 'K', 'M', 'X', ''])}${rng.int(100, 9999)}`;
    for (const stall of members) {
      room.set(stall, room.get(stall)! - 1);
      const n = goods.length + 1;
      goods.push({
        goodsId: `G${100000 + n}`,
        // Stalls often copy a hit under its original 货号.
        articleNo: rng.chance(0.3)
          ? originNo
          : `${rng.pick(['A', 'B', 'K', 'M', 'X', ''])}${rng.int(100, 9999)}`,
        stallId: stall.stallId,
        stall: stall.name,
        styleId,
        title,
        colors,
        sizes,
        basePriceFen: Math.max(10, Math.round(baseYuan * (0.85 + rng.next() * 0.3))) * 100,
        weightG: kind === 'SHOES' ? 900 : 300,
        lackRate30d: Math.round(rng.next() ** 2 * 350) / 1000,
        delisted: rng.chance(0.03),
        raise: rng.chance(0.05) ? { afterMs: rng.int(0, 72) * 3600_000, byFen: rng.int(3, 15) * 100 } : null,
      });
    }
    left -= members.length;
  }
}

/** The whole market for a seed: the same 60 stalls and 600 goods every time. */
export function catalogueOf(seed: number): Catalogue {
  const rng = new Rng(mixSeed(seed, CATALOGUE_STREAM));
  const stalls = stallsOf(rng);
  const goods: MarketGoods[] = [];
  stylesOf(rng, stalls, 'CLOTHING', goods);
  stylesOf(rng, stalls, 'SHOES', goods);
  return { stalls, goods };
}
