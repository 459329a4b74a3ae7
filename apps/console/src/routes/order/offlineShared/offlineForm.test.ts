import { describe, expect, it } from 'vitest';
import { emptyLine, linesTotal, toLineInputs, toLineValues } from './offlineForm.ts';

describe('offline goods lines in the form', () => {
  it('sends prices as fen and trims what was typed; a blank 商品名称 is left out', () => {
    expect(
      toLineInputs([
        {
          ...emptyLine(),
          stall: ' 四季青 A2-315 ',
          articleNo: 'A2088 ',
          color: '黑',
          size: 'XL',
          qty: 2,
          price: '45.5',
        },
      ]),
    ).toEqual([
      { stall: '四季青 A2-315', articleNo: 'A2088', color: '黑', size: 'XL', qty: 2, priceFen: 4550 },
    ]);
  });

  it('reads lines back with the price as yuan text', () => {
    expect(
      toLineValues([{ stall: 'S', articleNo: 'A', color: 'c', size: 's', qty: 1, priceFen: 8900 }])[0],
    ).toMatchObject({
      price: '89.00',
      title: '',
    });
  });

  it('totals pieces and money, skipping unpriced lines', () => {
    expect(linesTotal([{ qty: 2, price: '10.50' }, { qty: 1, price: '' }, undefined])).toEqual({
      pieces: 3,
      fen: 2100,
    });
  });
});
