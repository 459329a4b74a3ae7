import useSWR from 'swr';
import type { z } from 'zod';
import {
  callEndpoint,
  shopEndpoints,
  type shopAuthorizeStartRequestSchema,
  type ShopRow,
  type ShopSyncLog,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { unwrap } from './unwrap.ts';
import { queryKeys } from './queryKeys.ts';

export type AuthorizeStart = z.input<typeof shopAuthorizeStartRequestSchema>;

/** The tenant's shops; `refreshInterval` while a sync the seller started is being watched. */
export function useShops(refreshInterval = 0) {
  return useSWR<ShopRow[]>(
    queryKeys.shops.list(),
    () => unwrap(callEndpoint(apiClient, shopEndpoints.list, { body: {} })),
    {
      refreshInterval,
    },
  );
}

/** A shop's sync log, newest first; null shopId asks nothing (drawer closed). */
export function useSyncLogs(
  shopId: number | null,
  refreshInterval: number | ((logs?: ShopSyncLog[]) => number) = 0,
) {
  return useSWR<ShopSyncLog[]>(
    shopId === null ? null : queryKeys.shops.syncLogs(shopId),
    () => unwrap(callEndpoint(apiClient, shopEndpoints.syncLogs, { body: { shopId: shopId! } })),
    { refreshInterval },
  );
}

// Writes answer with the envelope so the page can show the server's own message, on a field when it names one.
export const shopWrites = {
  authorizeStart: (body: AuthorizeStart) =>
    callEndpoint(apiClient, shopEndpoints.authorizeStart, { body }, { abortFlag: true }),
  authorizeFinish: (code: string, state: string) =>
    callEndpoint(apiClient, shopEndpoints.authorizeFinish, { body: { code, state } }),
  cancel: (shopId: number) =>
    callEndpoint(apiClient, shopEndpoints.cancel, { body: { shopId } }, { abortFlag: true }),
  syncNow: (shopId: number) =>
    callEndpoint(apiClient, shopEndpoints.syncNow, { body: { shopId } }, { abortFlag: true }),
  sendRedBookCode: (shopId: number) =>
    callEndpoint(apiClient, shopEndpoints.redBookSendCode, { body: { shopId } }, { abortFlag: true }),
  verifyRedBook: (shopId: number, code: string) =>
    callEndpoint(apiClient, shopEndpoints.redBookVerify, { body: { shopId, code } }, { abortFlag: true }),
};
