import useSWR, { preload } from 'swr';
import { callEndpoint, shopOrderEndpoints, type ShopOrderPageRequest } from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

const fetchShopOrderPage = (request: ShopOrderPageRequest) =>
  unwrap(callEndpoint(apiClient, shopOrderEndpoints.page, { body: request }));

/** One page of 同步订单 with tab counts; the previous page stays on screen while the next loads. */
export function useShopOrderPage(request: ShopOrderPageRequest) {
  return useSWR(queryKeys.shopOrders.page(request), () => fetchShopOrderPage(request), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

/** The same page asked for before the page's code has arrived (the hook then takes this answer). */
export const preloadShopOrderPage = (request: ShopOrderPageRequest) =>
  preload(queryKeys.shopOrders.page(request), () => fetchShopOrderPage(request));

export function useShopOrderDetail(id: number | null) {
  return useSWR(id === null ? null : queryKeys.shopOrders.detail(id), () =>
    unwrap(callEndpoint(apiClient, shopOrderEndpoints.detail, { params: { id: String(id) } })),
  );
}

export function saveShopOrderRemark(body: { id: number; sellerRemark?: string; sellerFlag?: number }) {
  return callEndpoint(apiClient, shopOrderEndpoints.remark, { body });
}

export function holdShopOrders(ids: number[]) {
  return callEndpoint(apiClient, shopOrderEndpoints.hold, { body: { ids } });
}

export function releaseShopOrders(ids: number[]) {
  return callEndpoint(apiClient, shopOrderEndpoints.release, { body: { ids } });
}

export function syncShopOrder(id: number) {
  return callEndpoint(apiClient, shopOrderEndpoints.syncOne, { params: { id: String(id) } });
}

export function useShopOptions() {
  return useSWR(
    queryKeys.shopOrders.shops(),
    () => unwrap(callEndpoint(apiClient, shopOrderEndpoints.shopOptions)),
    {
      revalidateOnFocus: false,
    },
  );
}

/** 查看完整信息 of a masked receiver: the platform's 解密 (counted and audited by the server). */
export function revealShopOrderReceiver(id: number) {
  return callEndpoint(apiClient, shopOrderEndpoints.revealReceiver, { params: { id: String(id) } });
}
