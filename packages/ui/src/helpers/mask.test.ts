import { describe, expect, it } from 'vitest';
import { maskName, maskPhone } from './mask.ts';

describe('maskName (spec §5)', () => {
  it('shows the first character and a star for a 2-character name', () => {
    expect(maskName('张三')).toBe('张*');
  });
  it('stars the middle of longer names', () => {
    expect(maskName('张三丰')).toBe('张*丰');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('Alice')).toBe('A***e');
  });
  it('counts characters outside the BMP as one', () => {
    expect(maskName('𠮷野家')).toBe('𠮷*家');
  });
  it('leaves a single character and empty values alone', () => {
    expect(maskName('王')).toBe('王');
    expect(maskName('')).toBe('');
    expect(maskName(null)).toBe('');
  });
});

describe('maskPhone (spec §5)', () => {
  it('shows the first 3 and last 4 digits with stars between', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(' 13812345678 ')).toBe('138****5678');
    expect(maskPhone('057188886666')).toBe('057*****6666');
  });
  it('leaves numbers without a middle alone', () => {
    expect(maskPhone('1234567')).toBe('1234567');
    expect(maskPhone(undefined)).toBe('');
  });
});
