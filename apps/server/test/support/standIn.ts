import { eq } from 'drizzle-orm';
import { startPlatformStandIn, type PlatformStandIn, type ProvisionShopInput } from '@oms/platform-standin';
import { shops } from '../../src/db/schema.ts';
import { createPlatformRegistry } from '../../src/modules/shops/platform/registry.ts';
import type { TestApp } from './testApp.ts';

/** A platform stand-in on a free port, with a registry whose calls give up quickly (timeouts in tests). */
export async function startTestStandIn(options: { timeoutMs?: number } = {}) {
  const standIn = await startPlatformStandIn({ port: 0, secret: 'test-secret', hangMs: 5000 });
  const registry = createPlatformRegistry(standIn.url, { timeoutMs: options.timeoutMs ?? 1500 });
  return { standIn, registry, adapterFor: (channel: string) => registry.adapterFor(channel) };
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
  const p = standIn.control.provisionShop(input);
  const [shop] = await t.database.db
    .insert(shops)
    .values({
      tenantId,
      name: p.shopName,
      platform: p.channel,
      platformShopId: p.shopId,
      lastAuthTime: new Date(),
      expireTime: p.refreshExpiresAt,
      accessTokenSealed: t.shops.seal.seal(p.accessToken),
      refreshTokenSealed: t.shops.seal.seal(p.refreshToken),
      accessExpiresAt: p.expiresAt,
      syncSince: p.historyStart,
    })
    .returning();
  return { shop: shop!, provisioned: p };
}

export async function shopRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(shops).where(eq(shops.id, id));
  return row!;
}
