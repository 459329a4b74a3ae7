/** Sign-in and sign-out calls of the console (the SSO page signs in on its own). */
import { accountEndpoints, callEndpoint, type Captcha, type LoginResult } from '@oms/api-client';
import { apiClient } from './client.ts';
import { readAuth } from '../app/session/authStorage.ts';

export function logout() {
  return callEndpoint(apiClient, accountEndpoints.logout);
}

/** Sign-in calls run before there is a session, so they skip the auth headers (noToken). */
export function fetchCaptcha() {
  return apiClient.get<Captcha>(accountEndpoints.captcha.path, { noToken: true });
}

export function purchaserLogin(body: { username: string; password: string; captchaId: string; captchaCode: string }) {
  return apiClient.post<LoginResult>(
    accountEndpoints.purchaserLogin.path,
    { ...body, noToken: true },
  );
}

/**
 * Whether this browser already holds a live session (the sign-in page then sends it on). Asked quietly:
 * no redirect or alert when it does not.
 */
export async function hasLiveSession(): Promise<boolean> {
  const auth = readAuth();
  if (!auth) return false;
  const res = await fetch(accountEndpoints.user.path, {
    headers: { 'X-TOKEN': auth.userHash, 'X-USER-ID': auth.userId, ...(auth.isPurchaser ? { 'X-REQUEST-SOURCE': 'purchase' } : {}) },
  }).catch(() => null);
  const body = (await res?.json().catch(() => null)) as { errorCode?: number } | null;
  return body?.errorCode === 0;
}
