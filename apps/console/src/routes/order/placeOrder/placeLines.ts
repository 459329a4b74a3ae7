import type { DaifaGoods } from '@oms/api-client';

/** One line of the form: a goods in a colour and size. */
export interface PlaceLine {
  key: string;
  goods: DaifaGoods;
  color: string;
  size: string;
  qty: number;
}

let next = 0;

export function lineFor(
  goods: DaifaGoods,
  pick: { color?: string | null; size?: string | null; qty?: number } = {},
): PlaceLine {
  next += 1;
  return {
    key: `line-${next}`,
    goods,
    color: pick.color && goods.colors.includes(pick.color) ? pick.color : (goods.colors[0] ?? ''),
    size: pick.size && goods.sizes.includes(pick.size) ? pick.size : (goods.sizes[0] ?? ''),
    qty: pick.qty ?? 1,
  };
}

/** Another stall's goods in the line: its colour and size kept where the other goods has them. */
export function swapGoods(line: PlaceLine, other: DaifaGoods): PlaceLine {
  return { ...lineFor(other, line), key: line.key };
}

export interface PriceChange {
  articleNo: string;
  color: string;
  size: string;
  fromFen: number;
  toFen: number;
}

/**
 * The form's lines at the prices 核价 found (its lines come back in the form's order), and the lines
 * whose price moved since the goods were added — the stall's price is the one charged.
 */
export function repriced(
  lines: PlaceLine[],
  quoted: { priceFen: number }[],
): { lines: PlaceLine[]; changes: PriceChange[] } {
  const changes: PriceChange[] = [];
  const next = lines.map((line, i) => {
    const toFen = quoted[i]?.priceFen ?? line.goods.priceFen;
    if (toFen === line.goods.priceFen) return line;
    changes.push({
      articleNo: line.goods.articleNo,
      color: line.color,
      size: line.size,
      fromFen: line.goods.priceFen,
      toFen,
    });
    return { ...line, goods: { ...line.goods, priceFen: toFen } };
  });
  return { lines: next, changes };
}
