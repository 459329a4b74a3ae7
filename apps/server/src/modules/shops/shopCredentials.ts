import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shops } from '../../db/schema.ts';
import { PlatformError, type PlatformAdapter, type PlatformCredentials } from './platform/adapter.ts';
import type { TokenSeal } from './tokenSeal.ts';

type ShopRow = typeof shops.$inferSelect;

/** Columns that store a fresh set of credentials. */
export function credentialColumns(seal: TokenSeal, c: PlatformCredentials) {
  return {
    accessTokenSealed: seal.seal(c.accessToken),
    refreshTokenSealed: seal.seal(c.refreshToken),
    accessExpiresAt: c.expiresAt,
    expireTime: c.refreshExpiresAt,
  };
}

/** Marks a shop whose authorisation the platform refused: it stops syncing and feeds the expiry popup. */
export async function markShopExpired(db: Db, shopId: number, reason: string) {
  await db
    .update(shops)
    .set({ authState: 'EXPIRED', notRemind: false, lastSyncError: reason })
    .where(eq(shops.id, shopId));
}

/**
 * A usable access token for the shop: the stored one, or a refreshed one (stored at once) when it is
 * about to expire or `force` says the platform refused it.
 */
export async function accessTokenFor(
  db: Db,
  seal: TokenSeal,
  adapter: PlatformAdapter,
  shop: ShopRow,
  options: { force?: boolean; now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  if (!shop.accessTokenSealed || !shop.refreshTokenSealed) {
    throw new PlatformError('authorization_revoked', '店铺没有授权令牌');
  }
  const fresh = shop.accessExpiresAt && shop.accessExpiresAt.getTime() - now.getTime() > 60_000;
  if (fresh && !options.force) return seal.open(shop.accessTokenSealed);
  const renewed = await adapter.refresh(seal.open(shop.refreshTokenSealed));
  const columns = credentialColumns(seal, renewed);
  await db.update(shops).set(columns).where(eq(shops.id, shop.id));
  Object.assign(shop, columns);
  return renewed.accessToken;
}
