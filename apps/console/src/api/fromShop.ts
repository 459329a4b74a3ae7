import useSWR from 'swr';
import {
  callEndpoint,
  daifaEndpoints,
  type FromShopPlaceRequest,
  type GoodsAssociateRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

/** What 下单代发 would make of the ticked shop orders (商品关联 found or missing), refreshed after linking. */
export function useFromShopPreview(shopOrderIds: readonly number[] | null) {
  return useSWR(
    shopOrderIds?.length ? queryKeys.daifaPlace.fromShopPreview(shopOrderIds) : null,
    () =>
      unwrap(
        callEndpoint(apiClient, daifaEndpoints.fromShopPreview, {
          body: { shopOrderIds: [...shopOrderIds!] },
        }),
      ),
    { revalidateOnFocus: false },
  );
}

/** Every courier (the dialog's orders go to several provinces: one that a courier misses says so). */
export function useExpressAll() {
  return useSWR(
    queryKeys.daifaPlace.expressAll(),
    () => unwrap(callEndpoint(apiClient, daifaEndpoints.expressAll, {})),
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
}

export function associateGoods(body: GoodsAssociateRequest) {
  return callEndpoint(apiClient, daifaEndpoints.goodsAssociate, { body });
}

export function placeFromShopOrders(body: FromShopPlaceRequest) {
  return callEndpoint(apiClient, daifaEndpoints.fromShopOrders, { body }, { abortFlag: true });
}
