import type { OfflineOrderPageRequest, OfflineOrderState } from '@oms/api-client';
import { listUrlCodec, urlField } from '../../../list/urlState.ts';
import { dateUrlFields, daysOf } from '../offlineShared/offlineDates.ts';

export const OFFLINE_LIST_TABS = [
  'ALL',
  'DRAFT',
  'WAITING_TAKING',
  'TAKING',
  'TOOK',
  'DELIVERED',
  'CANCELED',
] as const;
export const OFFLINE_PAGE_SIZE = 20;

/** 线下拿货单 in the URL: `?status=TAKING&q=A2088&range=last7&page=2`. */
export const offlineListUrl = listUrlCodec(
  {
    status: urlField.oneOf(OFFLINE_LIST_TABS, 'ALL'),
    q: urlField.text(50),
    ...dateUrlFields,
    page: urlField.int(1, 1, 10_000),
  },
  { paging: ['page'] },
);
export type OfflineListUrlState = ReturnType<typeof offlineListUrl.parse>;

export function offlinePageRequestOf(state: OfflineListUrlState, now?: Date): OfflineOrderPageRequest {
  return {
    ...(state.status === 'ALL' ? {} : { status: state.status as OfflineOrderState }),
    ...(state.q ? { keyword: state.q } : {}),
    ...daysOf(state, now),
    pageNum: state.page,
    pageSize: OFFLINE_PAGE_SIZE,
  };
}
