import useSWR, { preload } from 'swr';
import { callEndpoint, listPrefEndpoints, type ListColumnSettingWire, type ListKey } from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

const fetchColumnSettings = (listKey: ListKey) =>
  unwrap(callEndpoint(apiClient, listPrefEndpoints.columnSettings, { query: { listKey } }));
const fetchSavedViews = (listKey: ListKey) =>
  unwrap(callEndpoint(apiClient, listPrefEndpoints.views, { query: { listKey } }));

/** The user's column settings of a list (null: the list's defaults). */
export function useColumnSettingsQuery(listKey: ListKey) {
  return useSWR(queryKeys.listPrefs.columns(listKey), () => fetchColumnSettings(listKey), {
    revalidateOnFocus: false,
  });
}

/** A list's column settings and views asked for before its page's code has arrived (its table waits for them). */
export const preloadListPrefs = (listKey: ListKey) =>
  Promise.all([
    preload(queryKeys.listPrefs.columns(listKey), () => fetchColumnSettings(listKey)),
    preload(queryKeys.listPrefs.views(listKey), () => fetchSavedViews(listKey)),
  ]);

export function saveColumnSettings(listKey: ListKey, settings: ListColumnSettingWire[]) {
  return callEndpoint(apiClient, listPrefEndpoints.saveColumnSettings, { body: { listKey, settings } });
}

/** The user's own views and the team's shared ones. */
export function useSavedViewsQuery(listKey: ListKey) {
  return useSWR(queryKeys.listPrefs.views(listKey), () => fetchSavedViews(listKey), {
    revalidateOnFocus: true,
  });
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
