import { listUrlCodec, urlField } from '../../../list/urlState.ts';

/** 订单导入's state in the URL: `?id=12&errors=1&page=2` — one import's report, or none (upload). */
export const importUrl = listUrlCodec(
  {
    id: urlField.int(0, 0, Number.MAX_SAFE_INTEGER),
    errors: urlField.oneOf(['0', '1'] as const, '0'),
    page: urlField.int(1, 1, 10_000),
  },
  { paging: ['page'] },
);
