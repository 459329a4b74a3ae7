import { shellEndpoints } from '@oms/api-client';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shops } from '../../db/schema.ts';
import { notFound } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

/** Shops are announced from this many days before their authorisation expires (spec §9). */
export const SHOP_EXPIRY_WARNING_DAYS = 5;
const DAY_MS = 24 * 3600 * 1000;

export function registerShopAuthPopup(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  registerEndpoint(app, ctx, shellEndpoints.shopAuthPopup, async ({ caller }) => {
    const rows = await db
      .select()
      .from(shops)
      .where(
        and(
          eq(shops.tenantId, caller.tenantId),
          eq(shops.notRemind, false),
          lte(shops.expireTime, sql`now() + make_interval(days => ${SHOP_EXPIRY_WARNING_DAYS})`),
        ),
      )
      .orderBy(asc(shops.expireTime), asc(shops.id));
    const now = Date.now();
    return rows.map((shop) => ({
      id: shop.id,
      name: shop.name,
      type: shop.platform,
      lastAuthTime: shop.lastAuthTime.toISOString(),
      expireTime: shop.expireTime.toISOString(),
      leftDays: Math.max(0, Math.floor((shop.expireTime.getTime() - now) / DAY_MS)),
      ifExpire: shop.expireTime.getTime() <= now,
    }));
  });

  registerEndpoint(app, ctx, shellEndpoints.markNotShopPopup, async ({ body, caller }) => {
    const updated = await db
      .update(shops)
      .set({ notRemind: true })
      .where(and(eq(shops.id, body.id), eq(shops.tenantId, caller.tenantId)))
      .returning({ id: shops.id });
    if (updated.length === 0) throw notFound('店铺不存在');
    return null;
  });
}
