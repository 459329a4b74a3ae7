import { describe, expect, it } from 'vitest';
import type { DaifaGoods } from '@oms/api-client';
import { lineHints } from './lineHints.ts';

const goods = (stall: string, colors: string[], sizes: string[], articleNo = 'K4551'): DaifaGoods => ({
  goodsId: `G-${stall}`,
  articleNo,
  stallId: stall,
  stall,
  title: '针织开衫',
  colors,
  sizes,
  priceFen: 6100,
  weightG: 300,
  lackRate30d: 0,
});
const market = [
  goods('国投女装 1楼B191', ['黑色', '米白色'], ['S', 'M']),
  goods('十三行 2楼A2', ['红色'], ['L']),
  goods('国投女装 1楼B191', ['蓝色'], ['XL'], 'K9999'),
];

describe('手动报单 line hints', () => {
  it('offers the stalls of the 货号 typed (any case), their colours and sizes together', () => {
    expect(lineHints(market, { stall: '', articleNo: 'k4551' })).toEqual({
      stalls: ['国投女装 1楼B191', '十三行 2楼A2'],
      colors: ['黑色', '米白色', '红色'],
      sizes: ['S', 'M', 'L'],
      match: null,
    });
  });

  it('a stall typed as part of its name narrows to that goods, with its price', () => {
    const hints = lineHints(market, { stall: '1楼 b191', articleNo: 'K4551' });
    expect(hints.match?.goodsId).toBe('G-国投女装 1楼B191');
    expect(hints).toMatchObject({ colors: ['黑色', '米白色'], sizes: ['S', 'M'] });
  });

  it('nothing is offered for a 货号 the market does not have (it will be 待核价)', () => {
    expect(lineHints(market, { stall: '1楼B191', articleNo: 'ZZ-404' })).toEqual({
      stalls: [],
      colors: [],
      sizes: [],
      match: null,
    });
  });
});
