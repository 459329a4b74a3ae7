import { AFTER_SALE_CHIPS, AFTER_SALE_TABS, type AfterSalePageRequest } from '@oms/api-client';
import {
  KEYSET_PAGING,
  keysetRequestOf,
  keysetUrlFields,
  listUrlCodec,
  urlField,
} from '../../../list/urlState.ts';

export const AFTER_SALE_LIST_PATH = '/afterSale/afterSaleList';
export const AFTER_SALE_DETAIL_PATH = '/afterSale/afterSaleListDetail';
export const afterSaleDetailHref = (asNo: string) => `${AFTER_SALE_DETAIL_PATH}?asNo=${asNo}`;

/** 售后订单's tabs, in the order the page shows them. */
export const AFTER_SALE_TAB_LABELS: Record<(typeof AFTER_SALE_TABS)[number], string> = {
  ALL: '全部',
  REFUNDING: '退款中',
  GOODS_RETURNING: '退货中',
  PROBLEM: '问题件',
  COMPLETE: '已完成',
  REFUSE: '已拒绝',
  CLOSE: '已关闭',
};

/** 售后订单 in the URL: `?tab=GOODS_RETURNING&chip=NO_WAYBILL&q=DF26…&size=50` plus the cursor steps. */
export const afterSaleUrl = listUrlCodec(
  {
    tab: urlField.oneOf(AFTER_SALE_TABS, 'ALL'),
    chip: urlField.oneOf(['', ...AFTER_SALE_CHIPS], ''),
    q: urlField.text(64),
    ...keysetUrlFields,
  },
  { paging: KEYSET_PAGING },
);
export type AfterSaleUrlState = ReturnType<typeof afterSaleUrl.parse>;
export const afterSalePageRequestOf = (state: AfterSaleUrlState): AfterSalePageRequest => ({
  tab: state.tab,
  ...(state.chip ? { chip: state.chip as (typeof AFTER_SALE_CHIPS)[number] } : {}),
  ...(state.q.trim() ? { keyword: state.q.trim() } : {}),
  ...keysetRequestOf(state),
});
