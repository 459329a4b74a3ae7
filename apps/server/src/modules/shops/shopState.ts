/** Shops are announced from this many days before their authorisation expires (spec §9). */
export const SHOP_EXPIRY_WARNING_DAYS = 5;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Days left, 0 only when already past (spec §9): a part of a day counts as one, so an authorisation
 * of 30 days just given shows 30天 (it showed 29), and one ending later today 1天, not the 0天 of expired.
 */
export function leftDaysOf(expireTime: Date, now = new Date()): number {
  return Math.max(0, Math.ceil((expireTime.getTime() - now.getTime()) / DAY_MS));
}

/** The shopAuthState code the seller sees: a stored state refined by the clock. */
export function authStateOf(
  shop: { authState: string; expireTime: Date },
  now = new Date(),
): 'AUTHORIZED' | 'EXPIRING' | 'EXPIRED' | 'CANCELED' {
  if (shop.authState === 'CANCELED') return 'CANCELED';
  if (shop.authState === 'EXPIRED' || shop.expireTime.getTime() <= now.getTime()) return 'EXPIRED';
  if (shop.expireTime.getTime() - now.getTime() <= SHOP_EXPIRY_WARNING_DAYS * DAY_MS) return 'EXPIRING';
  return 'AUTHORIZED';
}
