import { describe, expect, it } from 'vitest';
import { prefixRange } from './daifaOrderPage.ts';

/** Byte order of UTF-8, which is text_pattern_ops' order. */
const byteCompare = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const inRange = (value: string, [from, below]: [string, string]) =>
  byteCompare(value, from) >= 0 && byteCompare(value, below) < 0;

describe('prefixRange (货号 / 档口 prefix search as an index range)', () => {
  it('holds every string starting with the prefix and none other', () => {
    const range = prefixRange('K10');
    expect(range).toEqual(['K10', 'K11']);
    for (const hit of ['K10', 'K1000', 'K10-黑', 'K10\u{10FFFF}']) expect(inRange(hit, range)).toBe(true);
    for (const miss of ['K1', 'K11', 'K0999', 'k10', 'K2']) expect(inRange(miss, range)).toBe(false);
  });

  it('steps a Chinese stall name by its last character', () => {
    const range = prefixRange('国投女装 3楼');
    expect(inRange('国投女装 3楼B102', range)).toBe(true);
    expect(inRange('国投女装 4楼B102', range)).toBe(false);
    expect(inRange('国投女装 3', range)).toBe(false);
  });

  it('steps over the surrogate gap and past the highest code point', () => {
    expect(prefixRange('A\u{D7FF}')[1]).toBe('A\u{E000}');
    expect(inRange('A\u{D7FF}x', prefixRange('A\u{D7FF}'))).toBe(true);
    expect(prefixRange('B\u{10FFFF}')).toEqual(['B\u{10FFFF}', 'C']);
    expect(inRange('B\u{10FFFF}1', prefixRange('B\u{10FFFF}'))).toBe(true);
  });
});
