import type { StandInControl } from '@oms/platform-standin';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { shops } from '../../../db/schema.ts';
import type { ShopServices } from '../shopServices.ts';
import { syncShop } from '../sync/syncShop.ts';

/** Orders each demo shop has over the last 60 days before the demo starts (about 2,000 for the seller). */
const DEMO_HISTORY_DAYS = 60;
const DEMO_ORDERS_PER_SHOP = 500;

/**
 * Demo mode, first start: the seeded shops are authorised at the platform stand-in (as if the seller
 * had clicked 添加店铺) and their history is synced through the real sync path, so the demo's orders
 * are exactly what the platform serves. Seeded expiry dates are kept: one shop expired, one about to.
 * Returns how many orders were synced.
 */
export async function provisionDemoShops(
  db: Db,
  services: ShopServices,
  control: StandInControl,
): Promise<number> {
  const pending = await db.select().from(shops).where(isNull(shops.platformShopId));
  let synced = 0;
  for (const shop of pending) {
    const provisioned = control.provisionShop({
      channel: shop.platform,
      // The id the platform gives a shop of this name, so the seller re-authorising the expired one
      // on the platform's page comes back to the same shop.
      shopName: shop.name,
      historyDays: DEMO_HISTORY_DAYS,
      ordersTotal: DEMO_ORDERS_PER_SHOP,
    });
    const seededExpiry = shop.expireTime;
    await db
      .update(shops)
      .set({
        platformShopId: provisioned.shopId,
        accessTokenSealed: services.seal.seal(provisioned.accessToken),
        refreshTokenSealed: services.seal.seal(provisioned.refreshToken),
        accessExpiresAt: provisioned.expiresAt,
        // Synced while valid; the seeded (possibly past) expiry is put back below.
        expireTime: provisioned.refreshExpiresAt,
        syncSince: provisioned.historyStart,
      })
      .where(eq(shops.id, shop.id));
    const outcome = await syncShop(services.syncDeps, shop.id, 'AUTHORIZE');
    if (outcome.state === 'OK') synced += outcome.created;
    await db.update(shops).set({ expireTime: seededExpiry }).where(eq(shops.id, shop.id));
    if (seededExpiry.getTime() <= Date.now()) await syncedBeforeExpiry(db, shop.id, seededExpiry);
  }
  // A seeded shop past its expiry is what the platform would now refuse: 已过期.
  await db
    .update(shops)
    .set({ authState: 'EXPIRED' })
    .where(and(lte(shops.expireTime, sql`now()`), eq(shops.authState, 'AUTHORIZED')));
  return synced;
}

/**
 * A shop seeded as expired cannot have synced after it expired (the sync refuses it): its one sync
 * is dated an hour before the expiry, in its log and on the shop, as 店铺授权 shows them.
 */
async function syncedBeforeExpiry(db: Db, shopId: number, expiry: Date) {
  const at = new Date(expiry.getTime() - 3600_000);
  await db.execute(sql`
    update shop_sync_logs
       set started_at = ${at.toISOString()}::timestamptz - (coalesce(finished_at, started_at) - started_at),
           finished_at = ${at.toISOString()}::timestamptz
     where shop_id = ${shopId}`);
  await db.update(shops).set({ lastSyncAt: at }).where(eq(shops.id, shopId));
}
