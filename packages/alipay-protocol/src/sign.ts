import crypto from 'node:crypto';

/**
 * Alipay's open-API signatures (RSA2 = SHA256withRSA, base64), shared by our gateway client and the
 * local stand-in so both speak exactly the documented protocol.
 *
 * - A request is signed over every parameter except `sign` (so `sign_type` is included) with a
 *   non-empty value, sorted by name, joined as `k=v&k=v` with raw (not URL-encoded) values.
 * - An asynchronous notification is verified the same way but without `sign` AND `sign_type`.
 * - An API answer is signed over the exact JSON text of its `<method>_response` object.
 */
export function signingString(params: Record<string, string | undefined>, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function rsa2Sign(content: string, privateKeyPem: string): string {
  return crypto.sign('RSA-SHA256', Buffer.from(content, 'utf8'), privateKeyPem).toString('base64');
}

export function rsa2Verify(content: string, signature: string, publicKeyPem: string): boolean {
  try {
    return crypto.verify('RSA-SHA256', Buffer.from(content, 'utf8'), publicKeyPem, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

export const signRequest = (params: Record<string, string | undefined>, privateKeyPem: string) =>
  rsa2Sign(signingString(params, ['sign']), privateKeyPem);

export const verifyRequest = (params: Record<string, string | undefined>, publicKeyPem: string) =>
  typeof params.sign === 'string' && rsa2Verify(signingString(params, ['sign']), params.sign, publicKeyPem);

export const signNotify = (params: Record<string, string | undefined>, privateKeyPem: string) =>
  rsa2Sign(signingString(params, ['sign', 'sign_type']), privateKeyPem);

export const verifyNotify = (params: Record<string, string | undefined>, publicKeyPem: string) =>
  typeof params.sign === 'string' && rsa2Verify(signingString(params, ['sign', 'sign_type']), params.sign, publicKeyPem);

/** `alipay.trade.query` → `alipay_trade_query_response`. */
export const responseKey = (method: string) => `${method.replace(/\./g, '_')}_response`;

/**
 * The exact text of `"<key>": {…}` in an answer, which is what Alipay signs; re-serialising the parsed
 * object could reorder or re-escape it and break the check.
 */
export function extractSignedObject(body: string, key: string): string | null {
  const at = body.indexOf(`"${key}"`);
  if (at < 0) return null;
  const start = body.indexOf('{', at + key.length + 2);
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return body.slice(start, i + 1);
  }
  return null;
}

/** `yyyy-MM-dd HH:mm:ss` in Beijing time, Alipay's timestamp format. */
export function alipayTime(date: Date): string {
  const t = new Date(date.getTime() + 8 * 3600_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 19)}`;
}

/** Fen → Alipay's amount text ("12.30"); yuan text → fen, refusing anything but two-decimal amounts. */
export const fenToYuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;

export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export function generateKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
