import useSWR from 'swr';
import { callEndpoint, listPrefEndpoints, type ListColumnSettingWire, type ListKey } from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

/** The user's column settings of a list (null: the list's defaults). */
export function useColumnSettingsQuery(listKey: ListKey) {
  return useSWR(
    queryKeys.listPrefs.columns(listKey),
    () => unwrap(callEndpoint(apiClient, listPrefEndpoints.columnSettings, { query: { listKey } })),
    { revalidateOnFocus: false },
  );
}

export function saveColumnSettings(listKey: ListKey, settings: ListColumnSettingWire[]) {
  return callEndpoint(apiClient, listPrefEndpoints.saveColumnSettings, { body: { listKey, settings } });
}

/** The user's own views and the team's shared ones. */
export function useSavedViewsQuery(listKey: ListKey) {
  return useSWR(
    queryKeys.listPrefs.views(listKey),
    () => unwrap(callEndpoint(apiClient, listPrefEndpoints.views, { query: { listKey } })),
    { revalidateOnFocus: true },
  );
}

export function createSavedView(body: {
  listKey: ListKey;
  name: string;
  shared: boolean;
  filter: Record<string, unknown>;
}) {
  return callEndpoint(apiClient, listPrefEndpoints.createView, { body }, { abortFlag: true });
}

export function deleteSavedView(id: number) {
  return callEndpoint(apiClient, listPrefEndpoints.deleteView, { params: { id: String(id) } });
}
