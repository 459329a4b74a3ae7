import type { ChannelCode } from './channels.ts';

/**
 * Everything that decides a shop's order history. It travels inside the shop's tokens, so a restarted
 * stand-in serves the same orders without having stored anything about the shop.
 */
export interface ShopPlan {
  channel: ChannelCode;
  /** The shop's id on the platform. */
  shopId: string;
  shopName: string;
  /** Orders exist from this instant on (ms, a whole second). */
  historyStart: number;
  /** A fixed-size history: exactly `total` orders created before `end`, none after (benchmarks). */
  fixed: { total: number; end: number } | null;
  /** Calls a second the shop may make; null: the service's default; 0: no limit. */
  callsPerSecond: number | null;
}

/** Shops with the same key serve the same orders. */
export function planKey(plan: ShopPlan): string {
  return [plan.channel, plan.shopId, plan.historyStart, plan.fixed?.total ?? '', plan.fixed?.end ?? ''].join(
    '|',
  );
}

/** Pushed waybills and other per-shop memory belong to the shop, whatever window of history a token shows. */
export function shopKey(plan: Pick<ShopPlan, 'channel' | 'shopId'>): string {
  return `${plan.channel}|${plan.shopId}`;
}
