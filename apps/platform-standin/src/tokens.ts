import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { channelOf } from './channels.ts';
import type { ShopPlan } from './shopPlan.ts';

export type TokenType = 'code' | 'access' | 'refresh';

/** What a token vouches for. Self-validating: the HMAC covers all of it. */
export interface TokenClaims {
  type: TokenType;
  plan: ShopPlan;
  /** When this token stops working (ms). */
  expiresAt: number;
  /** When the authorisation behind it ends: refresh tokens never outlive it (ms). */
  authorizationExpiresAt: number;
  /** Makes every token distinct; codes are single-use by it. */
  nonce: string;
  /** Codes only: where the authorisation was sent, checked again at the exchange. */
  redirectUri?: string;
}

type Wire = {
  v: 1;
  t: TokenType;
  c: string;
  s: string;
  n: string;
  h: number;
  ft?: number;
  fe?: number;
  q?: number;
  e: number;
  ae: number;
  i: string;
  ru?: string;
};

function toWire(claims: TokenClaims): Wire {
  const { plan } = claims;
  return {
    v: 1,
    t: claims.type,
    c: plan.channel,
    s: plan.shopId,
    n: plan.shopName,
    h: plan.historyStart,
    ...(plan.fixed ? { ft: plan.fixed.total, fe: plan.fixed.end } : {}),
    ...(plan.callsPerSecond !== null ? { q: plan.callsPerSecond } : {}),
    e: claims.expiresAt,
    ae: claims.authorizationExpiresAt,
    i: claims.nonce,
    ...(claims.redirectUri !== undefined ? { ru: claims.redirectUri } : {}),
  };
}

function fromWire(wire: Wire): TokenClaims | null {
  const channel = channelOf(String(wire.c));
  if (wire.v !== 1 || !channel || !['code', 'access', 'refresh'].includes(wire.t)) return null;
  const numbers = [wire.h, wire.e, wire.ae];
  if (
    numbers.some((n) => typeof n !== 'number') ||
    typeof wire.s !== 'string' ||
    typeof wire.n !== 'string'
  ) {
    return null;
  }
  return {
    type: wire.t,
    plan: {
      channel,
      shopId: wire.s,
      shopName: wire.n,
      historyStart: wire.h,
      fixed:
        typeof wire.ft === 'number' && typeof wire.fe === 'number' ? { total: wire.ft, end: wire.fe } : null,
      callsPerSecond: typeof wire.q === 'number' ? wire.q : null,
    },
    expiresAt: wire.e,
    authorizationExpiresAt: wire.ae,
    nonce: String(wire.i),
    ...(typeof wire.ru === 'string' ? { redirectUri: wire.ru } : {}),
  };
}

export function newNonce(): string {
  return randomBytes(9).toString('base64url');
}

export class TokenSigner {
  constructor(private readonly secret: string) {}

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.secret).update(payload).digest();
  }

  sign(claims: TokenClaims): string {
    const payload = Buffer.from(JSON.stringify(toWire(claims)), 'utf8').toString('base64url');
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  /** The claims of a genuine token of this type, expired or not; null for anything forged or malformed. */
  read(token: string, type: TokenType): TokenClaims | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = fromWire(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Wire);
      return claims?.type === type ? claims : null;
    } catch {
      return null;
    }
  }
}
