import { describe, expect, it } from 'vitest';
import { formatFen } from './money.ts';

describe('formatFen (fen → ¥ with two decimals)', () => {
  it.each<[number | bigint | string, string]>([
    [1230, '¥12.30'],
    [0, '¥0.00'],
    [-0, '¥0.00'],
    [5, '¥0.05'],
    [99, '¥0.99'],
    [100, '¥1.00'],
    [-100, '-¥1.00'],
    [-5, '-¥0.05'],
    [123456, '¥1,234.56'],
    [100000000, '¥1,000,000.00'],
    [-123456789, '-¥1,234,567.89'],
    [Number.MAX_SAFE_INTEGER, '¥90,071,992,547,409.91'],
    [12345678901234567890n, '¥123,456,789,012,345,678.90'],
    [-250n, '-¥2.50'],
    ['1230', '¥12.30'],
    [' -99999 ', '-¥999.99'],
    ['007', '¥0.07'],
  ])('%s → %s', (fen, expected) => {
    expect(formatFen(fen)).toBe(expected);
  });

  it.each<[number | string]>([[12.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 60], [''], ['12.30'], ['¥1'], ['1e3'], ['abc']])(
    'gives a blank for %s, which is not a whole number of fen',
    (fen) => {
      expect(formatFen(fen)).toBe('');
    },
  );
});
