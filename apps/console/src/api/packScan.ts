import useSWR from 'swr';
import {
  callEndpoint,
  packScanEndpoints as e,
  type PackOrderRequest,
  type PackScanRequest,
  type ScanPrintRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { refreshOrders } from './printDelivery.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

/** 扫描打印: the scanned order's waybill and 后道标 (the same number again when it has one). */
export async function scanPrint(body: ScanPrintRequest) {
  const answer = await callEndpoint(apiClient, e.scanPrint, { body });
  if (answer.errorCode === 0) refreshOrders();
  return answer;
}

export const usePackSlots = () =>
  useSWR(queryKeys.printDelivery.packSlots(), () =>
    unwrap(callEndpoint(apiClient, e.packSlots, { body: {} })),
  );

/** 多件合打: a piece into its order's 格口; the last one prints. */
export async function packScan(body: PackScanRequest) {
  const answer = await callEndpoint(apiClient, e.packScan, { body });
  if (answer.errorCode === 0) refreshOrders();
  return answer;
}

export async function packPrint(body: PackOrderRequest) {
  const answer = await callEndpoint(apiClient, e.packPrint, { body });
  if (answer.errorCode === 0) refreshOrders();
  return answer;
}

export async function packClear(orderNo: string) {
  const answer = await callEndpoint(apiClient, e.packClear, { body: { orderNo } });
  if (answer.errorCode === 0) refreshOrders();
  return answer;
}
