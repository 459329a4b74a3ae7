import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  supplierEndpoints as e,
  type SupplierPageRequest,
  type SupplierSaveRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
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
