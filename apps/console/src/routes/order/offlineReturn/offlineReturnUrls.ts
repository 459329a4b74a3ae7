import type { OfflineReturnPageRequest, OfflineReturnRow } from '@oms/api-client';
import { listUrlCodec, urlField } from '../../../list/urlState.ts';
import { dateUrlFields, daysOf } from '../offlineShared/offlineDates.ts';

export const RETURN_TABS = [
  'ALL',
  'WAITING_ASSIGNED',
  'WAIT_FACTORY',
  'FACTORY_REFUSE',
  'FACTORY_RETURNED',
  'STOP_RETURNED',
] as const;
export const RETURN_PAGE_SIZE = 20;

/** 线下退货单 in the URL: `?state=WAIT_FACTORY&q=…&range=last7&page=2`; `order` opens 登记退货 from a 拿货单. */
export const offlineReturnUrl = listUrlCodec(
  {
    state: urlField.oneOf(RETURN_TABS, 'ALL'),
    q: urlField.text(50),
    ...dateUrlFields,
    page: urlField.int(1, 1, 10_000),
    order: urlField.text(20),
  },
  { paging: ['page'] },
);
export type OfflineReturnUrlState = ReturnType<typeof offlineReturnUrl.parse>;

export function returnPageRequestOf(state: OfflineReturnUrlState, now?: Date): OfflineReturnPageRequest {
  return {
    ...(state.state === 'ALL' ? {} : { state: state.state as OfflineReturnRow['state'] }),
    ...(state.q ? { keyword: state.q } : {}),
    ...daysOf(state, now),
    pageNum: state.page,
    pageSize: RETURN_PAGE_SIZE,
  };
}
