import useSWR, { preload } from 'swr';
import {
  callEndpoint,
  daifaEndpoints,
  type AbnormalPageRequest,
  type AbnormalResolveRequest,
  type DaifaBulkRequest,
  type DaifaOrderPageRequest,
  type DaifaOrderSelection,
  type DaifaUpdateAddressRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { exportListNow } from './listJobs.ts';
import { moneyKey } from './funds.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

const fetchDaifaOrderPage = (request: DaifaOrderPageRequest) =>
  unwrap(callEndpoint(apiClient, daifaEndpoints.page, { body: request }));

/** One page of 代发订单 with tab counts; the previous page stays on screen while the next loads. */
export function useDaifaOrderPage(request: DaifaOrderPageRequest) {
  return useSWR(queryKeys.daifaOrders.page(request), () => fetchDaifaOrderPage(request), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

/** The same page asked for before the page's code has arrived (the hook then takes this answer). */
export const preloadDaifaOrderPage = (request: DaifaOrderPageRequest) =>
  preload(queryKeys.daifaOrders.page(request), () => fetchDaifaOrderPage(request));

/** One order; while its waybill is on its way to the shop (回传中) it refreshes itself. */
export function useDaifaOrderDetail(orderNo: string | null) {
  return useSWR(
    orderNo === null ? null : queryKeys.daifaOrders.detail(orderNo),
    () => unwrap(callEndpoint(apiClient, daifaEndpoints.detail, { params: { orderNo: orderNo! } })),
    { refreshInterval: (order) => (order?.writeBack?.state === 'PENDING' ? 3000 : 0) },
  );
}

/** The parcel's courier traces, fetched when asked for (the waybill's 物流 opens them). */
export function useDaifaTracking(orderNo: string | null) {
  return useSWR(
    orderNo === null ? null : queryKeys.daifaOrders.tracking(orderNo),
    () => unwrap(callEndpoint(apiClient, daifaEndpoints.tracking, { params: { orderNo: orderNo! } })),
    { revalidateOnFocus: false },
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

/** 重试回传 after 回传失败. */
export function retryDaifaWriteBack(orderNo: string) {
  return callEndpoint(apiClient, daifaEndpoints.writeBackRetry, { body: { orderNo } });
}

export function releaseDaifaOrder(orderNo: string) {
  return callEndpoint(apiClient, daifaEndpoints.release, { body: { orderNo } });
}

const fetchAbnormalPage = (request: AbnormalPageRequest) =>
  unwrap(callEndpoint(apiClient, daifaEndpoints.abnormalPage, { body: request }));

/** 异常订单: one kind's lines, with every kind's count. */
export function useAbnormalPage(request: AbnormalPageRequest) {
  return useSWR(queryKeys.daifaOrders.abnormal(request), () => fetchAbnormalPage(request), {
    keepPreviousData: true,
  });
}

export const preloadAbnormalPage = (request: AbnormalPageRequest) =>
  preload(queryKeys.daifaOrders.abnormal(request), () => fetchAbnormalPage(request));

export function resolveAbnormal(request: AbnormalResolveRequest) {
  return callEndpoint(apiClient, daifaEndpoints.abnormalResolve, { body: request });
}

export function updateDaifaAddress(request: DaifaUpdateAddressRequest) {
  return callEndpoint(apiClient, daifaEndpoints.updateAddress, { body: request });
}

/** 去支付 / 批量支付: the selection's unpaid orders in one payment order (the open one when clicked again). */
export function payDaifaOrders(selection: DaifaOrderSelection) {
  return callEndpoint(apiClient, daifaEndpoints.pay, { body: { selection } }, { abortFlag: true });
}

export function startDaifaBulk(body: DaifaBulkRequest) {
  return callEndpoint(apiClient, daifaEndpoints.bulk, { body }, { abortFlag: true });
}

export function startDaifaExport(selection: DaifaOrderSelection) {
  return callEndpoint(apiClient, daifaEndpoints.exportJob, { body: { selection } }, { abortFlag: true });
}

export function exportDaifaOrdersNow(selection: DaifaOrderSelection, filename: string) {
  return exportListNow(daifaEndpoints.exportFile.path, selection, filename);
}

/** 查看完整信息 of the order's receiver (counted and audited by the server). */
export function revealDaifaReceiver(orderNo: string) {
  return callEndpoint(apiClient, daifaEndpoints.revealReceiver, { params: { orderNo } });
}
