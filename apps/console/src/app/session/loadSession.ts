import { accountEndpoints, callEndpoint, flattenCodeTree, shellEndpoints, type Brand } from '@oms/api-client';
import { apiClient } from '../../api/client.ts';
import { unwrap } from '../../api/unwrap.ts';
import { adoptAsPurchaser, clearAuth, isPurchaserLogin, storageKeys } from './authStorage.ts';
import { readCookie } from './cookies.ts';
import { buildMenu, menuLeaves } from '../menu/buildMenu.ts';
import { isDemoDropshipAccount } from './demoAccounts.ts';
import { useSession } from './sessionStore.ts';

/** Browser storage keys of spec §3 written after sign-in. */
export const sessionStorageKeys = {
  menu: '_M_E',
  permissionCodes: '_P_C',
  manualDelivery: 'orderManualDeliveryPermission',
} as const;

/**
 * The cached code list is only obfuscated: it decides nothing, the server checks every call.
 */
function obfuscate(codes: readonly string[]): string {
  return btoa(encodeURIComponent(JSON.stringify(codes)));
}

/** A stored userType 1 next to a seller's user cookie is stale: reset it (spec §6). */
export function resetStaleUserType() {
  if (localStorage.getItem(storageKeys.userType) === '1' && readCookie('user_id')) {
    localStorage.setItem(storageKeys.userType, '0');
  }
}

export async function loadSession(brand: Brand): Promise<void> {
  const session = useSession.getState();
  try {
    resetStaleUserType();
    const user = await unwrap(callEndpoint(apiClient, accountEndpoints.user));
    if (isDemoDropshipAccount(user.username)) {
      await callEndpoint(apiClient, accountEndpoints.logout);
      clearAuth();
      localStorage.clear();
      window.location.assign(apiClient.ssoRedirectUrl());
      return;
    }
    localStorage.setItem(storageKeys.userType, String(user.userType));
    // A purchaser who came through SSO reads its sign-in from local storage from now on, and its
    // requests carry X-REQUEST-SOURCE: purchase (spec §6).
    if (user.source === 'purchaser' && !isPurchaserLogin()) adoptAsPurchaser();
    const [permissions, manualDelivery, hasErp] = await Promise.all([
      user.userType === 1
        ? unwrap(callEndpoint(apiClient, accountEndpoints.permissions)).then(
            (tree) => new Set(flattenCodeTree(tree)),
          )
        : Promise.resolve('all' as const),
      unwrap(callEndpoint(apiClient, accountEndpoints.manualDeliveryPermission)),
      unwrap(callEndpoint(apiClient, shellEndpoints.existErp)),
    ]);
    const menu = buildMenu({ brand, permissions, manualDelivery, hasErp });
    localStorage.setItem(sessionStorageKeys.menu, encodeURIComponent(JSON.stringify(menuLeaves(menu))));
    localStorage.setItem(
      sessionStorageKeys.permissionCodes,
      obfuscate(permissions === 'all' ? [] : [...permissions]),
    );
    localStorage.setItem(sessionStorageKeys.manualDelivery, manualDelivery);
    session.ready({ brand, user, permissions, manualDelivery, hasErp, menu });
  } catch (e) {
    session.fail((e as Error).message || '系统异常');
  }
}
