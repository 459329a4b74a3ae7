import { describe, expect, it } from 'vitest';
import type { DaifaGoods } from '@oms/api-client';
import { lineFor, repriced } from './placeLines.ts';

const goods = (articleNo: string, priceFen: number): DaifaGoods =>
  ({
    goodsId: `g-${articleNo}`,
    articleNo,
    title: '衬衫',
    stall: '新金马 3F-318',
    stallId: 's1',
    colors: ['白色', '黑色'],
    sizes: ['M', 'L'],
    priceFen,
    weightG: 300,
    lackRate30d: 0,
  }) satisfies DaifaGoods;

describe('repriced', () => {
  it('names each line whose stall price moved and carries the new price into the line', () => {
    const lines = [lineFor(goods('A1', 5800), { color: '黑色', size: 'L' }), lineFor(goods('B2', 3000))];
    const { lines: next, changes } = repriced(lines, [{ priceFen: 6300 }, { priceFen: 3000 }]);
    expect(changes).toEqual([{ articleNo: 'A1', color: '黑色', size: 'L', fromFen: 5800, toFen: 6300 }]);
    expect(next.map((l) => l.goods.priceFen)).toEqual([6300, 3000]);
    expect(next[1]).toBe(lines[1]);
    expect(next[0]!.key).toBe(lines[0]!.key);
  });

  it('changes nothing when the prices hold', () => {
    const lines = [lineFor(goods('A1', 5800))];
    expect(repriced(lines, [{ priceFen: 5800 }])).toEqual({ lines, changes: [] });
  });
});
