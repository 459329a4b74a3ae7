import { ERP_GOODS_TABS } from '@oms/api-client';
import { listUrlCodec, urlField } from '../../../list/urlState.ts';

export const ERP_GOODS_PAGE_SIZE = 50;

/** 商品供应商 in the URL: `?tab=UNASSIGNED&q=KM2014&page=2`. */
export const erpGoodsUrl = listUrlCodec(
  { tab: urlField.oneOf(ERP_GOODS_TABS, 'ALL'), q: urlField.text(50), page: urlField.int(1, 1, 10_000) },
  { paging: ['page'] },
);
