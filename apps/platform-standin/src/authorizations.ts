import { CHANNEL_NAMES, type ChannelCode } from './channels.ts';
import type { StandInClock } from './clock.ts';
import { StandInError, invalidParameter } from './errors.ts';
import { shopName as makeShopName } from './people.ts';
import { Rng, hashText } from '@oms/standin-kit';
import { shopKey, type ShopPlan } from './shopPlan.ts';
import { newNonce, type TokenClaims, type TokenSigner } from './tokens.ts';

const SECOND = 1000;
const DAY = 86_400 * SECOND;
const CODE_TTL_MS = 5 * 60 * SECOND;

/** What the token endpoint and shop provisioning answer. */
export interface TokenGrant {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  /** Seconds the access token works. */
  expires_in: number;
  /** Seconds the refresh token (the authorisation) works. */
  refresh_expires_in: number;
  shop_id: string;
  shop_name: string;
}

export interface TokenLifetimes {
  accessMs: number;
  refreshMs: number;
}

export interface ShopOrder {
  channel: ChannelCode;
  shopId?: string;
  shopName?: string;
  /** Days of orders the shop already has. */
  historyDays: number;
  /** A fixed-size history of exactly this many orders over `historyDays`, and no new ones. */
  ordersTotal?: number;
  callsPerSecond?: number;
}

function wholeSecond(ms: number): number {
  return Math.floor(ms / SECOND) * SECOND;
}

/**
 * Authorisation codes and tokens. Tokens validate themselves; the only memory is which codes were
 * used (single use) and when each shop was first authorised (so authorising again keeps its history).
 */
export class Authorizations {
  private readonly usedCodes = new Map<string, number>();
  private readonly historyStarts = new Map<string, number>();

  constructor(
    private readonly signer: TokenSigner,
    private readonly clock: StandInClock,
    private readonly lifetimes: TokenLifetimes,
    private readonly secret: string,
  ) {}

  /** A shop's platform id follows from its channel and name, so authorising the same shop again finds it. */
  shopIdFor(channel: ChannelCode, shopName: string): string {
    return String(100_000_000 + (hashText(`${this.secret}|${channel}|${shopName}`) % 900_000_000));
  }

  /** A name for the authorise page to suggest. */
  suggestShopName(): string {
    return makeShopName(new Rng(Math.random() * 0x100000000));
  }

  private planFor(order: ShopOrder): ShopPlan {
    const now = this.clock.nowMs();
    // A shop given by id keeps its made-up name; a shop given by nothing is a new one each time.
    const nameSeed =
      order.shopId === undefined ? Math.random() * 0x100000000 : hashText(`${order.channel}|${order.shopId}`);
    const shopName = order.shopName ?? makeShopName(new Rng(nameSeed));
    const shopId = order.shopId ?? this.shopIdFor(order.channel, shopName);
    const wanted = wholeSecond(now - order.historyDays * DAY);
    const plan: ShopPlan = {
      channel: order.channel,
      shopId,
      shopName,
      historyStart: wanted,
      fixed: null,
      callsPerSecond: order.callsPerSecond ?? null,
    };
    if (order.ordersTotal !== undefined) {
      if (order.historyDays <= 0) throw invalidParameter('orders_total 需要 history_days 大于 0');
      return { ...plan, fixed: { total: order.ordersTotal, end: wholeSecond(now) } };
    }
    const key = shopKey(plan);
    const historyStart = Math.min(this.historyStarts.get(key) ?? wanted, wanted);
    this.historyStarts.set(key, historyStart);
    return { ...plan, historyStart };
  }

