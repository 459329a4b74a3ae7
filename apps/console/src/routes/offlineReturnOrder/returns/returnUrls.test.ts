import { describe, expect, it } from 'vitest';
import { returnRequestOf, returnUrl } from './returnUrls.ts';

describe('退货登记指派 in the URL', () => {
  it('opens on 未指派 and reads a shared link back into the request', () => {
    expect(returnRequestOf(returnUrl.parse(new URLSearchParams('')))).toEqual({
      tab: 'WAITING_ASSIGNED',
      pageNum: 1,
      pageSize: 50,
    });
    expect(
      returnRequestOf(
        returnUrl.parse(new URLSearchParams('tab=FACTORY_REFUSE&q=A316&staff=12&unconfirmed=1&page=3')),
      ),
    ).toEqual({
      tab: 'FACTORY_REFUSE',
      keyword: 'A316',
      staffId: 12,
      unconfirmed: true,
      pageNum: 3,
      pageSize: 50,
    });
  });

  it('an unknown tab falls back to 未指派', () => {
    expect(returnUrl.parse(new URLSearchParams('tab=NOPE')).tab).toBe('WAITING_ASSIGNED');
  });
});
