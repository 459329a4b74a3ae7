import crypto from 'node:crypto';
import { shopEndpoints } from '@oms/api-client';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shopAuthRequests, shops } from '../../db/schema.ts';
import { ApiError, invalid, notFound } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { ErrorCode } from '@oms/api-client';
import { PlatformError } from './platform/adapter.ts';
import { platformErrorText } from './platform/platformErrors.ts';
import { credentialColumns } from './shopCredentials.ts';
import { authStateOf, leftDaysOf } from './shopState.ts';

const AUTH_REQUEST_TTL_MS = 10 * 60 * 1000;

/** 店铺授权: the shop list, authorising through the platform (new or again), cancelling. */
export function registerShopAuthorization(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  registerEndpoint(app, ctx, shopEndpoints.list, async ({ caller }) => {
    const rows = await db
      .select({
        shop: shops,
        orderCount: sql<number>`(select count(*) from shop_orders o where o.shop_id = "shops"."id")`.mapWith(
          Number,
        ),
      })
      .from(shops)
      .where(eq(shops.tenantId, caller.tenantId))
      .orderBy(asc(shops.createdAt), asc(shops.id));
    const now = new Date();
    return rows.map(({ shop, orderCount }) => ({
      id: shop.id,
      name: shop.name,
      platform: shop.platform,
      lastAuthTime: shop.lastAuthTime.toISOString(),
      expireTime: shop.expireTime.toISOString(),
      leftDays: leftDaysOf(shop.expireTime, now),
      authState: authStateOf(shop, now),
      lastSyncAt: shop.lastSyncAt?.toISOString() ?? null,
      lastSyncResult: shop.lastSyncResult,
      lastSyncError: shop.lastSyncError,
      orderCount,
      needsVerification: shop.platform === 'REDBOOK' && shop.verifiedAt === null,
      verifyLockedUntil:
        shop.verifyLockedUntil && shop.verifyLockedUntil > now ? shop.verifyLockedUntil.toISOString() : null,
    }));
  });

  registerEndpoint(app, ctx, shopEndpoints.authorizeStart, async ({ body, caller }) => {
    if (body.shopId !== undefined) {
      const [shop] = await db
        .select({ platform: shops.platform })
        .from(shops)
        .where(and(eq(shops.id, body.shopId), eq(shops.tenantId, caller.tenantId)));
      if (!shop) throw notFound('店铺不存在');
      if (shop.platform !== body.platform) throw invalid('重新授权须选择店铺原来的平台', 'platform');
    }
    const state = crypto.randomBytes(24).toString('base64url');
    await db.insert(shopAuthRequests).values({
      state,
      tenantId: caller.tenantId,
      accountId: caller.accountId,
      platform: body.platform,
      shopId: body.shopId ?? null,
      expiresAt: new Date(Date.now() + AUTH_REQUEST_TTL_MS),
    });
    const url = ctx.shops
      .adapterFor(body.platform)
      .authorizeUrl({ state, redirectUri: ctx.shops.authorizeReturnUrl });
    return { url };
  });

  registerEndpoint(app, ctx, shopEndpoints.authorizeFinish, async ({ body, caller }) => {
    // Single use, and only by whoever started it: a code sent to another account's browser is useless.
    const [request] = await db
      .delete(shopAuthRequests)
      .where(
        and(
          eq(shopAuthRequests.state, body.state),
          eq(shopAuthRequests.accountId, caller.accountId),
          gt(shopAuthRequests.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!request) throw invalid('授权已失效，请重新点击添加店铺', 'state');
    const adapter = ctx.shops.adapterFor(request.platform);
    let credentials;
    try {
      credentials = await adapter.exchangeCode({
        code: body.code,
        redirectUri: ctx.shops.authorizeReturnUrl,
      });
    } catch (error) {
      if (error instanceof PlatformError)
        throw new ApiError(ErrorCode.INVALID_INPUT, `授权失败：${platformErrorText(error)}`, {
          field: 'code',
        });
      throw error;
    }
    const columns = {
      ...credentialColumns(ctx.shops.seal, credentials),
      name: credentials.shopName,
      lastAuthTime: new Date(),
      authState: 'AUTHORIZED' as const,
      notRemind: false,
      lastSyncError: null,
    };
    const shopId = await db.transaction(async (tx) => {
      if (request.shopId !== null) {
        const [shop] = await tx
          .select({ platformShopId: shops.platformShopId })
          .from(shops)
          .where(and(eq(shops.id, request.shopId), eq(shops.tenantId, caller.tenantId)))
          .for('update');
        if (!shop) throw notFound('店铺不存在');
        if (shop.platformShopId !== null && shop.platformShopId !== credentials.platformShopId) {
          throw invalid('授权的店铺与要重新授权的店铺不是同一个，请用该店铺的账号授权', 'code');
        }
        await tx
          .update(shops)
          .set({ ...columns, platformShopId: credentials.platformShopId })
          .where(eq(shops.id, request.shopId));
        return request.shopId;
      }
      const [saved] = await tx
        .insert(shops)
        .values({
          ...columns,
          tenantId: caller.tenantId,
          platform: request.platform,
          platformShopId: credentials.platformShopId,
        })
        .onConflictDoUpdate({ target: [shops.tenantId, shops.platform, shops.platformShopId], set: columns })
        .returning({ id: shops.id });
      return saved!.id;
    });
    await ctx.shops.requestSync(shopId, 'AUTHORIZE');
    return { shopId, name: credentials.shopName, platform: request.platform };
  });

  registerEndpoint(app, ctx, shopEndpoints.cancel, async ({ body, caller }) => {
    const updated = await db
      .update(shops)
      .set({
        authState: 'CANCELED',
        accessTokenSealed: null,
        refreshTokenSealed: null,
        accessExpiresAt: null,
        syncCursor: null,
        syncPassMax: null,
      })
      .where(and(eq(shops.id, body.shopId), eq(shops.tenantId, caller.tenantId)))
      .returning({ id: shops.id });
    if (updated.length === 0) throw notFound('店铺不存在');
    return null;
  });
}
