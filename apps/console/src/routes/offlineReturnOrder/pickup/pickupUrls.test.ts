import { describe, expect, it } from 'vitest';
import { pickupRequestOf, pickupUrl } from './pickupUrls.ts';

describe('拿货任务指派 URL state', () => {
  it('reads a shared link into the request the board sends', () => {
    const state = pickupUrl.parse(
      new URLSearchParams('day=2026-11-29&tab=TAKING&q=A316&picker=12&stuck=1&page=3'),
    );
    expect(pickupRequestOf(state)).toEqual({
      day: '2026-11-29',
      tab: 'TAKING',
      keyword: 'A316',
      pickerId: 12,
      stuck: true,
      pageNum: 3,
      pageSize: 50,
    });
  });

  it('drops what it cannot read: a bad day, an unknown tab', () => {
    const state = pickupUrl.parse(new URLSearchParams('day=29/11&tab=NOPE'));
    expect(pickupRequestOf(state)).toEqual({ tab: 'ALL', pageNum: 1, pageSize: 50 });
  });

  it('a new filter starts again at page 1', () => {
    const state = pickupUrl.apply(pickupUrl.parse(new URLSearchParams('page=4')), { q: 'K1' });
    expect(state.page).toBe(1);
  });
});
