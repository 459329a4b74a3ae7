import { ABNORMAL_KINDS, type AbnormalPageRequest } from '@oms/api-client';
import { listUrlCodec, urlField } from '../../../list/urlState.ts';

/** 异常订单's state in the URL: `?kind=PRICE_RAISED&page=2`. */
export const abnormalUrl = listUrlCodec(
  {
    kind: urlField.oneOf(ABNORMAL_KINDS as unknown as readonly [string, ...string[]], 'LACK'),
    page: urlField.int(1, 1, 10_000),
  },
  { paging: ['page'] },
);

export const ABNORMAL_PAGE_SIZE = 20;

/** The page request the URL stands for. */
export function abnormalRequestOf(state: ReturnType<typeof abnormalUrl.parse>): AbnormalPageRequest {
  return {
    kind: state.kind as AbnormalPageRequest['kind'],
    pageNum: state.page,
    pageSize: ABNORMAL_PAGE_SIZE,
  };
}
