import { describe, expect, it } from 'vitest';
import { resolveCollectLines } from './collectGoods.ts';
import type { MarketGoods } from '../gateways/marketGateway.ts';

const goods = (stall: string, over: Partial<MarketGoods> = {}): MarketGoods => ({
  goodsId: `G-${stall}`,
  articleNo: 'K4551',
  stallId: stall,
  stall,
  kind: 'CLOTHING',
  title: '针织开衫',
  colors: ['黑色', '米白色'],
  sizes: ['S', 'M'],
  priceFen: 6100,
  weightG: 300,
  lackRate30d: 0,
  delisted: false,
  ...over,
});
const market = (...items: MarketGoods[]) => new Map([['K4551', items]]);
const line = (stall: string, over = {}) => ({
  stall,
  articleNo: 'k4551',
  color: '黑色',
  size: 'M',
  qty: 2,
  ...over,
});

describe('手动报单 lines against the market', () => {
  it('matches the stall as typed (part of its name, spaces and case aside) and prices it as the market asks', () => {
    const outcome = resolveCollectLines(
      [line('1楼 b191')],
      market(goods('国投女装 1楼B191'), goods('十三行 2楼A2')),
    );
    expect(outcome).toEqual({
      state: 'READY',
      lines: [
        expect.objectContaining({ goodsId: 'G-国投女装 1楼B191', priceFen: 6100, qty: 2, color: '黑色' }),
      ],
    });
  });

  it('an unknown 货号 or stall waits as 待核价; a refusal elsewhere in the order wins over it', () => {
    expect(resolveCollectLines([line('新档口')], market(goods('国投女装 1楼B191')))).toEqual({
      state: 'PRICE_CHECK',
      reason: '第1款：市场未收录「新档口 k4551」，待核价',
    });
    const both = resolveCollectLines(
      [line('新档口'), line('B191', { size: 'XXL' })],
      market(goods('国投女装 1楼B191')),
    );
    expect(both).toEqual({ state: 'FAILED', reason: '第2款：该商品没有「XXL」这个尺码（有：S、M）' });
  });

  it('refuses a stall name fitting several stalls, delisted goods and a colour it lacks', () => {
    const two = market(goods('国投女装 1楼B191'), goods('国投女装 2楼B191'));
    expect(resolveCollectLines([line('B191')], two)).toMatchObject({
      state: 'FAILED',
      reason: expect.stringContaining('对应多个档口'),
    });
    expect(resolveCollectLines([line('B191')], market(goods('1楼B191', { delisted: true })))).toEqual({
      state: 'FAILED',
      reason: '第1款：商品已下架或不存在',
    });
    expect(resolveCollectLines([line('B191', { color: '红色' })], market(goods('1楼B191')))).toEqual({
      state: 'FAILED',
      reason: '第1款：该商品没有「红色」这个颜色（有：黑色、米白色）',
    });
  });
});
