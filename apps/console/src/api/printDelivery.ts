import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  printDeliveryEndpoints as e,
  type PrintDeliveryPageRequest,
  type PrintDeliveryShipRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

export const usePrintDeliveryPage = (request: PrintDeliveryPageRequest) =>
  useSWR(
    queryKeys.printDelivery.page(request),
    () => unwrap(callEndpoint(apiClient, e.page, { body: request })),
    { keepPreviousData: true, revalidateOnFocus: false },
  );

/** 已有单号 发货; the list and the dropship orders' caches go stale. */
export async function shipWithWaybill(body: PrintDeliveryShipRequest) {
  const answer = await callEndpoint(apiClient, e.ship, { body });
  if (answer.errorCode === 0)
    void globalMutate(
      (key) =>
        Array.isArray(key) &&
        (key[0] === queryKeys.printDelivery.all()[0] || key[0] === queryKeys.daifaOrders.all()[0]),
    );
  return answer;
}
