import useSWR from 'swr';
import { callEndpoint, labelTemplateEndpoints, type LabelTemplateKind } from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

type Body = Record<string, unknown>;

export function useLabelTemplatesQuery() {
  return useSWR(queryKeys.labelTemplates.list(), () =>
    unwrap(callEndpoint(apiClient, labelTemplateEndpoints.list, {})),
  );
}

export function useLabelTemplateQuery(id: number | null) {
  return useSWR(
    id ? queryKeys.labelTemplates.one(id) : null,
    () => unwrap(callEndpoint(apiClient, labelTemplateEndpoints.get, { params: { id: String(id) } })),
    // the editor holds the working copy: a refetch on focus must not replace it
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
}

export function useLabelTemplateVersionsQuery(id: number | null) {
  return useSWR(id ? queryKeys.labelTemplates.versions(id) : null, () =>
    unwrap(callEndpoint(apiClient, labelTemplateEndpoints.versions, { params: { id: String(id) } })),
  );
}

export const fetchLabelTemplateVersion = (id: number, version: number) =>
  unwrap(
    callEndpoint(apiClient, labelTemplateEndpoints.version, {
      params: { id: String(id), version: String(version) },
    }),
  );

export const createLabelTemplate = (kind: LabelTemplateKind, name: string, body: Body) =>
  callEndpoint(apiClient, labelTemplateEndpoints.create, { body: { kind, name, body } }, { abortFlag: true });

export const saveLabelTemplate = (id: number, baseVersion: number, name: string, body: Body) =>
  callEndpoint(
    apiClient,
    labelTemplateEndpoints.save,
    { body: { id, baseVersion, name, body } },
    { abortFlag: true },
  );

export const restoreLabelTemplate = (id: number, version: number, baseVersion: number) =>
  callEndpoint(
    apiClient,
    labelTemplateEndpoints.restore,
    { body: { id, version, baseVersion } },
    { abortFlag: true },
  );

export const deleteLabelTemplate = (id: number) =>
  callEndpoint(apiClient, labelTemplateEndpoints.remove, { params: { id: String(id) } });

export function usePickupSettingQuery() {
  return useSWR(
    queryKeys.labelTemplates.pickupSetting(),
    () => unwrap(callEndpoint(apiClient, labelTemplateEndpoints.pickupSetting, {})),
    { revalidateOnFocus: false },
  );
}

export const savePickupSetting = (baseVersion: number, template: Body) =>
  callEndpoint(
    apiClient,
    labelTemplateEndpoints.savePickupSetting,
    { body: { baseVersion, template } },
    { abortFlag: true },
  );

/** The account's latest orders as label data for 预览数据 (empty when it has none). */
export function useLabelSampleRowsQuery() {
  return useSWR(
    queryKeys.labelTemplates.sampleRows(),
    () => unwrap(callEndpoint(apiClient, labelTemplateEndpoints.sampleRows, {})),
    {
      revalidateOnFocus: false,
    },
  );
}