  private grant(plan: ShopPlan, authorizationExpiresAt: number): TokenGrant {
    const now = this.clock.nowMs();
    const accessExpiresAt = Math.min(now + this.lifetimes.accessMs, authorizationExpiresAt);
    const claims = { plan, authorizationExpiresAt };
    return {
      access_token: this.signer.sign({
        ...claims,
        type: 'access',
        expiresAt: accessExpiresAt,
        nonce: newNonce(),
      }),
      refresh_token: this.signer.sign({
        ...claims,
        type: 'refresh',
        expiresAt: authorizationExpiresAt,
        nonce: newNonce(),
      }),
      token_type: 'Bearer',
      expires_in: Math.round((accessExpiresAt - now) / SECOND),
      refresh_expires_in: Math.round((authorizationExpiresAt - now) / SECOND),
      shop_id: plan.shopId,
      shop_name: plan.shopName,
    };
  }

  /** The seller agreed on the authorise page: a single-use code for the redirect. */
  issueCode(order: ShopOrder, redirectUri: string): string {
    const expiresAt = this.clock.nowMs() + CODE_TTL_MS;
    const plan = this.planFor(order);
    return this.signer.sign({
      type: 'code',
      plan,
      expiresAt,
      authorizationExpiresAt: expiresAt,
      nonce: newNonce(),
      redirectUri,
    });
  }

  /** A shop authorised without the browser round trip (demo seed, benchmarks). */
  provision(order: ShopOrder): { grant: TokenGrant; plan: ShopPlan } {
    const plan = this.planFor(order);
    return { grant: this.grant(plan, this.clock.nowMs() + this.lifetimes.refreshMs), plan };
  }

  /** The claims of a genuine, unexpired code or refresh token of the channel; null otherwise. */
  private live(channel: ChannelCode, token: string, type: 'code' | 'refresh'): TokenClaims | null {
    const claims = this.signer.read(token, type);
    if (!claims || claims.plan.channel !== channel || claims.expiresAt <= this.clock.nowMs()) return null;
    return claims;
  }

  /** Whose code or refresh token this is, if genuine — to aim faults at a shop's token calls. */
  shopOfGrant(channel: ChannelCode, token: string, type: 'code' | 'refresh'): string | null {
    return this.live(channel, token, type)?.plan.shopId ?? null;
  }

  exchangeCode(channel: ChannelCode, code: string, redirectUri: string): TokenGrant {
    const claims = this.live(channel, code, 'code');
    if (!claims) throw new StandInError('INVALID_CODE', '授权码无效或已过期');
    if (this.usedCodes.has(claims.nonce)) throw new StandInError('INVALID_CODE', '授权码已使用');
    if (claims.redirectUri !== redirectUri)
      throw new StandInError('REDIRECT_MISMATCH', 'redirect_uri 与授权时不一致');
    this.forgetExpiredCodes();
    this.usedCodes.set(claims.nonce, claims.expiresAt);
    return this.grant(claims.plan, this.clock.nowMs() + this.lifetimes.refreshMs);
  }

  refresh(channel: ChannelCode, refreshToken: string): TokenGrant {
    const claims = this.live(channel, refreshToken, 'refresh');
    if (!claims)
      throw new StandInError(
        'INVALID_REFRESH_TOKEN',
        `refresh_token 无效或已过期，请重新授权${CHANNEL_NAMES[channel]}店铺`,
      );
    return this.grant(claims.plan, claims.authorizationExpiresAt);
  }

  /** The shop plan behind an access token of the channel; 401 for anything else. */
  planOfAccessToken(channel: ChannelCode, accessToken: string): ShopPlan {
    const claims = this.signer.read(accessToken, 'access');
    if (!claims || claims.plan.channel !== channel)
      throw new StandInError('INVALID_ACCESS_TOKEN', 'access_token 无效');
    if (claims.expiresAt <= this.clock.nowMs())
      throw new StandInError('ACCESS_TOKEN_EXPIRED', 'access_token 已过期');
    return claims.plan;
  }

  private forgetExpiredCodes(): void {
    const now = this.clock.nowMs();
    for (const [nonce, expiresAt] of this.usedCodes) if (expiresAt <= now) this.usedCodes.delete(nonce);
  }
}
