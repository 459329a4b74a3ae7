import { createRequestKey } from '@oms/api-client';

export const REQUEST_KEY = 'requestKey';
export const TO_QUERY_KEY = 'TOQUERY';

/** Per navigation (spec §2–§3): a fresh request key for this page, and the query it was opened with. */
export function markNavigation(search: string) {
  sessionStorage.setItem(REQUEST_KEY, createRequestKey());
  localStorage.setItem(TO_QUERY_KEY, JSON.stringify(Object.fromEntries(new URLSearchParams(search))));
}
