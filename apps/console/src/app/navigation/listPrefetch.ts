import type { PrefetchedList } from './prefetchedLists.ts';
import { preloadAbnormalPage, preloadDaifaOrderPage } from '../../api/daifaOrders.ts';
import { preloadBillPage } from '../../api/funds.ts';
import { preloadListPrefs } from '../../api/listPrefs.ts';
import { preloadShopOrderPage } from '../../api/shopOrders.ts';
import { abnormalRequestOf, abnormalUrl } from '../../routes/order/abnormalList/abnormalUrls.ts';
import {
  daifaOrdersUrl,
  pageRequestOf as daifaRequestOf,
  DAIFA_ORDERS_PATH,
} from '../../routes/order/daifaOrders/urls.ts';
import { billPageRequestOf, billUrl } from '../../routes/funds/balance/billUrls.ts';
import { resolvedSearchField } from '../../routes/order/shopOrders/searchFields.ts';
import {
  pageRequestOf as shopOrderRequestOf,
  SHOP_ORDERS_PATH,
  shopOrdersUrl,
} from '../../routes/order/shopOrders/urls.ts';

/**
 * The lists a seller opens all day, each with the first page its address stands for, asked for the
 * moment the address is taken: the request runs while the page's code is still on its way (a click on
 * 代发订单 used to wait for the code, then ask). The page's own hook takes this answer (SWR's preload).
 */
const LISTS: Record<PrefetchedList, (search: URLSearchParams) => Promise<unknown>> = {
  [SHOP_ORDERS_PATH]: (search) => {
    const state = shopOrdersUrl.parse(search);
    return Promise.all([
      preloadShopOrderPage(shopOrderRequestOf(state, resolvedSearchField(state.sf, state.q))),
      preloadListPrefs('shopOrders'),
    ]);
  },
  [DAIFA_ORDERS_PATH]: (search) => preloadDaifaOrderPage(daifaRequestOf(daifaOrdersUrl.parse(search))),
  '/order/abnormalList': (search) => preloadAbnormalPage(abnormalRequestOf(abnormalUrl.parse(search))),
  '/funds/balance': (search) => preloadBillPage(billPageRequestOf(billUrl.parse(search))),
};

/** Starts the list request of `pathname` (the caller checked the user may open it). */
export function prefetchList(pathname: PrefetchedList, search: string): void {
  // a failure is the page's to show, when its hook takes the same answer
  LISTS[pathname](new URLSearchParams(search)).catch(() => undefined);
}
