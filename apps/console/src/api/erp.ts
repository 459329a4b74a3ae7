import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  erpEndpoints as e,
  type ErpAssignTakeSupplierRequest,
  type ErpGoodsAssignRequest,
  type ErpGoodsPageRequest,
  type ErpTakePageRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

const swrOptions = { keepPreviousData: true, revalidateOnFocus: false } as const;

/** 商品供应商: a page of the ERP's goods with their stall. */
export function useErpGoodsPage(request: ErpGoodsPageRequest) {
  return useSWR(
    queryKeys.erp.goods(request),
    () => unwrap(callEndpoint(apiClient, e.goodsPage, { body: request })),
    swrOptions,
  );
}

/** The board's ERP采购单: a page of 采购单 lines. */
export function useErpTakePage(request: ErpTakePageRequest, on: boolean) {
  return useSWR(
    on ? queryKeys.erp.takes(request) : null,
    () => unwrap(callEndpoint(apiClient, e.erpTakePage, { body: request })),
    swrOptions,
  );
}

/** The stalls 批量指定 offers (loaded when its dialog opens). */
export function useErpStalls(on: boolean) {
  return useSWR(on ? queryKeys.erp.stalls() : null, () => unwrap(callEndpoint(apiClient, e.stalls, {})), {
    revalidateOnFocus: false,
  });
}

/** Setting a stall puts lines on the board: the board's lists are stale too. */
const refresh = () =>
  globalMutate(
    (key) =>
      Array.isArray(key) && (key[0] === queryKeys.erp.all()[0] || key[0] === queryKeys.pickup.all()[0]),
  );

async function changing<T>(answer: Promise<T>): Promise<T> {
  const done = await answer;
  void refresh();
  return done;
}

export const assignGoodsSupplier = (body: ErpGoodsAssignRequest) =>
  changing(callEndpoint(apiClient, e.assignSupplier, { body }, { abortFlag: true }));

export const assignTakeSupplier = (body: ErpAssignTakeSupplierRequest) =>
  changing(callEndpoint(apiClient, e.assignTakeSupplier, { body }, { abortFlag: true }));

export const syncErp = () => changing(callEndpoint(apiClient, e.sync, { body: {} }, { abortFlag: true }));
