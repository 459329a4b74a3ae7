import { callEndpoint, messageEndpoints } from '@oms/api-client';
import { apiClient } from './client.ts';
import { unwrap } from './unwrap.ts';

/** The platform's popup due on this route, or null. */
export const fetchPopup = (page: string) =>
  unwrap(callEndpoint(apiClient, messageEndpoints.popup, { query: { page } }));

export const markPopupShown = (id: number) =>
  callEndpoint(apiClient, messageEndpoints.popupShown, { body: { id } });
