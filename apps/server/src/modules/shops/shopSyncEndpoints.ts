import { shopEndpoints } from '@oms/api-client';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shopSyncLogs, shops } from '../../db/schema.ts';
import { invalid, notFound } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { authStateOf } from './shopState.ts';

const LOGS_SHOWN = 50;

/** 立即同步 and the sync log of a shop. */
export function registerShopSyncEndpoints(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  const shopOf = async (shopId: number, tenantId: number) => {
    const [shop] = await db
      .select()
      .from(shops)
      .where(and(eq(shops.id, shopId), eq(shops.tenantId, tenantId)));
    if (!shop) throw notFound('店铺不存在');
    return shop;
  };

  registerEndpoint(app, ctx, shopEndpoints.syncNow, async ({ body, caller }) => {
    const shop = await shopOf(body.shopId, caller.tenantId);
    const state = authStateOf(shop);
    if (state === 'EXPIRED' || state === 'CANCELED') throw invalid('店铺授权已失效，请先重新授权', 'shopId');
    if (shop.platform === 'REDBOOK' && !shop.verifiedAt)
      throw invalid('小红书店铺需先完成千帆验证码验证', 'shopId');
    await ctx.shops.requestSync(shop.id, 'MANUAL');
    return null;
  });

  registerEndpoint(app, ctx, shopEndpoints.syncLogs, async ({ body, caller }) => {
    await shopOf(body.shopId, caller.tenantId);
    const rows = await db
      .select()
      .from(shopSyncLogs)
      .where(eq(shopSyncLogs.shopId, body.shopId))
      .orderBy(desc(shopSyncLogs.startedAt), desc(shopSyncLogs.id))
      .limit(LOGS_SHOWN);
    return rows.map((r) => ({
      id: r.id,
      trigger: r.trigger,
      startedAt: r.startedAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
      result: r.result,
      created: r.created,
      updated: r.updated,
      unchanged: r.unchanged,
      error: r.error,
    }));
  });
}
