import crypto from 'node:crypto';

/** The user_hash handed to the browser: 256 random bits. */
export function newUserHash(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** AES-256-GCM of the user id, for userIdAesStr; the key lives in server_secrets. */
export function encryptUserId(userId: number, keyHex: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const body = Buffer.concat([cipher.update(String(userId), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function decryptUserId(token: string, keyHex: string): number {
  const raw = Buffer.from(token, 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Number(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
}
