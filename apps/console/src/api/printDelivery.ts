import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  printDeliveryEndpoints as e,
  type PrintDeliveryPageRequest,
  type PrintDeliveryShipRequest,
  type PrintDeliveryWaybillRequest,
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

/** The list and the dropship orders' caches go stale (a waybill printed, given back or shipped). */
export const refreshOrders = () =>
  void globalMutate(
    (key) =>
      Array.isArray(key) &&
      (key[0] === queryKeys.printDelivery.all()[0] || key[0] === queryKeys.daifaOrders.all()[0]),
  );

/** 已有单号 发货 (also 发货 with the 电子面单 printed here). */
export async function shipWithWaybill(body: PrintDeliveryShipRequest) {
  const answer = await callEndpoint(apiClient, e.ship, { body });
  if (answer.errorCode === 0) refreshOrders();
  return answer;
}

/** 打印面单 / 重打: the orders' 电子面单 to print, and those that cannot have one. */
export async function printWaybills(body: PrintDeliveryWaybillRequest) {
  const answer = await callEndpoint(apiClient, e.waybill, { body });
  if (answer.errorCode === 0) refreshOrders();
  return answer;
}

/** 取消单号: the number back to the courier; the order is 待打印 again. */
export async function cancelWaybill(orderNo: string) {
  const answer = await callEndpoint(apiClient, e.cancelWaybill, { body: { orderNo } });
  if (answer.errorCode === 0) refreshOrders();
  return answer;
}
