import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  daifaEndpoints,
  type GoodsAssociateRequest,
  type GoodsAssociationPageRequest,
  type GoodsDissociateRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

/** 商品关联: a page of SKUs waiting for a link, or of the links kept, with both counts. */
export function useGoodsAssociationPage(request: GoodsAssociationPageRequest) {
  return useSWR(
    queryKeys.goodsAssociation.page(request),
    () => unwrap(callEndpoint(apiClient, daifaEndpoints.goodsAssociationPage, { body: request })),
    { keepPreviousData: true },
  );
}

/** Both tabs change when a SKU is linked or let go. */
const refreshPages = () =>
  globalMutate((key) => Array.isArray(key) && key[0] === queryKeys.goodsAssociation.all()[0]);

export async function saveGoodsAssociation(body: GoodsAssociateRequest) {
  const answer = await callEndpoint(apiClient, daifaEndpoints.goodsAssociationSave, { body });
  void refreshPages();
  return answer;
}

export async function removeGoodsAssociation(body: GoodsDissociateRequest) {
  const answer = await callEndpoint(apiClient, daifaEndpoints.goodsAssociationRemove, { body });
  void refreshPages();
  return answer;
}
