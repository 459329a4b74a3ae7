import { describe, expect, it } from 'vitest';
import { parseBatchNumbers } from './parseBatchNumbers.ts';

describe('parseBatchNumbers', () => {
  it('splits on new lines, spaces, tabs and half- and full-width commas, 顿号 and semicolons', () => {
    const text = 'SF1\r\nSF2,SF3，SF4、SF5;SF6；SF7 SF8\tSF9\u3000SF10\n\n  ';
    expect(parseBatchNumbers(text).numbers).toEqual([
      'SF1',
      'SF2',
      'SF3',
      'SF4',
      'SF5',
      'SF6',
      'SF7',
      'SF8',
      'SF9',
      'SF10',
    ]);
  });

  it('keeps each number once, in first-pasted order, and reports the repeated ones once each', () => {
    expect(parseBatchNumbers('B\nA\nB\nB\nC\nA')).toEqual({
      numbers: ['B', 'A', 'C'],
      duplicates: ['B', 'A'],
      overLimit: false,
    });
  });

  it('flags more distinct numbers than the limit (1000 by default), counting after dedupe', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `SO${i}`).join('\n');
    expect(parseBatchNumbers(many(1000)).overLimit).toBe(false);
    expect(parseBatchNumbers(`${many(1000)}\nSO0`).overLimit).toBe(false);
    const over = parseBatchNumbers(many(1001));
    expect(over.overLimit).toBe(true);
    expect(over.numbers).toHaveLength(1001);
    expect(parseBatchNumbers('1 2 3', 2).overLimit).toBe(true);
  });

  it('gives nothing for blank text', () => {
    expect(parseBatchNumbers(' \n ，, ')).toEqual({ numbers: [], duplicates: [], overLimit: false });
  });
});
