import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, defaultFor, type ExceptionLine } from './exceptionKinds.ts';

const HOUR = 3600_000;
const lack: ExceptionLine = {
  pickupState: 'E_LACK_TAKING',
  exceptionReason: null,
  detail: null,
  replenishNo: null,
};
const nextDay = (attempt: number): ExceptionLine => ({
  pickupState: 'E_NEXT_TAKING',
  exceptionReason: null,
  detail: { attempt },
  replenishNo: null,
});

describe('defaultFor under 订单履约策略', () => {
  it('缺货 waits the tenant’s days, then 退款', () => {
    expect(defaultFor(lack)).toEqual({ afterMs: 72 * HOUR, action: 'REFUND' });
    expect(defaultFor(lack, { ...DEFAULT_POLICY, lackWaitDays: 1 })).toEqual({
      afterMs: 24 * HOUR,
      action: 'REFUND',
    });
    expect(defaultFor(lack, { ...DEFAULT_POLICY, lackWaitDays: 5 })?.afterMs).toBe(120 * HOUR);
  });

  it('明天有 is waited for its tries, then 退款', () => {
    const once = { ...DEFAULT_POLICY, nextDayTries: 1 };
    expect(defaultFor(nextDay(1), once)?.action).toBe('REFUND');
    expect(defaultFor(nextDay(1))?.action).toBe('WAIT');
    expect(defaultFor(nextDay(2))?.action).toBe('WAIT');
    expect(defaultFor(nextDay(3))?.action).toBe('REFUND');
  });

  it('a 补款 asked has no default of its own (funds’ deadline decides)', () => {
    expect(defaultFor({ ...lack, replenishNo: 'BK1' })).toBeNull();
  });
});
