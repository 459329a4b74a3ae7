import crypto from 'node:crypto';

/**
 * Platform tokens are credentials to a seller's shop: kept sealed (AES-256-GCM) in the database so a
 * leaked backup or a log of a row does not hand out shops. The key is a server secret.
 */
export interface TokenSeal {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createTokenSeal(hexKey: string): TokenSeal {
  const key = Buffer.from(hexKey, 'hex');
  if (key.length !== 32) throw new Error('token key must be 32 bytes');
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed token');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
