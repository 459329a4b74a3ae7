import { useSWRConfig } from 'swr';
import { queryKeys } from '../../../api/queryKeys.ts';

/**
 * Revalidates the shop list and any open sync log after a change. The shell's expiry popup is not
 * cached (it asks the server afresh each time it decides to show), so there is nothing of it to refresh.
 */
export function useRefreshShops() {
  const { mutate } = useSWRConfig();
  const root = queryKeys.shops.all()[0];
  return () => mutate((key) => Array.isArray(key) && key[0] === root);
}
