import { describe, expect, it } from 'vitest';
import { finishPrice, priceTextToFen, sanitizePrice } from './price.ts';

describe('sanitizePrice (spec §5: digits, at most 2 decimals)', () => {
  it.each([
    ['12', '12'],
    ['12.3', '12.3'],
    ['12.34', '12.34'],
    ['12.345', '12.34'],
    ['1a2b.3c', '12.3'],
    ['-5', '5'],
    ['1.2.3', '1.23'],
    ['.5', '0.5'],
    ['007', '7'],
    ['0.05', '0.05'],
    ['00.1', '0.1'],
    ['12.', '12.'],
    ['¥ 1,299.999', '1299.99'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(sanitizePrice(input)).toBe(expected);
  });

  it('drops a trailing dot when the input is finished', () => {
    expect(finishPrice('12.')).toBe('12');
    expect(finishPrice('12.5')).toBe('12.5');
  });
});

describe('priceTextToFen (text to whole fen, no floating point)', () => {
  it('reads what a PriceInput holds', () => {
    expect(priceTextToFen('12.3')).toBe(1230);
    expect(priceTextToFen('0.07')).toBe(7);
    expect(priceTextToFen('19.99')).toBe(1999);
    expect(priceTextToFen('50000')).toBe(5_000_000);
    expect(priceTextToFen('1.')).toBe(100);
  });
  it('is null for anything that is not a price', () => {
    for (const bad of ['', '.', '-1', '1e3', '1.234', 'abc', '1,000']) expect(priceTextToFen(bad)).toBeNull();
  });
});
