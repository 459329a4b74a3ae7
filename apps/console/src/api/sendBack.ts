import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  problemParcelEndpoints,
  sendBackEndpoints as e,
  type PostOrderPageRequest,
  type SendBackCreateRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';
import { refreshFunds } from './funds.ts';

/** 寄回's parcels: the account's own of these ids, in the order asked. */
export const useProblemGoods = (ids: readonly number[]) =>
  useSWR(ids.length ? queryKeys.afterSale.problemGoods(ids) : null, () =>
    unwrap(callEndpoint(apiClient, problemParcelEndpoints.goodsList, { body: { ids: [...ids] } })),
  );

/** 寄回运费 of these parcels to the district, per courier, cheapest first. */
export const useSendBackQuote = (ids: readonly number[], areaCode: string | null) =>
  useSWR(
    ids.length && areaCode ? queryKeys.afterSale.sendBackQuote(ids, areaCode) : null,
    () => unwrap(callEndpoint(apiClient, e.quote, { body: { problemIds: [...ids], areaCode: areaCode! } })),
    { revalidateOnFocus: false },
  );

/** 问题件 lists, the menu badge and the balance move with every 寄回 change. */
function refreshProblems() {
  void globalMutate((key) => Array.isArray(key) && key[0] === 'afterSale');
  void globalMutate(queryKeys.shell.problemParcels());
}

/** 寄回 (a money call: `attemptKey` is the page's, so a double click makes one 寄回单). */
export async function createSendBack(body: SendBackCreateRequest, attemptKey: string) {
  const answer = await callEndpoint(
    apiClient,
    e.create,
    { body },
    { headers: { 'Idempotency-Key': `sendback:${attemptKey}` } },
  );
  if (answer.errorCode === 0) refreshProblems();
  return answer;
}

/** 去支付: the 寄回单's open payment order, or a new one. */
export const paySendBack = (postNo: string) => callEndpoint(apiClient, e.pay, { body: { postNo } });

/** 取消寄回 before the warehouse ships: the parcels 待处理 again, a paid freight back to the balance. */
export async function cancelSendBack(postNo: string) {
  const answer = await callEndpoint(apiClient, e.cancel, { body: { postNo } });
  if (answer.errorCode === 0) {
    refreshProblems();
    if (answer.data.refundedFen > 0) void refreshFunds();
  }
  return answer;
}

/** 寄回记录: a keyset page of the account's 寄回单 with each tab's count. */
export const usePostOrderPage = (request: PostOrderPageRequest) =>
  useSWR(
    queryKeys.afterSale.postOrders(request),
    () => unwrap(callEndpoint(apiClient, e.page, { body: request })),
    { keepPreviousData: true },
  );

/** 修改收货信息 before shipping (unpaid: re-quoted; paid: the same freight only, else 44009). */
export async function changeSendBackReceiver(
  postNo: string,
  receiver: { name: string; phone: string; areaCode: string; address: string },
) {
  const answer = await callEndpoint(apiClient, e.receiver, { body: { postNo, receiver } });
  if (answer.errorCode === 0) refreshProblems();
  return answer;
}
