import useSWR from 'swr';
import {
  callEndpoint,
  daifaEndpoints,
  type DaifaPlaceRequest,
  type DaifaQuoteRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

/** The market's goods for this brand: a 货号 whole, or words of the title / 档口. */
export function useGoodsSearch(keyword: string, page = 1) {
  return useSWR(
    queryKeys.daifaPlace.goodsSearch(keyword, page),
    () =>
      unwrap(
        callEndpoint(apiClient, daifaEndpoints.goodsSearch, {
          query: { ...(keyword ? { keyword } : {}), page: String(page), pageSize: '10' },
        }),
      ),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

/** A goods page's link names one goods: it is the first line. */
export function useGoods(goodsId: string | null) {
  return useSWR(goodsId ? queryKeys.daifaPlace.goods(goodsId) : null, () =>
    unwrap(callEndpoint(apiClient, daifaEndpoints.goods, { params: { goodsId: goodsId! } })),
  );
}

export function useSameStyle(goodsId: string | null) {
  return useSWR(goodsId ? queryKeys.daifaPlace.sameStyle(goodsId) : null, () =>
    unwrap(callEndpoint(apiClient, daifaEndpoints.sameStyle, { params: { goodsId: goodsId! } })),
  );
}

/** 省市区: fetched once a session (the browser revalidates it against its ETag). */
export function useAreaTree() {
  return useSWR(queryKeys.daifaPlace.area(), () => unwrap(callEndpoint(apiClient, daifaEndpoints.area, {})), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** The couriers reaching the province, priced for the parcel's weight. */
export function useExpressQuote(provinceCode: string | null, weightG: number) {
  return useSWR(
    provinceCode ? queryKeys.daifaPlace.express(provinceCode, weightG) : null,
    () =>
      unwrap(
        callEndpoint(apiClient, daifaEndpoints.express, {
          query: { provinceCode: provinceCode!, weightG: String(weightG) },
        }),
      ),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

export function placeDaifaOrder(body: DaifaPlaceRequest) {
  return callEndpoint(apiClient, daifaEndpoints.place, { body });
}

/** 核价: the order as placing would price it now (the market's prices, 代发费, freight), placing nothing. */
export function quoteDaifaOrder(body: DaifaQuoteRequest) {
  return callEndpoint(apiClient, daifaEndpoints.quote, { body });
}
