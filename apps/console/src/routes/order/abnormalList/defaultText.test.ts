import { describe, expect, it } from 'vitest';
import { defaultText } from './defaultText.ts';

const now = Date.parse('2026-11-25T10:00:00Z');

describe('the default’s countdown', () => {
  it('days and hours, hours and minutes, minutes, then 即将', () => {
    expect(defaultText('2026-11-27T13:30:00Z', 'REFUND', now)).toBe('2天3小时后自动退款');
    expect(defaultText('2026-11-25T13:20:00Z', 'REJECT_EXCHANGE', now)).toBe('3小时20分钟后自动拒绝并退款');
    expect(defaultText('2026-11-25T10:45:30Z', 'WAIT', now)).toBe('45分钟后自动等待');
    expect(defaultText('2026-11-25T09:59:00Z', 'REFUND', now)).toBe('即将自动退款');
  });
  it('none: a dash', () => {
    expect(defaultText(null, null, now)).toBe('—');
  });
});
