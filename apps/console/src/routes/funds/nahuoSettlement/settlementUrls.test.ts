import { describe, expect, it } from 'vitest';
import { readBillState, writeBillState } from './settlementUrls.ts';

describe('拿货结算账单 URL state', () => {
  it('reads what it wrote, defaults 待确认 and drops what is not a state', () => {
    const state = readBillState(
      new URLSearchParams('tab=WAIT_PAY&q=小鹿&mode=MONTHLY&from=2026-11-01&to=2026-11-30&page=3'),
    );
    expect(state).toEqual({
      tab: 'WAIT_PAY',
      keyword: '小鹿',
      settleMode: 'MONTHLY',
      dayFrom: '2026-11-01',
      dayTo: '2026-11-30',
      page: 3,
    });
    expect(readBillState(writeBillState(state))).toEqual(state);
    expect(readBillState(new URLSearchParams('tab=NOPE&mode=X&from=11-01&page=-2'))).toEqual({
      tab: 'WAIT_CONFIRM',
      keyword: '',
      settleMode: undefined,
      dayFrom: undefined,
      dayTo: undefined,
      page: 1,
    });
    expect(writeBillState(readBillState(new URLSearchParams())).toString()).toBe('');
  });
});
