import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  daifaEndpoints,
  type ImportFieldKey,
  type ImportMapping,
  type ImportSummary,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { saveFile } from './saveFile.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

const POLL_MS = 1000;

/** Every cached import (summary, rows, the recent list) goes stale after a change. */
const refreshImports = () =>
  globalMutate((key) => Array.isArray(key) && key[0] === queryKeys.daifaImport.all()[0]);

/** The file goes as multipart `file`; the answer is the import, its columns mapped and rows checked. */
export async function uploadImportFile(file: File) {
  const answer = await apiClient.post<ImportSummary>(
    daifaEndpoints.importUpload.path,
    { file },
    { isFile: true },
  );
  if (answer.errorCode === 0) void refreshImports();
  return answer;
}

export const useRecentImports = () =>
  useSWR(queryKeys.daifaImport.recent(), () => unwrap(callEndpoint(apiClient, daifaEndpoints.importPage)));

/** One import; polled while its orders are being placed. */
export const useImport = (id: number | null) =>
  useSWR(
    id ? queryKeys.daifaImport.one(id) : null,
    () => unwrap(callEndpoint(apiClient, daifaEndpoints.importGet, { params: { id: String(id) } })),
    { refreshInterval: (s) => (s?.state === 'PLACING' ? POLL_MS : 0) },
  );

export const useImportRows = (
  id: number,
  request: { pageNum: number; pageSize: number; onlyErrors: boolean },
) =>
  useSWR(
    queryKeys.daifaImport.rows(id, request),
    () =>
      unwrap(
        callEndpoint(apiClient, daifaEndpoints.importRows, {
          params: { id: String(id) },
          body: request,
        }),
      ),
    { keepPreviousData: true, revalidateOnFocus: false },
  );

export async function saveImportMapping(id: number, mapping: ImportMapping, courierCode: string) {
  const answer = await callEndpoint(
    apiClient,
    daifaEndpoints.importMapping,
    { params: { id: String(id) }, body: { mapping, courierCode } },
    { abortFlag_URL: true },
  );
  if (answer.errorCode === 0) void refreshImports();
  return answer;
}

export async function updateImportRow(
  id: number,
  rowNo: number,
  values: Partial<Record<ImportFieldKey, string>>,
) {
  const answer = await callEndpoint(apiClient, daifaEndpoints.importRowUpdate, {
    params: { id: String(id) },
    body: { rowNo, values },
  });
  if (answer.errorCode === 0) void refreshImports();
  return answer;
}

export async function placeImport(id: number, requestKey: string) {
  const answer = await callEndpoint(
    apiClient,
    daifaEndpoints.importPlace,
    { params: { id: String(id) }, body: { requestKey } },
    { abortFlag: true },
  );
  if (answer.errorCode === 0) void refreshImports();
  return answer;
}

function download(url: string, filename: string): Promise<string | null> {
  return saveFile({
    url,
    filename,
  });
}

export const downloadImportTemplate = () => download(daifaEndpoints.importTemplate.path, '订单导入模板.xlsx');

export const downloadImportErrors = (summary: ImportSummary) =>
  download(
    daifaEndpoints.importErrors.path.replace(':id', String(summary.id)),
    `${summary.fileName.replace(/\.(xlsx|csv|txt)$/i, '')}-错误行.xlsx`,
  );
