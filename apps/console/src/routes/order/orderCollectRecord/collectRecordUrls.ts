import { listUrlCodec, urlField } from '../../../list/urlState.ts';

export const COLLECT_RECORD_TABS = ['ALL', 'DRAFT', 'PRICE_CHECK', 'FAILED', 'PLACED'] as const;

/** 报单记录's state in the URL: `?state=FAILED&q=K4551&page=2`. */
export const collectRecordUrl = listUrlCodec(
  {
    state: urlField.oneOf(COLLECT_RECORD_TABS, 'ALL'),
    q: urlField.text(40),
    page: urlField.int(1, 1, 10_000),
  },
  { paging: ['page'] },
);
