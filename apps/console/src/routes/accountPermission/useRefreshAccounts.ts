import { useSWRConfig } from 'swr';
import { queryKeys } from '../../api/queryKeys.ts';

/** Revalidates every roles and sub-accounts list after a change. */
export function useRefreshAccounts() {
  const { mutate } = useSWRConfig();
  const root = queryKeys.accounts.all()[0];
  return () => mutate((key) => Array.isArray(key) && key[0] === root);
}
