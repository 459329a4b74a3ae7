import type { FastifyInstance } from 'fastify';
import { autoAfterSaleEndpoints as e } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { autoLogPage, retryAutoLog } from './autoLog.ts';
import { activeAutoSaleTag, autoSettings, saveAutoSettings } from './autoSettings.ts';

/** 自动售后设置, 自动售后日志 (重试) and 售后订单's tag. */
export function registerAutoAfterSale(app: FastifyInstance, ctx: AppContext) {
  const { db, funds, daifa } = ctx;
  const deps = { funds, fulfilment: daifa.fulfilment, returns: daifa.returns };
  registerEndpoint(app, ctx, e.settings, ({ caller }) => autoSettings(db, caller.tenantId));
  registerEndpoint(app, ctx, e.save, ({ body, caller }) =>
    saveAutoSettings(db, caller.tenantId, body, caller.username),
  );
  registerEndpoint(app, ctx, e.logPage, ({ body, caller }) => autoLogPage(db, caller.tenantId, body));
  registerEndpoint(app, ctx, e.retry, ({ body, caller }) => retryAutoLog(db, deps, caller.tenantId, body.id));
  registerEndpoint(app, ctx, e.activeTag, ({ caller }) => activeAutoSaleTag(db, caller.tenantId));
}
