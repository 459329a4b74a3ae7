const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 36 random characters followed by the millisecond timestamp (spec §9). */
export function createRequestKey(now: number = Date.now()): string {
  const bytes = new Uint8Array(36);
  globalThis.crypto.getRandomValues(bytes);
  let key = '';
  for (const b of bytes) key += ALPHABET[b % ALPHABET.length];
  return key + String(now);
}
