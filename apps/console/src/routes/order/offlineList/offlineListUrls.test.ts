import { describe, expect, it } from 'vitest';
import { offlineListUrl, offlinePageRequestOf } from './offlineListUrls.ts';

describe('线下拿货单 in the URL', () => {
  it('a tab, a search and 近7天 become the page request, in whole days', () => {
    const state = offlineListUrl.parse(new URLSearchParams('status=TAKING&q=A2088&range=last7&page=2'));
    expect(offlinePageRequestOf(state, new Date('2026-11-26T15:00:00+08:00'))).toEqual({
      status: 'TAKING',
      keyword: 'A2088',
      dateFrom: '2026-11-20',
      dateTo: '2026-11-26',
      pageNum: 2,
      pageSize: 20,
    });
  });

  it('anything unknown falls back to 全部, no dates, page 1', () => {
    const state = offlineListUrl.parse(new URLSearchParams('status=NOPE&range=ever&page=-3'));
    expect(offlinePageRequestOf(state)).toEqual({ pageNum: 1, pageSize: 20 });
  });
});
