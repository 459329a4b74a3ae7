import {
  AFTER_SALE_CHIPS,
  AFTER_SALE_TABS,
  type AfterSalePageRequest,
  type ShopAfterSalePageRequest,
} from '@oms/api-client';
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

/** 售后订单's tabs, in the order the page shows them: the cases', then the shops' refunds to convert. */
export const AFTER_SALE_PAGE_TABS = [...AFTER_SALE_TABS, 'SHOP_PENDING'] as const;
export type AfterSalePageTab = (typeof AFTER_SALE_PAGE_TABS)[number];
export const AFTER_SALE_TAB_LABELS: Record<AfterSalePageTab, string> = {
  ALL: '全部',
  REFUNDING: '退款中',
  GOODS_RETURNING: '退货中',
  PROBLEM: '问题件',
  COMPLETE: '已完成',
  REFUSE: '已拒绝',
  CLOSE: '已关闭',
  SHOP_PENDING: '店铺售后待转',
};

/** 售后订单 in the URL: `?tab=GOODS_RETURNING&chip=NO_WAYBILL&q=DF26…&size=50` plus the cursor steps. */
export const afterSaleUrl = listUrlCodec(
  {
    tab: urlField.oneOf(AFTER_SALE_PAGE_TABS, 'ALL'),
    chip: urlField.oneOf(['', ...AFTER_SALE_CHIPS], ''),
    q: urlField.text(64),
    ...keysetUrlFields,
  },
  { paging: KEYSET_PAGING },
);
export type AfterSaleUrlState = ReturnType<typeof afterSaleUrl.parse>;
/** The cases' page (under 店铺售后待转, 全部 for the tab counts only). */
export const afterSalePageRequestOf = (state: AfterSaleUrlState): AfterSalePageRequest => ({
  tab: state.tab === 'SHOP_PENDING' ? 'ALL' : state.tab,
  ...(state.chip ? { chip: state.chip as (typeof AFTER_SALE_CHIPS)[number] } : {}),
  ...(state.q.trim() ? { keyword: state.q.trim() } : {}),
  ...keysetRequestOf(state),
});

/** The shops' refunds to convert: the page under its tab, else only its count. */
export const shopPendingRequestOf = (state: AfterSaleUrlState): ShopAfterSalePageRequest =>
  state.tab === 'SHOP_PENDING'
    ? { tab: 'PENDING', ...(state.q.trim() ? { keyword: state.q.trim() } : {}), ...keysetRequestOf(state) }
    : { tab: 'PENDING', pageSize: 20, ...(state.q.trim() ? { keyword: state.q.trim() } : {}) };
