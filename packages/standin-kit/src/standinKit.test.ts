import { describe, expect, it } from 'vitest';
import { Rng, hashText, mixSeed, waybillNo } from './index.ts';

describe('standin-kit', () => {
  it('a seed gives the same draws every time, another seed others', () => {
    const draws = (seed: number) => {
      const rng = new Rng(seed);
      return [rng.next(), rng.next(), rng.next()];
    };
    expect(draws(mixSeed(7, hashText('DF1')))).toEqual(draws(mixSeed(7, hashText('DF1'))));
    expect(draws(mixSeed(7, hashText('DF1')))).not.toEqual(draws(mixSeed(7, hashText('DF2'))));
  });

  it('a waybill number has its courier’s shape and is the same for the same order', () => {
    expect(waybillNo(1, 'ZTO', 'DF1')).toMatch(/^7\d{11}$/);
    expect(waybillNo(1, 'SF', 'DF1')).toMatch(/^SF\d{13}$/);
    expect(waybillNo(1, 'ZTO', 'DF1')).toBe(waybillNo(1, 'ZTO', 'DF1'));
    expect(waybillNo(1, 'ZTO', 'DF1')).not.toBe(waybillNo(1, 'ZTO', 'DF2'));
  });
});
