import { listUrlCodec, urlField } from '../../../list/urlState.ts';

/** 自定义商品's state in the URL: `?q=A8821&page=2`. */
export const customGoodsUrl = listUrlCodec(
  { q: urlField.text(40), page: urlField.int(1, 1, 10_000) },
  { paging: ['page'] },
);
