import { accountEndpoints, callEndpoint, type ApiEnvelope, type Captcha, type LoginResult } from '@oms/api-client';
import { apiClient } from './client.ts';

/** Resolves the data of a successful answer; anything else becomes an Error carrying the envelope. */
export async function unwrap<T>(answer: Promise<ApiEnvelope<T>>): Promise<T> {
  const envelope = await answer;
  if (envelope.errorCode !== 0) throw Object.assign(new Error(envelope.errorMsg), { envelope });
  return envelope.data;
}

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
