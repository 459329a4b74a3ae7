import { GOODS_ASSOCIATION_TABS } from '@oms/api-client';
import { listUrlCodec, urlField } from '../../../list/urlState.ts';

/** 商品关联's state in the URL: `?tab=LINKED&q=K4551&page=2`. */
export const goodsAssociationUrl = listUrlCodec(
  {
    tab: urlField.oneOf(GOODS_ASSOCIATION_TABS, 'UNLINKED'),
    q: urlField.text(40),
    page: urlField.int(1, 1, 10_000),
  },
  { paging: ['page'] },
);
