import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  daifaEndpoints,
  type CollectPageRequest,
  type CollectSaveRequest,
  type CollectSubmitRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

/** 报单记录: a page of records with the count per state; `ids` loads records whole to edit or report again. */
export function useCollectPage(request: CollectPageRequest | null) {
  return useSWR(
    request ? queryKeys.daifaCollect.page(request) : null,
    () => unwrap(callEndpoint(apiClient, daifaEndpoints.collectPage, { body: request! })),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

/** Every cached 报单记录 page goes stale after a save, submit or delete. */
const refreshRecords = () =>
  globalMutate((key) => Array.isArray(key) && key[0] === queryKeys.daifaCollect.all()[0]);

export async function saveCollectDrafts(body: CollectSaveRequest) {
  const answer = await callEndpoint(apiClient, daifaEndpoints.collectSave, { body });
  void refreshRecords();
  return answer;
}

export async function submitCollect(body: CollectSubmitRequest) {
  const answer = await callEndpoint(apiClient, daifaEndpoints.collectSubmit, { body }, { abortFlag: true });
  void refreshRecords();
  return answer;
}

export async function deleteCollect(id: number) {
  const answer = await callEndpoint(apiClient, daifaEndpoints.collectDelete, { params: { id: String(id) } });
  void refreshRecords();
  return answer;
}
