import useSWR, { mutate as globalMutate } from 'swr';
import { callEndpoint, returnSettingEndpoints as e } from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

export const useReturnAddress = () =>
  useSWR(queryKeys.returnSettings.address(), () => unwrap(callEndpoint(apiClient, e.returnAddress)), {
    revalidateOnFocus: false,
  });

export const useReturnPhones = () =>
  useSWR(queryKeys.returnSettings.phones(), () => unwrap(callEndpoint(apiClient, e.returnPhones)));

export async function saveReturnPhone(shopId: number, phone: string) {
  const answer = await callEndpoint(apiClient, e.saveReturnPhone, { body: { shopId, phone } });
  if (answer.errorCode === 0) void globalMutate(queryKeys.returnSettings.phones());
  return answer;
}
