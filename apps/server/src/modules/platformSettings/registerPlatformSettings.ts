import type { FastifyInstance } from 'fastify';
import { platformSettingEndpoints as e } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { readCustomInfo, saveCustomInfo, saveShopSender } from './customInfo.ts';
import { readSpeedDelivery, saveSpeedDelivery } from './speedDelivery.ts';
import { fulfilmentStrategyOf, saveFulfilmentStrategy } from '../daifa/abnormal/exceptionPolicy.ts';

/** 自定义发货信息 and 提速发货: the permission (平台代发设置's entry) is the contract's; the tenant is the caller's. */
export function registerPlatformSettings(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const customInfo = async (tenantId: number) =>
    readCustomInfo(db, tenantId, await ctx.daifa.fulfilment.warehouses());
  registerEndpoint(app, ctx, e.customInfo, ({ caller }) => customInfo(caller.tenantId));
  registerEndpoint(app, ctx, e.saveCustomInfo, async ({ body, caller }) => {
    await saveCustomInfo(db, caller.tenantId, body);
    return customInfo(caller.tenantId);
  });
  registerEndpoint(app, ctx, e.saveShopSender, ({ body, caller }) =>
    saveShopSender(db, caller.tenantId, body.shopId, body.sender ?? null),
  );
  registerEndpoint(app, ctx, e.fulfilmentStrategy, ({ caller }) => fulfilmentStrategyOf(db, caller.tenantId));
  registerEndpoint(app, ctx, e.saveFulfilmentStrategy, ({ body, caller }) =>
    saveFulfilmentStrategy(db, caller.tenantId, body),
  );
  registerEndpoint(app, ctx, e.speedDelivery, ({ caller }) => readSpeedDelivery(db, caller.tenantId));
  registerEndpoint(app, ctx, e.saveSpeedDelivery, ({ body, caller }) =>
    saveSpeedDelivery(db, caller.tenantId, body.platform, body.enabled),
  );
}
