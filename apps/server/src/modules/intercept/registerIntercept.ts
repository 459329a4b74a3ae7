import type { FastifyInstance } from 'fastify';
import { interceptEndpoints as e } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { deleteRule, listRules, moveRule, saveRule, toggleRule } from './interceptRules.ts';
import { applyRuleNow, hitPage, trialRule } from './interceptReplay.ts';

/** 自动拦截策略: the permission (平台代发设置's entry) is the contract's; every row is the caller's tenant's. */
export function registerIntercept(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  registerEndpoint(app, ctx, e.rules, ({ caller }) => listRules(db, caller.tenantId));
  registerEndpoint(app, ctx, e.save, ({ body, caller }) => saveRule(db, caller.tenantId, body));
  registerEndpoint(app, ctx, e.toggle, ({ body, caller }) =>
    toggleRule(db, caller.tenantId, body.id, body.version, body.enabled),
  );
  registerEndpoint(app, ctx, e.move, ({ body, caller }) => moveRule(db, caller.tenantId, body.id, body.direction));
  registerEndpoint(app, ctx, e.remove, ({ body, caller }) => deleteRule(db, caller.tenantId, body.id));
  registerEndpoint(app, ctx, e.trial, ({ body, caller }) => trialRule(db, caller.tenantId, body.conditions));
  registerEndpoint(app, ctx, e.applyNow, ({ body, caller }) => applyRuleNow(db, caller.tenantId, body.id));
  registerEndpoint(app, ctx, e.hits, ({ body, caller }) => hitPage(db, caller.tenantId, body));
}
