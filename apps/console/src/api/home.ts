import useSWR from 'swr';
import { callEndpoint, homeEndpoints } from '@oms/api-client';
import { apiClient } from './client.ts';
import { unwrap } from './unwrap.ts';
import { queryKeys } from './queryKeys.ts';

// 工作台 is left open all day: its figures refresh each minute while it is visible.
const live = { refreshInterval: 60000, revalidateOnFocus: true };

export function useHomeData(enabled: boolean) {
  return useSWR(
    enabled ? queryKeys.home.data() : null,
    () => unwrap(callEndpoint(apiClient, homeEndpoints.data)),
    live,
  );
}

export function useHomeTodo(enabled: boolean) {
  return useSWR(
    enabled ? queryKeys.home.todo() : null,
    () => unwrap(callEndpoint(apiClient, homeEndpoints.todo)),
    live,
  );
}

export function useHomeTrend(enabled: boolean, days: 7 | 30) {
  return useSWR(enabled ? queryKeys.home.trend(days) : null, () =>
    unwrap(callEndpoint(apiClient, homeEndpoints.trend, { body: { days } })),
  );
}
