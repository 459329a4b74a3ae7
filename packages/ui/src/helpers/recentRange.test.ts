import { describe, expect, it } from 'vitest';
import { recentRange } from './recentRange.ts';
import { formatDateTime } from './dates.ts';

const now = new Date('2025-01-09T15:30:00+08:00');

describe('recentRange', () => {
  it('covers the last N calendar days including today', () => {
    const [start, end] = recentRange(7, now);
    expect(formatDateTime(start)).toBe('2025-01-03 00:00:00');
    expect(formatDateTime(end)).toBe('2025-01-09 23:59:59');
  });

  it('is just today for one day, and crosses month and year ends', () => {
    expect(recentRange(1, now).map(formatDateTime)).toEqual(['2025-01-09 00:00:00', '2025-01-09 23:59:59']);
    expect(formatDateTime(recentRange(30, now)[0])).toBe('2024-12-11 00:00:00');
  });

  // the suites' browser runs in Los Angeles, whose summer time ends on 1 November
  it('starts at Beijing midnight across the browser zone’s summer-time change', () => {
    const [start, end] = recentRange(30, new Date('2026-11-30T09:51:00+08:00'));
    expect(start.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-30T15:59:59.999Z');
  });

  it('rejects a day count that is not a whole number ≥ 1', () => {
    expect(() => recentRange(0, now)).toThrow(RangeError);
    expect(() => recentRange(1.5, now)).toThrow(RangeError);
  });
});
