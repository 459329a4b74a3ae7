import useSWR from 'swr';
import {
  callEndpoint,
  statisticsEndpoints as e,
  type OutStockRequest,
  type StatisticsRange,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { saveFile } from './saveFile.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

const swrOptions = { keepPreviousData: true, revalidateOnFocus: false } as const;

export const useShopTake = (range: StatisticsRange) =>
  useSWR(
    queryKeys.statistics.shopTake(range),
    () => unwrap(callEndpoint(apiClient, e.shopTake, { body: range })),
    swrOptions,
  );
export const useOutStock = (request: OutStockRequest) =>
  useSWR(
    queryKeys.statistics.outStock(request),
    () => unwrap(callEndpoint(apiClient, e.outStock, { body: request })),
    swrOptions,
  );
export const useTakeReturn = (range: StatisticsRange) =>
  useSWR(
    queryKeys.statistics.takeReturn(range),
    () => unwrap(callEndpoint(apiClient, e.takeReturn, { body: range })),
    swrOptions,
  );

/** One of the statistics' .xlsx; resolves with the refusal's message, or null once saved. */
export function exportStatistics(
  which: 'shopTakeExport' | 'outStockExport' | 'takeReturnExport',
  params: Record<string, unknown>,
  filename: string,
): Promise<string | null> {
  return saveFile({
    method: 'POST',
    url: e[which].path,
    params,
    filename,
  });
}
