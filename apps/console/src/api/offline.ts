import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  offlineEndpoints as e,
  type OfflineOrderActionRequest,
  type OfflineOrderPageRequest,
  type OfflineOrderSaveRequest,
  type OfflineOrderTookRequest,
  type OfflineReturnActionRequest,
  type OfflineReturnPageRequest,
  type OfflineReturnSaveRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

const swrOptions = { keepPreviousData: true, revalidateOnFocus: false } as const;

/** 线下拿货单: a page with the count per state. */
export function useOfflineOrderPage(request: OfflineOrderPageRequest) {
  return useSWR(
    queryKeys.offline.orders(request),
    () => unwrap(callEndpoint(apiClient, e.orderPage, { body: request })),
    swrOptions,
  );
}

/** One order whole (the customer unmasked, its timeline): the drawer and editing a draft. */
export function useOfflineOrder(id: number | null) {
  return useSWR(
    id ? queryKeys.offline.order(id) : null,
    () => unwrap(callEndpoint(apiClient, e.orderDetail, { params: { id: String(id) } })),
    { revalidateOnFocus: false },
  );
}

export function useOfflineReturnPage(request: OfflineReturnPageRequest) {
  return useSWR(
    queryKeys.offline.returns(request),
    () => unwrap(callEndpoint(apiClient, e.returnPage, { body: request })),
    swrOptions,
  );
}

/** Every cached offline page and order goes stale after a change. */
const refresh = () => globalMutate((key) => Array.isArray(key) && key[0] === queryKeys.offline.all()[0]);

async function changing<T>(answer: Promise<T>): Promise<T> {
  const done = await answer;
  void refresh();
  return done;
}

export const saveOfflineOrder = (body: OfflineOrderSaveRequest) =>
  changing(callEndpoint(apiClient, e.orderSave, { body }, { abortFlag: true }));
export const moveOfflineOrder = (body: OfflineOrderActionRequest) =>
  changing(callEndpoint(apiClient, e.orderAction, { body }));
export const tookOfflineOrder = (body: OfflineOrderTookRequest) =>
  changing(callEndpoint(apiClient, e.orderTook, { body }));
export const deleteOfflineOrder = (id: number) =>
  changing(callEndpoint(apiClient, e.orderDelete, { params: { id: String(id) } }));
export const offlinePickLabels = (ids: number[]) =>
  changing(callEndpoint(apiClient, e.orderLabels, { body: { ids } }));

export const saveOfflineReturn = (body: OfflineReturnSaveRequest) =>
  changing(callEndpoint(apiClient, e.returnSave, { body }, { abortFlag: true }));
export const moveOfflineReturn = (body: OfflineReturnActionRequest) =>
  changing(callEndpoint(apiClient, e.returnAction, { body }));
export const deleteOfflineReturn = (id: number) =>
  changing(callEndpoint(apiClient, e.returnDelete, { params: { id: String(id) } }));
export const offlineReturnLabels = (ids: number[]) =>
  changing(callEndpoint(apiClient, e.returnLabels, { body: { ids } }));
export const offlineReturnSource = (orderNo: string) =>
  callEndpoint(apiClient, e.returnSource, { query: { orderNo } });
