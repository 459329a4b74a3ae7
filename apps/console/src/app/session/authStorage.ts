import type { AuthState } from '@oms/api-client';
import { clearCookie, readCookie } from './cookies.ts';

/** Browser storage keys of spec §3. */
export const storageKeys = {
  userId: 'user_id',
  userHash: 'user_hash',
  userType: 'userType',
  /** 'purchase' when the purchaser login page signed this browser in. */
  loginSource: 'loginSource',
} as const;

/**
 * SSO lands on the console with user_id and user_hash in the query. Keep them, then take them out
 * of the address bar so the hash does not end up in bookmarks, history or a pasted link.
 */
export function captureAuthFromUrl(win: Window = window): boolean {
  const url = new URL(win.location.href);
  const userId = url.searchParams.get('user_id');
  const userHash = url.searchParams.get('user_hash');
  if (!userId || !userHash) return false;
  localStorage.setItem(storageKeys.userId, userId);
  localStorage.setItem(storageKeys.userHash, userHash);
  localStorage.removeItem(storageKeys.loginSource);
  url.searchParams.delete('user_id');
  url.searchParams.delete('user_hash');
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  return true;
}

export function isPurchaserLogin(): boolean {
  return localStorage.getItem(storageKeys.loginSource) === 'purchase';
}

/** Purchasers read local storage; everyone else cookies first, then local storage (spec §6). */
export function readAuth(): AuthState | null {
  const purchaser = isPurchaserLogin();
  const fromCookies = purchaser ? null : { userId: readCookie('user_id'), userHash: readCookie('user_hash') };
  const userId = fromCookies?.userId ?? localStorage.getItem(storageKeys.userId);
  const userHash = fromCookies?.userHash ?? localStorage.getItem(storageKeys.userHash);
  if (!userId || !userHash) return null;
  return { userId, userHash, isPurchaser: purchaser };
}

export function savePurchaserAuth(result: { userId: number; userHash: string; userType: 0 | 1 }) {
  localStorage.setItem(storageKeys.userId, String(result.userId));
  localStorage.setItem(storageKeys.userHash, result.userHash);
  localStorage.setItem(storageKeys.userType, String(result.userType));
  localStorage.setItem(storageKeys.loginSource, 'purchase');
}

/** Moves the current sign-in (cookies or storage) into local storage and marks it as a purchaser's. */
export function adoptAsPurchaser() {
  const auth = readAuth();
  if (!auth) return;
  localStorage.setItem(storageKeys.userId, auth.userId);
  localStorage.setItem(storageKeys.userHash, auth.userHash);
  localStorage.setItem(storageKeys.loginSource, 'purchase');
}

export function clearAuth() {
  for (const key of Object.values(storageKeys)) localStorage.removeItem(key);
  clearCookie('user_id');
  clearCookie('user_hash');
}
