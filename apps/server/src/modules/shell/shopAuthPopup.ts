import { shellEndpoints } from '@oms/api-client';
import { and, asc, eq, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shops } from '../../db/schema.ts';
import { notFound } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { authStateOf, leftDaysOf, SHOP_EXPIRY_WARNING_DAYS } from '../shops/shopState.ts';

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
          ne(shops.authState, 'CANCELED'),
          or(
            eq(shops.authState, 'EXPIRED'),
            lte(shops.expireTime, sql`now() + make_interval(days => ${SHOP_EXPIRY_WARNING_DAYS})`),
          ),
        ),
      )
      .orderBy(asc(shops.expireTime), asc(shops.id));
    const now = new Date();
    return rows.map((shop) => ({
      id: shop.id,
      name: shop.name,
      type: shop.platform,
      lastAuthTime: shop.lastAuthTime.toISOString(),
      expireTime: shop.expireTime.toISOString(),
      leftDays: leftDaysOf(shop.expireTime, now),
      ifExpire: authStateOf(shop, now) === 'EXPIRED',
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
