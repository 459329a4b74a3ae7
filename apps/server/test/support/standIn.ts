import { eq } from 'drizzle-orm';
import {
  startPlatformStandIn,
  type PlatformStandIn,
  type ProvisionedShop,
  type ProvisionShopInput,
} from '@oms/platform-standin';
import type { Db } from '../../src/db/client.ts';
import type { TokenSeal } from '../../src/modules/shops/tokenSeal.ts';
import { shops } from '../../src/db/schema.ts';
import { createPlatformRegistry } from '../../src/modules/shops/platform/registry.ts';
import type { TestApp } from './testApp.ts';

/** A platform stand-in on a free port, with a registry whose calls give up quickly (timeouts in tests). */
export async function startTestStandIn(options: { timeoutMs?: number } = {}) {
  const standIn = await startPlatformStandIn({ port: 0, secret: 'test-secret', hangMs: 5000 });
  const registry = createPlatformRegistry(standIn.url, { timeoutMs: options.timeoutMs ?? 1500 });
  return { standIn, registry, adapterFor: (channel: string) => registry.adapterFor(channel) };
}

/** The shop row a finished 添加店铺 leaves: the platform's shop with its tokens sealed. */
export async function insertProvisionedShop(
  db: Db,
  seal: TokenSeal,
  tenantId: number,
  p: ProvisionedShop,
  name: string = p.shopName,
) {
  const [shop] = await db
    .insert(shops)
    .values({
      tenantId,
      name,
      platform: p.channel,
      platformShopId: p.shopId,
      lastAuthTime: new Date(),
      expireTime: p.refreshExpiresAt,
      accessTokenSealed: seal.seal(p.accessToken),
      refreshTokenSealed: seal.seal(p.refreshToken),
      accessExpiresAt: p.expiresAt,
      syncSince: p.historyStart,
    })
    .returning();
  return shop!;
}

/**
 * A shop of the seller tenant already authorised at the stand-in (provisioned there, tokens sealed
 * here), as if the seller had gone through 添加店铺.
 */
export async function authorisedShop(
  t: TestApp,
  standIn: PlatformStandIn,
  tenantId: number,
  input: ProvisionShopInput,
) {
  const provisioned = standIn.control.provisionShop(input);
  const shop = await insertProvisionedShop(t.database.db, t.shops.seal, tenantId, provisioned);
  return { shop, provisioned };
}

export async function shopRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(shops).where(eq(shops.id, id));
  return row!;
}
