/** Sign-in and sign-out calls of the console (the SSO page signs in on its own). */
import { accountEndpoints, callEndpoint, type Captcha, type LoginResult } from '@oms/api-client';
import { apiClient } from './client.ts';

export function logout() {
  return callEndpoint(apiClient, accountEndpoints.logout);
}

/** Sign-in calls run before there is a session, so they skip the auth headers (noToken). */
export function fetchCaptcha() {
  return apiClient.get<Captcha>(accountEndpoints.captcha.path, { noToken: true });
}

export function purchaserLogin(body: {
  username: string;
  password: string;
  captchaId: string;
  captchaCode: string;
}) {
  return apiClient.post<LoginResult>(accountEndpoints.purchaserLogin.path, { ...body, noToken: true });
}

/** Whether this browser already holds a live session (the sign-in page then sends it on). */
export async function hasLiveSession(): Promise<boolean> {
  const answer = await apiClient.get(accountEndpoints.user.path, undefined, { quietAuth: true });
  return answer.errorCode === 0;
}
