import type { ShopRow } from '@oms/api-client';

/** What the seller may do with a shop, and why not: the same rules the server enforces, said before the click. */

/** An expired or cancelled shop has no live token: only 重新授权 brings it back. */
export function isAuthorizationLive(shop: ShopRow): boolean {
  return shop.authState === 'AUTHORIZED' || shop.authState === 'EXPIRING';
}

/** REDBOOK shops sync only after the 千帆 code check (and only while their authorisation is live). */
export function needsRedBookCheck(shop: ShopRow): boolean {
  return shop.platform === 'REDBOOK' && shop.needsVerification && isAuthorizationLive(shop);
}

/** Why 立即同步 is off for this shop, or null when it may sync. */
export function syncBlockedReason(shop: ShopRow): string | null {
  if (shop.authState === 'CANCELED') return '店铺已取消授权，请重新授权后再同步';
  if (shop.authState === 'EXPIRED') return '店铺授权已过期，请重新授权后再同步';
  if (shop.platform === 'REDBOOK' && shop.needsVerification) return '小红书店铺需先完成验证';
  return null;
}

export function canCancel(shop: ShopRow): boolean {
  return shop.authState !== 'CANCELED';
}

/** Whole days left; 0 once expired (spec §9), whatever the server sent. */
export function daysLeft(shop: ShopRow): number {
  return Math.max(0, shop.leftDays);
}
