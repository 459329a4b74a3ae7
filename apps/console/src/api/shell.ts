import useSWR from 'swr';
import { callEndpoint, shellEndpoints } from '@oms/api-client';
import { apiClient } from './client.ts';
import { unwrap } from './unwrap.ts';
import { queryKeys } from './queryKeys.ts';

// Counts in the header and menu refresh every minute and when the window regains focus.
const live = { refreshInterval: 60000, revalidateOnFocus: true };

export function useUnreadMessageCount() {
  return useSWR(
    queryKeys.shell.unreadMessages(),
    () => unwrap(callEndpoint(apiClient, shellEndpoints.messageUnreadCount)),
    live,
  );
}

/** Only asked when the menu shows 问题件 (a sub-account without it would be refused). */
export function useProblemParcelCount(enabled: boolean) {
  return useSWR(
    enabled ? queryKeys.shell.problemParcels() : null,
    () => unwrap(callEndpoint(apiClient, shellEndpoints.problemParcelCount)),
    live,
  );
}

export function useReplenishWaitingCount(enabled: boolean) {
  return useSWR(
    enabled ? queryKeys.shell.replenishWaiting() : null,
    () => unwrap(callEndpoint(apiClient, shellEndpoints.replenishWaiting)).then((d) => d.waitingCount),
    live,
  );
}

export function fetchShopAuthPopup() {
  return unwrap(callEndpoint(apiClient, shellEndpoints.shopAuthPopup));
}

export function markNotShopPopup(id: number) {
  return callEndpoint(apiClient, shellEndpoints.markNotShopPopup, { body: { id } });
}

export function fetchNeedPlatformSettingPopup() {
  return unwrap(callEndpoint(apiClient, shellEndpoints.needPlatformSettingPopup));
}

/** 工作台's 货款后付 card: owed, due within 3 days, overdue, limit (only with 我的余额). */
export function usePayLaterStatistics(enabled: boolean) {
  return useSWR(enabled ? queryKeys.funds.payLater() : null, () =>
    unwrap(callEndpoint(apiClient, shellEndpoints.payLaterStatistics)),
  );
}
