import { describe, expect, it } from 'vitest';
import { orderProgress } from './orderSteps.ts';

const at = (type: string, minute: number) => ({
  type,
  at: `2026-11-25T10:${String(minute).padStart(2, '0')}:00Z`,
});

describe('orderProgress', () => {
  it('is at 已付款 once paid, with the times of the steps reached', () => {
    const p = orderProgress([at('PLACED', 1), at('PAID', 2), at('SUBMITTED', 3)]);
    expect(p.current).toBe(1);
    expect(p.reachedAt.slice(0, 3)).toEqual(['2026-11-25T10:01:00Z', '2026-11-25T10:02:00Z', null]);
  });

  it('a later step counts even when an earlier event is missing', () => {
    expect(orderProgress([at('PLACED', 1), at('PAID', 2), at('PICKED_UP', 9)]).current).toBe(5);
    expect(orderProgress([at('SIGNED', 9)]).current).toBe(6);
  });

  it('nothing on the timeline: before the first step', () => {
    expect(orderProgress([]).current).toBe(-1);
  });
});
