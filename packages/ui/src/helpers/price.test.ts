import { describe, expect, it } from 'vitest';
import { finishPrice, sanitizePrice } from './price.ts';

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
