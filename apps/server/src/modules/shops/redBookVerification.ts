import { ErrorCode, shopEndpoints } from '@oms/api-client';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shops } from '../../db/schema.ts';
import { ApiError, invalid, notFound } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { PlatformError } from './platform/adapter.ts';
import { platformErrorText } from './platform/platformErrors.ts';
import { accessTokenFor } from './shopCredentials.ts';

/** Wrong codes in a row before the check locks. */
export const REDBOOK_MAX_FAILURES = 5;
export const REDBOOK_LOCK_MINUTES = 30;

/**
 * REDBOOK shops sync only after the seller proves access to the shop's 千帆 inbox: the platform sends
 * a 6-digit code there; five wrong codes lock the check for 30 minutes.
 */
export function registerRedBookVerification(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  const redBookShop = async (shopId: number, tenantId: number) => {
    const [shop] = await db
      .select()
      .from(shops)
      .where(and(eq(shops.id, shopId), eq(shops.tenantId, tenantId)));
    if (!shop) throw notFound('店铺不存在');
    if (shop.platform !== 'REDBOOK') throw invalid('只有小红书店铺需要验证', 'shopId');
    if (shop.authState !== 'AUTHORIZED') throw invalid('店铺授权已失效，请先重新授权', 'shopId');
    if (shop.verifyLockedUntil && shop.verifyLockedUntil > new Date()) {
      throw new ApiError(
        ErrorCode.TOO_MANY_REQUESTS,
        `验证码错误次数过多，请${REDBOOK_LOCK_MINUTES}分钟后再试`,
      );
    }
    return shop;
  };

  const platformCall = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PlatformError) throw new ApiError(ErrorCode.CONFLICT, platformErrorText(error));
      throw error;
    }
  };

  registerEndpoint(app, ctx, shopEndpoints.redBookSendCode, async ({ body, caller }) => {
    const shop = await redBookShop(body.shopId, caller.tenantId);
    if (shop.verifiedAt) throw invalid('店铺已验证', 'shopId');
    const adapter = ctx.shops.adapterFor('REDBOOK');
    await platformCall(async () => {
      const token = await accessTokenFor(db, ctx.shops.seal, adapter, shop);
      await adapter.sendVerificationCode!(token);
    });
    return null;
  });

  registerEndpoint(app, ctx, shopEndpoints.redBookVerify, async ({ body, caller }) => {
    const shop = await redBookShop(body.shopId, caller.tenantId);
    if (shop.verifiedAt) return null;
    const adapter = ctx.shops.adapterFor('REDBOOK');
    const valid = await platformCall(async () => {
      const token = await accessTokenFor(db, ctx.shops.seal, adapter, shop);
      return adapter.checkVerificationCode!(token, body.code);
    });
    if (valid) {
      await db
        .update(shops)
        .set({ verifiedAt: sql`now()`, verifyFailures: 0, verifyLockedUntil: null })
        .where(eq(shops.id, shop.id));
      await ctx.shops.requestSync(shop.id, 'AUTHORIZE');
      return null;
    }
    // Counted in the database, one statement, so parallel guesses cannot slip past the limit.
    const [after] = await db
      .update(shops)
      .set({
        verifyFailures: sql`case when ${shops.verifyFailures} + 1 >= ${REDBOOK_MAX_FAILURES} then 0 else ${shops.verifyFailures} + 1 end`,
        verifyLockedUntil: sql`case when ${shops.verifyFailures} + 1 >= ${REDBOOK_MAX_FAILURES}
          then now() + make_interval(mins => ${REDBOOK_LOCK_MINUTES}) else ${shops.verifyLockedUntil} end`,
      })
      .where(eq(shops.id, shop.id))
      .returning({ failures: shops.verifyFailures, lockedUntil: shops.verifyLockedUntil });
    if (after!.lockedUntil && after!.lockedUntil > new Date()) {
      throw new ApiError(
        ErrorCode.TOO_MANY_REQUESTS,
        `验证码错误次数过多，请${REDBOOK_LOCK_MINUTES}分钟后再试`,
      );
    }
    throw invalid(`验证码错误，还可以再试${REDBOOK_MAX_FAILURES - after!.failures}次`, 'code');
  });
}
