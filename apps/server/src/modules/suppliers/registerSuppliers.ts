import type { FastifyInstance } from 'fastify';
import { supplierEndpoints } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { saveSupplier, setSupplierState, supplierPage, supplierTree } from './suppliers.ts';

/** 供应商管理: who may call is settled by the contract (the entry + manual delivery, purchasers only). */
export function registerSuppliers(app: FastifyInstance, ctx: AppContext) {
  const e = supplierEndpoints;
  registerEndpoint(app, ctx, e.tree, ({ caller }) => supplierTree(ctx.db, caller));
  registerEndpoint(app, ctx, e.page, ({ body, caller }) => supplierPage(ctx.db, caller, body));
  registerEndpoint(app, ctx, e.save, ({ body, caller }) => saveSupplier(ctx.db, caller, body));
  registerEndpoint(app, ctx, e.state, ({ body, caller }) =>
    setSupplierState(ctx.db, caller, body.ids, body.state),
  );
}
