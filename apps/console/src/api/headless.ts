import useSWR, { mutate as globalMutate } from 'swr';
import { callEndpoint, headlessEndpoints as e, type HeadlessPageRequest } from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

/** 认领大厅 (headlessType 1) or 我的认领 (2): a keyset page with both counts. */
export const useHeadlessPage = (request: HeadlessPageRequest) =>
  useSWR(
    queryKeys.afterSale.headless(request),
    () => unwrap(callEndpoint(apiClient, e.page, { body: request })),
    {
      keepPreviousData: true,
    },
  );

/** The pool by a waybill's tail or a phone's last four (null: no search). */
export const useHeadlessSearch = (search: { waybillTail: string } | { phoneTail: string } | null) =>
  useSWR(search ? queryKeys.afterSale.headlessSearch(search) : null, () =>
    unwrap(callEndpoint(apiClient, e.search, { body: search! })),
  );

/** 认领 with the full waybill: the pool, mine, 问题件 and the menu badge move. */
export async function claimHeadless(headlessNo: string, waybillNo: string) {
  const answer = await callEndpoint(apiClient, e.claim, { body: { headlessNo, waybillNo } });
  if (answer.errorCode === 0) {
    void globalMutate((key) => Array.isArray(key) && key[0] === 'afterSale');
    void globalMutate(queryKeys.shell.problemParcels());
  }
  return answer;
}

/** 以图搜件: a scaled-down photo (base64 JPEG) → the pool's look-alikes, the most alike first. */
export const searchHeadlessByPhoto = (image: string) =>
  unwrap(callEndpoint(apiClient, e.photoSearch, { body: { image } }));

/** The return cases a 无头件 of mine may be (关联售后), the likeliest first (null: no dialog open). */
export const useHeadlessLinkCandidates = (headlessNo: string | null) =>
  useSWR(headlessNo ? queryKeys.afterSale.headlessLinkCandidates(headlessNo) : null, () =>
    unwrap(callEndpoint(apiClient, e.linkCandidates, { body: { headlessNo: headlessNo! } })),
  );

/** 关联售后: the case, 我的认领, 问题件 and the badge move. */
export async function linkHeadless(headlessNo: string, asNo: string) {
  const answer = await callEndpoint(apiClient, e.link, { body: { headlessNo, asNo } });
  if (answer.errorCode === 0) {
    void globalMutate((key) => Array.isArray(key) && key[0] === 'afterSale');
    void globalMutate(queryKeys.shell.problemParcels());
  }
  return answer;
}
