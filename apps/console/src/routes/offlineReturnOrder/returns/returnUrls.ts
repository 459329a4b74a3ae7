import { RETURN_TABS, type ReturnPageRequest } from '@oms/api-client';
import { listUrlCodec, urlField } from '../../../list/urlState.ts';

export const RETURN_PAGE_SIZE = 50;

/** 退货登记指派 in the URL: `?tab=WAIT_FACTORY&q=A316&staff=12&unconfirmed=1&page=2`. */
export const returnUrl = listUrlCodec(
  {
    tab: urlField.oneOf(RETURN_TABS, 'WAITING_ASSIGNED'),
    q: urlField.text(50),
    staff: urlField.int(0, 0, Number.MAX_SAFE_INTEGER),
    unconfirmed: urlField.oneOf(['0', '1'], '0'),
    page: urlField.int(1, 1, 10_000),
  },
  { paging: ['page'] },
);
export type ReturnUrlState = ReturnType<typeof returnUrl.parse>;

export function returnRequestOf(state: ReturnUrlState): ReturnPageRequest {
  return {
    tab: state.tab,
    ...(state.q ? { keyword: state.q } : {}),
    ...(state.staff ? { staffId: state.staff } : {}),
    ...(state.unconfirmed === '1' ? { unconfirmed: true } : {}),
    pageNum: state.page,
    pageSize: RETURN_PAGE_SIZE,
  };
}
