import { describe, expect, it } from 'vitest';
import { messageTime } from './messageTime.ts';

describe('messageTime (Shanghai)', () => {
  // 2026-12-01 10:00 in Shanghai
  const now = Date.parse('2026-12-01T02:00:00Z');
  it('reads recent, today, this year and older', () => {
    expect(messageTime('2026-12-01T01:59:30Z', now)).toBe('刚刚');
    expect(messageTime('2026-12-01T01:35:00Z', now)).toBe('25分钟前');
    // 00:05 Shanghai is today, 23:55 the night before is not
    expect(messageTime('2026-11-30T16:05:00Z', now)).toBe('今天 00:05');
    expect(messageTime('2026-11-30T15:55:00Z', now)).toBe('11-30 23:55');
    expect(messageTime('2025-12-31T15:00:00Z', now)).toBe('2025-12-31');
  });
});
