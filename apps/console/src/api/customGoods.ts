import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  customGoodsEndpoints as e,
  type CustomGoodsInput,
  type CustomGoodsPageRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

/** 自定义商品, a page of them (also what 代发下单's picker lists). */
export function useCustomGoodsPage(request: CustomGoodsPageRequest | null) {
  return useSWR(
    request ? queryKeys.customGoods.page(request) : null,
    () => unwrap(callEndpoint(apiClient, e.page, { body: request! })),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

const refresh = () => globalMutate((key) => Array.isArray(key) && key[0] === queryKeys.customGoods.all()[0]);

export async function saveCustomGoods(body: CustomGoodsInput) {
  const answer = await callEndpoint(apiClient, e.save, { body }, { abortFlag: true });
  void refresh();
  return answer;
}

export async function deleteCustomGoods(id: number) {
  const answer = await callEndpoint(apiClient, e.remove, { params: { id: String(id) } });
  void refresh();
  return answer;
}
