import useSWR, { mutate as globalMutate } from 'swr';
import {
  autoAfterSaleEndpoints as e,
  callEndpoint,
  type AutoAfterSaleRules,
  type AutoLogPageRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

export const useAutoAfterSaleSettings = () =>
  useSWR(queryKeys.autoAfterSale.settings(), () => unwrap(callEndpoint(apiClient, e.settings)));

/** 售后订单's 自动售后已开启 (any signed-in account asks). */
export const useActiveAutoSaleTag = () =>
  useSWR(queryKeys.autoAfterSale.tag(), () => unwrap(callEndpoint(apiClient, e.activeTag)), {
    revalidateOnFocus: false,
  });

export async function saveAutoAfterSaleSettings(enabled: boolean, rules: AutoAfterSaleRules) {
  const answer = await callEndpoint(apiClient, e.save, { body: { enabled, rules } });
  if (answer.errorCode === 0) {
    void globalMutate(queryKeys.autoAfterSale.settings(), answer.data, { revalidate: false });
    void globalMutate(queryKeys.autoAfterSale.tag());
  }
  return answer;
}

export const useAutoLogPage = (request: AutoLogPageRequest) =>
  useSWR(
    queryKeys.autoAfterSale.log(request),
    () => unwrap(callEndpoint(apiClient, e.logPage, { body: request })),
    { keepPreviousData: true },
  );

/** 重试: the rules decide the shop case again; the log and the cases follow. */
export async function retryAutoLog(id: number) {
  const answer = await callEndpoint(apiClient, e.retry, { body: { id } });
  if (answer.errorCode === 0)
    void globalMutate((key) => Array.isArray(key) && (key[0] === 'autoAfterSale' || key[0] === 'afterSale'));
  return answer;
}
