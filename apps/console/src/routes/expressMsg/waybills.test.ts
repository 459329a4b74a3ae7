import { describe, expect, it } from 'vitest';
import { waybillsOf } from './waybills.ts';

describe('物流查询: the numbers in what was pasted', () => {
  it('splits lines, commas and spaces, upper-cases and drops repeats', () => {
    expect(waybillsOf('YT7300000001\nyt7300000001, 75012345678901；SF1234567890  ')).toEqual([
      'YT7300000001',
      '75012345678901',
      'SF1234567890',
    ]);
    expect(waybillsOf('  \n ')).toEqual([]);
  });
});
