import type { FastifyInstance } from 'fastify';
import { erpEndpoints } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireErp } from './erpAccess.ts';
import { assignGoodsSupplier, erpGoodsPage, erpStalls } from './erpGoods.ts';
import { syncErp } from './erpSync.ts';
import { assignTakeSupplier, erpTakePage } from './erpTakes.ts';

/** 商品供应商 and the board's ERP采购单: the contract settles who may call; a tenant without an ERP gets 47010. */
export function registerErp(app: FastifyInstance, ctx: AppContext) {
  const e = erpEndpoints;
  const { db } = ctx;
  registerEndpoint(app, ctx, e.goodsPage, async ({ body, caller }) => {
    await requireErp(db, caller.tenantId);
    return erpGoodsPage(db, caller, body);
  });
  registerEndpoint(app, ctx, e.stalls, async ({ caller }) => {
    await requireErp(db, caller.tenantId);
    return erpStalls(db, caller);
  });
  registerEndpoint(app, ctx, e.assignSupplier, async ({ body, caller }) => {
    await requireErp(db, caller.tenantId);
    return assignGoodsSupplier(db, caller, body);
  });
  registerEndpoint(app, ctx, e.sync, async ({ caller }) => {
    await requireErp(db, caller.tenantId);
    return syncErp(db, ctx.shops.erp, caller.tenantId);
  });
  registerEndpoint(app, ctx, e.erpTakePage, async ({ body, caller }) => {
    await requireErp(db, caller.tenantId);
    return erpTakePage(db, caller, body);
  });
  registerEndpoint(app, ctx, e.assignTakeSupplier, async ({ body, caller }) => {
    await requireErp(db, caller.tenantId);
    return assignTakeSupplier(db, caller, body);
  });
}
