import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../helpers/dates.ts';
import { resolveDateRange, type DateRangeValue } from './resolveDateRange.ts';

// Thursday 9 January 2025, 08:05 in Beijing (the tests run in Los Angeles).
const now = new Date('2025-01-09T08:05:03+08:00');

function shown(value: DateRangeValue, at: Date = now): string | null {
  const range = resolveDateRange(value, at);
  return range && `${formatDateTime(range.from)} ~ ${formatDateTime(range.to)}`;
}

describe('resolveDateRange', () => {
  it('resolves each preset to whole days of Beijing', () => {
    expect(shown({ preset: 'today' })).toBe('2025-01-09 00:00:00 ~ 2025-01-09 23:59:59');
    expect(shown({ preset: 'yesterday' })).toBe('2025-01-08 00:00:00 ~ 2025-01-08 23:59:59');
    expect(shown({ preset: 'last7' })).toBe('2025-01-03 00:00:00 ~ 2025-01-09 23:59:59');
    expect(shown({ preset: 'last30' })).toBe('2024-12-11 00:00:00 ~ 2025-01-09 23:59:59');
    expect(shown({ preset: 'thisMonth' })).toBe('2025-01-01 00:00:00 ~ 2025-01-09 23:59:59');
  });

  it('crosses month and year ends: 昨天 on the 1st, 本月 on the 1st', () => {
    const newYear = new Date('2025-01-01T00:00:01+08:00');
    expect(shown({ preset: 'yesterday' }, newYear)).toBe('2024-12-31 00:00:00 ~ 2024-12-31 23:59:59');
    expect(shown({ preset: 'thisMonth' }, newYear)).toBe('2025-01-01 00:00:00 ~ 2025-01-01 23:59:59');
  });

  it('ends on the last millisecond of the last day', () => {
    expect(resolveDateRange({ preset: 'today' }, now)?.to).toEqual(new Date('2025-01-09T23:59:59.999+08:00'));
  });

  it('takes a custom range of days inclusive, either way round', () => {
    expect(shown({ from: '2024-12-30', to: '2025-01-02' })).toBe('2024-12-30 00:00:00 ~ 2025-01-02 23:59:59');
    expect(shown({ from: '2025-01-02', to: '2024-12-30' })).toBe('2024-12-30 00:00:00 ~ 2025-01-02 23:59:59');
    expect(shown({ from: '2025-01-05', to: '2025-01-05' })).toBe('2025-01-05 00:00:00 ~ 2025-01-05 23:59:59');
  });

  it('lets a preset win over custom days', () => {
    expect(shown({ preset: 'today', from: '2024-01-01', to: '2024-01-31' })).toBe(
      '2025-01-09 00:00:00 ~ 2025-01-09 23:59:59',
    );
  });

  it('gives null for no filter, a half range, unreal days and unknown presets', () => {
    expect(resolveDateRange({}, now)).toBeNull();
    expect(resolveDateRange({ from: '2025-01-01' }, now)).toBeNull();
    expect(resolveDateRange({ from: '2025-02-30', to: '2025-03-01' }, now)).toBeNull();
    expect(resolveDateRange({ from: '2025/01/01', to: '2025-01-02' }, now)).toBeNull();
    expect(resolveDateRange({ preset: 'lastYear' as never }, now)).toBeNull();
  });
});
