import useSWR from 'swr';
import {
  callEndpoint,
  daifaEndpoints,
  type AbnormalPageRequest,
  type AbnormalResolveRequest,
  type DaifaOrderPageRequest,
  type DaifaUpdateAddressRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { moneyKey } from './funds.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

/** One page of 代发订单 with tab counts; the previous page stays on screen while the next loads. */
export function useDaifaOrderPage(request: DaifaOrderPageRequest) {
  return useSWR(
    queryKeys.daifaOrders.page(request),
    () => unwrap(callEndpoint(apiClient, daifaEndpoints.page, { body: request })),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

export function useDaifaOrderDetail(orderNo: string | null) {
  return useSWR(orderNo === null ? null : queryKeys.daifaOrders.detail(orderNo), () =>
    unwrap(callEndpoint(apiClient, daifaEndpoints.detail, { params: { orderNo: orderNo! } })),
  );
}

/** 取消订单 moves money back: a money call under this page's key for this order. */
export function cancelDaifaOrder(orderNo: string, reason: string) {
  return callEndpoint(
    apiClient,
    daifaEndpoints.cancel,
    { body: { orderNo, reason } },
    { headers: moneyKey(`daifa-cancel:${orderNo}`) },
  );
}

export function holdDaifaOrder(orderNo: string) {
  return callEndpoint(apiClient, daifaEndpoints.hold, { body: { orderNo } });
}

export function releaseDaifaOrder(orderNo: string) {
  return callEndpoint(apiClient, daifaEndpoints.release, { body: { orderNo } });
}

/** 异常订单: one kind's lines, with every kind's count. */
export function useAbnormalPage(request: AbnormalPageRequest) {
  return useSWR(
    queryKeys.daifaOrders.abnormal(request),
    () => unwrap(callEndpoint(apiClient, daifaEndpoints.abnormalPage, { body: request })),
    { keepPreviousData: true },
  );
}

export function resolveAbnormal(request: AbnormalResolveRequest) {
  return callEndpoint(apiClient, daifaEndpoints.abnormalResolve, { body: request });
}

export function updateDaifaAddress(request: DaifaUpdateAddressRequest) {
  return callEndpoint(apiClient, daifaEndpoints.updateAddress, { body: request });
}
