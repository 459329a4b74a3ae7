import type { FastifyInstance } from 'fastify';
import { erpEndpoints } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { assignGoodsSupplier, erpGoodsPage, erpStalls } from './erpGoods.ts';
import { syncErp } from './erpSync.ts';
import { assignTakeSupplier, erpTakePage } from './erpTakes.ts';

/** 商品供应商 and the board's ERP采购单: the contract settles who may call; the contract's `erp` turns away a tenant without one (47010). */
export function registerErp(app: FastifyInstance, ctx: AppContext) {
  const e = erpEndpoints;
  const { db } = ctx;
  registerEndpoint(app, ctx, e.goodsPage, ({ body, caller }) => erpGoodsPage(db, caller, body));
  registerEndpoint(app, ctx, e.stalls, ({ caller }) => erpStalls(db, caller));
  registerEndpoint(app, ctx, e.assignSupplier, ({ body, caller }) => assignGoodsSupplier(db, caller, body));
  registerEndpoint(app, ctx, e.sync, ({ caller }) => syncErp(db, ctx.shops.erp, caller.tenantId));
  registerEndpoint(app, ctx, e.erpTakePage, ({ body, caller }) => erpTakePage(db, caller, body));
  registerEndpoint(app, ctx, e.assignTakeSupplier, ({ body, caller }) =>
    assignTakeSupplier(db, caller, body),
  );
}
