import { AFTER_SALE_TABS, type AfterSalePageRequest } from '@oms/api-client';
import { tabbedKeysetUrl } from '../../../list/urlState.ts';

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

/** 售后订单 in the URL: `?tab=COMPLETE&q=DF26…&size=50` plus the cursor steps. */
const afterSaleList = tabbedKeysetUrl(AFTER_SALE_TABS, 'ALL');
export const afterSaleUrl = afterSaleList.codec;
export type AfterSaleUrlState = ReturnType<typeof afterSaleUrl.parse>;
export const afterSalePageRequestOf = (state: AfterSaleUrlState): AfterSalePageRequest =>
  afterSaleList.requestOf(state);
