import crypto from 'node:crypto';
import { kdniaoSign, pushForm } from '../courier/kdniao.ts';
import type { OutboxRow } from '../store/store.ts';

export const SIGNATURE_HEADER = 'X-Fulfilment-Signature';
export const EVENTS_PATH = '/api/hooks/fulfilment/events';
export const TRACES_PATH = '/api/hooks/courier/traces';
export const RETURNS_PATH = '/api/hooks/fulfilment/returns';

/** Hex HMAC-SHA256 of the exact bytes posted: the server checks it before parsing anything. */
export const eventSignature = (body: string, secret: string) =>
  crypto.createHmac('sha256', secret).update(body, 'utf8').digest('hex');

export interface Keys {
  hmacSecret: string;
  courierAppKey: string;
  courierEBusinessId: string;
}

export interface Request {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The HTTP request of an outbox message; `forged` signs it with a wrong key (the bad-signature fault). */
export function requestOf(row: OutboxRow, callbackUrl: string, keys: Keys, forged = false): Request {
  const base = callbackUrl.replace(/\/+$/, '');
  const wrong = (key: string) => (forged ? `${key}-forged` : key);
  if (row.kind === 'EVENT' || row.kind === 'RETURN_EVENT')
    return {
      url: base + (row.kind === 'EVENT' ? EVENTS_PATH : RETURNS_PATH),
      headers: {
        'content-type': 'application/json; charset=utf-8',
        [SIGNATURE_HEADER]: eventSignature(row.payload, wrong(keys.hmacSecret)),
      },
      body: row.payload,
    };
  return {
    url: base + TRACES_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: pushForm(keys.courierEBusinessId, row.payload, kdniaoSign(row.payload, wrong(keys.courierAppKey))),
  };
}
