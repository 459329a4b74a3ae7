import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  supplierEndpoints as e,
  type SupplierPageRequest,
  type SupplierSaveRequest,
  type SupplierImported,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { saveFile } from './saveFile.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

const swrOptions = { keepPreviousData: true, revalidateOnFocus: false } as const;

export function useSupplierTree() {
  return useSWR(queryKeys.suppliers.tree(), () => unwrap(callEndpoint(apiClient, e.tree, {})), swrOptions);
}

export function useSupplierPage(request: SupplierPageRequest) {
  return useSWR(
    queryKeys.suppliers.page(request),
    () => unwrap(callEndpoint(apiClient, e.page, { body: request })),
    swrOptions,
  );
}

/** Stalls matter to the pick-up board too (its area tree, the lines' places). */
const refresh = () =>
  globalMutate(
    (key) =>
      Array.isArray(key) && (key[0] === queryKeys.suppliers.all()[0] || key[0] === queryKeys.pickup.all()[0]),
  );

async function changing<T>(answer: Promise<T>): Promise<T> {
  const done = await answer;
  void refresh();
  return done;
}

export const saveSupplier = (body: SupplierSaveRequest) =>
  changing(callEndpoint(apiClient, e.save, { body }, { abortFlag: true }));
export const setSupplierState = (ids: number[], state: 'ACTIVE' | 'STOPPED') =>
  changing(callEndpoint(apiClient, e.state, { body: { ids, state } }));

/** 合并: the stalls folded into the one kept. */
export const mergeSuppliers = (fromIds: number[], intoId: number) =>
  changing(callEndpoint(apiClient, e.merge, { body: { fromIds, intoId } }));

/** 导入: the file as multipart `file`; the answer counts what was added, updated and refused. */
export const importSuppliers = (file: File) =>
  changing(apiClient.post<SupplierImported>(e.importFile.path, { file }, { isFile: true }));

export const exportSuppliers = (request: SupplierPageRequest) =>
  saveFile({ method: 'POST', url: e.exportFile.path, params: { ...request }, filename: '供应商.xlsx' });
export const downloadSupplierTemplate = () =>
  saveFile({ url: e.template.path, filename: '供应商导入模板.xlsx' });
