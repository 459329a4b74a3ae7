import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatDate, formatDateTime, formatMonthDay, formatTime, formatYearMonthDay } from './dates.ts';

// Beijing instants: the console shows Beijing time whatever the browser's zone (the tests run in Los Angeles).
const moment = new Date('2025-01-09T08:05:03+08:00');

describe('date formats (spec §9)', () => {
  it('formats date-time, date, time, year-month-day and month-day', () => {
    expect(formatDateTime(moment)).toBe('2025-01-09 08:05:03');
    expect(formatDate(moment)).toBe('2025-01-09');
    expect(formatTime(moment)).toBe('08:05:03');
    expect(formatYearMonthDay(moment)).toBe('2025年01月09日');
    expect(formatMonthDay(moment)).toBe('01-09');
  });

  it('accepts timestamps, strings and dayjs values', () => {
    expect(formatDate(moment.getTime())).toBe('2025-01-09');
    expect(formatDate('2025-01-09 23:59:59')).toBe('2025-01-09');
    expect(formatDateTime(dayjs(moment))).toBe('2025-01-09 08:05:03');
  });

  it('gives an empty string for empty or invalid input', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
