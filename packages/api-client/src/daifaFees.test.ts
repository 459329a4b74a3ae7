import { describe, expect, it } from 'vitest';
import {
  chargedKg,
  extrasOffered,
  extrasText,
  freightFen,
  lineServiceFees,
  parcelWeightG,
  GARMENT_G,
  PAIR_G,
} from './daifaFees.ts';

describe('代发费', () => {
  it('e3e3: ¥2.00 for the first item, ¥1.00 for each further one, across lines', () => {
    expect(lineServiceFees('e3e3', [1])).toEqual([200]);
    expect(lineServiceFees('e3e3', [3, 2])).toEqual([400, 200]);
  });
  it('go2: ¥3.00 a pair', () => {
    expect(lineServiceFees('go2', [2, 1])).toEqual([600, 300]);
  });
});

describe('freight', () => {
  const guangdong = { firstKgFen: 300, extraKgFen: 100 };
  const xinjiang = { firstKgFen: 1500, extraKgFen: 1000 };
  it('weighs 300 g a garment, 900 g a pair, plus 50 g, charged by whole kg rounded up', () => {
    expect(parcelWeightG([{ qty: 3, weightG: GARMENT_G }])).toBe(950);
    expect(chargedKg(950)).toBe(1);
    expect(chargedKg(1001)).toBe(2);
    expect(parcelWeightG([{ qty: 2, weightG: PAIR_G }])).toBe(1850);
  });
  it('中通 广州→广东 ¥3.00 + ¥1.00/kg, →新疆 ¥15.00 + ¥10.00/kg', () => {
    expect(freightFen(guangdong, 950)).toBe(300);
    expect(freightFen(guangdong, 1850)).toBe(400);
    expect(freightFen(xinjiang, 2500)).toBe(3500);
  });
});

describe('增值服务', () => {
  it('go2 offers 鞋盒, the clothing brands 质检', () => {
    expect(extrasOffered('go2')).toEqual({ shoeBox: true, qc: false });
    expect(extrasOffered('e3hw')).toEqual({ shoeBox: false, qc: true });
  });
  it('加固鞋盒 adds ¥1.00 a pair to its line, 精细质检 ¥0.50 a piece; the defaults cost nothing', () => {
    expect(lineServiceFees('go2', [2, 1], { shoeBox: 'REINFORCED' })).toEqual([800, 400]);
    expect(lineServiceFees('go2', [2], { shoeBox: 'NONE' })).toEqual([600]);
    expect(lineServiceFees('e3e3', [3, 2], { qc: 'FINE' })).toEqual([550, 300]);
    expect(lineServiceFees('e3e3', [1], { qc: 'STANDARD' })).toEqual([200]);
  });
  it('不要鞋盒 takes 300 g off a pair, 加固鞋盒 adds 150 g', () => {
    expect(parcelWeightG([{ qty: 2, weightG: PAIR_G }], { shoeBox: 'NONE' })).toBe(1250);
    expect(parcelWeightG([{ qty: 2, weightG: PAIR_G }], { shoeBox: 'REINFORCED' })).toBe(2150);
  });
  it('says only what is not the default', () => {
    expect(extrasText({ shoeBox: 'ORIGINAL' })).toBe('');
    expect(extrasText({ shoeBox: 'REINFORCED' })).toBe('加固鞋盒');
    expect(extrasText({ qc: 'FINE' })).toBe('精细质检');
  });
});
