import { channelOf, type ChannelCode } from './channels.ts';
import type { StandInContext } from './context.ts';
import { invalidParameter } from './errors.ts';
import type { Fault, FaultKind } from './faults.ts';

export interface ProvisionShopInput {
  /** A channel code in any case (`PDD`, `pdd`). */
  channel: string;
  /** Default: derived from the name, as the authorise page does. */
  shopId?: string;
  /** Default: a made-up clothing shop name. */
  shopName?: string;
  /** Days of orders the shop already has (default 0; 7 with `ordersTotal`). */
  historyDays?: number;
  /** Exactly this many orders spread over `historyDays`, and no new ones (benchmarks). */
  ordersTotal?: number;
  /** Calls a second this shop may make (0: no limit); default: the service's. */
  callsPerSecond?: number;
}

export interface ProvisionedShop {
  channel: ChannelCode;
  shopId: string;
  shopName: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  refreshExpiresAt: Date;
  historyStart: Date;
}

export interface FaultInput {
  channel?: string;
  shopId?: string;
  kind: FaultKind;
  /** Default 1. */
  times?: number;
}

/** Test and demo levers of a running stand-in; `/_control` offers the same over HTTP. */
export interface StandInControl {
  addFault(fault: FaultInput): Fault;
  clearFaults(): void;
  faults(): Fault[];
  provisionShop(input: ProvisionShopInput): ProvisionedShop;
  /** The last REDBOOK verification code sent to the shop, used or not. */
  lastVerificationCode(shopId: string): { code: string; expiresAt: Date } | null;
  now(): Date;
  /** Freezes the stand-in's time at `at`. */
  setClock(at: Date): void;
  advanceClock(ms: number): void;
  /** Back to real time (or the `now` option). */
  resetClock(): void;
}

export function channelInput(text: string): ChannelCode {
  const channel = channelOf(text);
  if (!channel) throw invalidParameter(`未知的平台 ${text}`);
  return channel;
}

function checkProvision(input: ProvisionShopInput): void {
  if (input.shopId !== undefined && !/^[0-9A-Za-z_-]{1,64}$/.test(input.shopId))
    throw invalidParameter('shop_id 格式不正确');
  if (input.shopName !== undefined && !/^\S.{0,59}$/u.test(input.shopName))
    throw invalidParameter('shop_name 须为 1 到 60 个字');
  const whole = (n: number | undefined, min: number, max: number) =>
    n === undefined || (Number.isInteger(n) && n >= min && n <= max);
  if (!whole(input.historyDays, 0, 365)) throw invalidParameter('history_days 须为 0 到 365 的整数');
  if (!whole(input.ordersTotal, 1, 2_000_000))
    throw invalidParameter('orders_total 须为 1 到 2000000 的整数');
  if (!whole(input.callsPerSecond, 0, 100_000))
    throw invalidParameter('calls_per_second 须为 0 到 100000 的整数');
}

export function createControl(ctx: StandInContext): StandInControl {
  return {
    addFault: (fault) =>
      ctx.faults.add({
        kind: fault.kind,
        times: fault.times ?? 1,
        channel: fault.channel === undefined ? null : channelInput(fault.channel),
        shopId: fault.shopId ?? null,
      }),
    clearFaults: () => ctx.faults.clear(),
    faults: () => ctx.faults.list(),
    provisionShop: (input) => {
      checkProvision(input);
      const now = ctx.clock.nowMs();
      const { grant, plan } = ctx.authorizations.provision({
        channel: channelInput(input.channel),
        ...(input.shopId !== undefined ? { shopId: input.shopId } : {}),
        ...(input.shopName !== undefined ? { shopName: input.shopName } : {}),
        historyDays: input.historyDays ?? (input.ordersTotal !== undefined ? 7 : 0),
        ...(input.ordersTotal !== undefined ? { ordersTotal: input.ordersTotal } : {}),
        ...(input.callsPerSecond !== undefined ? { callsPerSecond: input.callsPerSecond } : {}),
      });
      return {
        channel: plan.channel,
        shopId: plan.shopId,
        shopName: plan.shopName,
        accessToken: grant.access_token,
        refreshToken: grant.refresh_token,
        expiresAt: new Date(now + grant.expires_in * 1000),
        refreshExpiresAt: new Date(now + grant.refresh_expires_in * 1000),
        historyStart: new Date(plan.historyStart),
      };
    },
    lastVerificationCode: (shopId) => {
      const sent = ctx.inbox.lastCode(shopId);
      return sent ? { code: sent.code, expiresAt: new Date(sent.expiresAt) } : null;
    },
    now: () => ctx.clock.now(),
    setClock: (at) => ctx.clock.set(at),
    advanceClock: (ms) => ctx.clock.advance(ms),
    resetClock: () => ctx.clock.reset(),
  };
}
