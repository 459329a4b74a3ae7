import { describe, expect, it } from 'vitest';
import { closestOption } from './schemas/daifaFromShop.ts';

describe('closestOption (关联商品 preselects the market colour and size)', () => {
  it('takes the same name, then one containing the other, then the first offered', () => {
    expect(closestOption('黑色', ['白色', '黑色'])).toBe('黑色');
    expect(closestOption('雾霾蓝', ['白色', '蓝'])).toBe('蓝');
    expect(closestOption('XL', ['S', 'M'])).toBe('S');
  });

  it('an empty shop value matches nothing by containment; no offers give nothing', () => {
    expect(closestOption('', ['白色', '黑色'])).toBe('白色');
    expect(closestOption('M', [])).toBe('');
  });
});
