import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  platformSettingEndpoints as e,
  type CustomInfoSaveRequest,
  type WaybillSender,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

export const useCustomInfo = () =>
  useSWR(queryKeys.platformSettings.customInfo(), () => unwrap(callEndpoint(apiClient, e.customInfo)));

export async function saveCustomInfo(body: CustomInfoSaveRequest) {
  const answer = await callEndpoint(apiClient, e.saveCustomInfo, { body });
  if (answer.errorCode === 0)
    void globalMutate(queryKeys.platformSettings.customInfo(), answer.data, { revalidate: false });
  return answer;
}

/** A shop's own sender; none clears it (the account's sender then). */
export async function saveShopSender(shopId: number, sender: WaybillSender | null) {
  const answer = await callEndpoint(apiClient, e.saveShopSender, {
    body: { shopId, ...(sender ? { sender } : {}) },
  });
  if (answer.errorCode === 0) void globalMutate(queryKeys.platformSettings.customInfo());
  return answer;
}

export const useSpeedDelivery = () =>
  useSWR(queryKeys.platformSettings.speedDelivery(), () => unwrap(callEndpoint(apiClient, e.speedDelivery)));

export async function saveSpeedDelivery(platform: string, enabled: boolean) {
  const answer = await callEndpoint(apiClient, e.saveSpeedDelivery, {
    body: { platform: platform as never, enabled },
  });
  if (answer.errorCode === 0) void globalMutate(queryKeys.platformSettings.speedDelivery());
  return answer;
}

export const useFulfilmentStrategy = () =>
  useSWR(queryKeys.platformSettings.fulfilment(), () =>
    unwrap(callEndpoint(apiClient, e.fulfilmentStrategy)),
  );

export async function saveFulfilmentStrategy(lackWaitDays: number, nextDayTries: number) {
  const answer = await callEndpoint(apiClient, e.saveFulfilmentStrategy, {
    body: { lackWaitDays, nextDayTries },
  });
  if (answer.errorCode === 0)
    void globalMutate(queryKeys.platformSettings.fulfilment(), answer.data, { revalidate: false });
  return answer;
}
