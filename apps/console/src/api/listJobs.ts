import useSWR from 'swr';
import {
  callEndpoint,
  listJobEndpoints,
  shopOrderEndpoints,
  type ListExport,
  type ListKey,
  type ShopOrderBulkRequest,
  type ShopOrderSelection,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { saveFile } from './saveFile.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

const POLL_MS = 800;
const busy = (state: string | undefined) => state === 'queued' || state === 'running';

/** A bulk job, polled while the server works on it. */
export function useBulkJob(id: number | null) {
  return useSWR(
    id === null ? null : queryKeys.listJobs.bulkJob(id),
    () => unwrap(callEndpoint(apiClient, listJobEndpoints.bulkJob, { params: { id: String(id) } })),
    { refreshInterval: (job) => (busy(job?.state) ? POLL_MS : 0), revalidateOnFocus: false },
  );
}

/** The per-row results of a job, once it has finished. */
export function useBulkJobItems(id: number | null, finished: boolean) {
  return useSWR(
    id === null || !finished ? null : queryKeys.listJobs.bulkJobItems(id),
    () => unwrap(callEndpoint(apiClient, listJobEndpoints.bulkJobItems, { params: { id: String(id) } })),
    { revalidateOnFocus: false },
  );
}

export function retryBulkJob(id: number) {
  return callEndpoint(
    apiClient,
    listJobEndpoints.retryBulkJob,
    { params: { id: String(id) } },
    { abortFlag: true },
  );
}

/** 导出记录 of a list, polled while an export is being written. */
export function useExports(listKey: ListKey, enabled: boolean) {
  return useSWR(
    enabled ? queryKeys.listJobs.exports(listKey) : null,
    () => unwrap(callEndpoint(apiClient, listJobEndpoints.exports, { query: { listKey } })),
    { refreshInterval: (list) => (list?.some((e) => busy(e.state)) ? POLL_MS : 0) },
  );
}

/** Downloads a finished export through the spec's export helper. */
export function downloadExport(record: ListExport): Promise<string | null> {
  return saveFile({
    url: listJobEndpoints.exportFile.path.replace(':id', String(record.id)),
    filename: record.fileName,
  });
}

export function startShopOrderBulk(body: ShopOrderBulkRequest) {
  return callEndpoint(apiClient, shopOrderEndpoints.bulk, { body }, { abortFlag: true });
}

export function startShopOrderExport(selection: ShopOrderSelection) {
  return callEndpoint(apiClient, shopOrderEndpoints.exportJob, { body: { selection } }, { abortFlag: true });
}

/** A small export straight to a file from a list's export/file endpoint; resolves with the refusal, or null when saved. */
export function exportListNow(url: string, selection: object, filename: string): Promise<string | null> {
  return saveFile({
    method: 'POST',
    url,
    params: { selection },
    filename,
  });
}

export function exportShopOrdersNow(selection: ShopOrderSelection, filename: string) {
  return exportListNow(shopOrderEndpoints.exportFile.path, selection, filename);
}
