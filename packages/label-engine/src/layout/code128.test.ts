import { describe, expect, it } from 'vitest';
import { code128Bars, code128Problem, CODE128_PATTERNS, encodeCode128 } from './code128.ts';

describe('CODE128', () => {
  it('every pattern is 11 modules (stop 13) with 3 bars', () => {
    CODE128_PATTERNS.forEach((p, v) => {
      const sum = Array.from(p).reduce((n, c) => n + Number(c), 0);
      expect(sum).toBe(v === 106 ? 13 : 11);
    });
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
  });
  it('auto uses C for long digit runs and B for text', () => {
    expect(encodeCode128('123456').runs).toEqual([{ set: 'C', text: '123456' }]);
    expect(encodeCode128('SO240308000123').runs).toEqual([
      { set: 'B', text: 'SO' },
      { set: 'C', text: '240308000123' },
    ]);
    expect(encodeCode128('AB-12').runs).toEqual([{ set: 'B', text: 'AB-12' }]);
    expect(encodeCode128('12345').runs.map((r) => r.set)).toEqual(['B', 'C']);
  });
  it('computes the checksum (example from the standard: PJJ123C in B)', () => {
    // 104 + 1·48 + 2·42 + 3·42 + 4·17 + 5·18 + 6·19 + 7·35 = 879 → 879 mod 103 = 55
    expect(encodeCode128('PJJ123C', 'B').values.slice(-2)).toEqual([55, 106]);
  });
  it('forced subsets reject data they cannot carry, in Chinese', () => {
    expect(code128Problem('abc', 'A')).toContain('CODE128A 不支持字符「a」');
    expect(code128Problem('中文', 'B')).toContain('CODE128B 不支持字符「中」');
    expect(code128Problem('123', 'C')).toBe('CODE128C 需要偶数位数字');
    expect(code128Problem('12A4', 'C')).toBe('CODE128C 只能编码数字');
    expect(code128Problem('ABC', 'A')).toBeNull();
    expect(() => encodeCode128('abc', 'A')).toThrow();
  });
  it('subset A encodes control characters', () => {
    expect(encodeCode128('A\tB', 'A').values.slice(0, 4)).toEqual([103, 33, 73, 34]);
  });
  it('bars cover the whole symbol width', () => {
    const s = encodeCode128('NH0877', 'B');
    const bars = code128Bars(s);
    const last = bars[bars.length - 1]!;
    expect(last[0] + last[1]).toBe(s.modules);
  });
});
