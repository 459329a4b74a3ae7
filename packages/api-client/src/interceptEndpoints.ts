import { PLATFORM_SETTINGS_CODE } from './afterSaleEndpoints.ts';
import { endpoint } from './endpoints.ts';
import { nullData } from './schemas/common.ts';
import {
  interceptApplySchema,
  interceptHitPageSchema,
  interceptHitsQuerySchema,
  interceptRuleMoveSchema,
  interceptRuleRefSchema,
  interceptRuleSaveRequestSchema,
  interceptRuleSchema,
  interceptRulesSchema,
  interceptRuleToggleSchema,
  interceptTrialRequestSchema,
  interceptTrialSchema,
} from './schemas/intercept.ts';

const settings = { kind: 'signedIn', permission: PLATFORM_SETTINGS_CODE } as const;

/**
 * 自动拦截策略 (/basicSet/autoIntercept): ordered rules tried on each newly synced order (first hit wins),
 * 规则试算 on 7 days, 应用到待发货订单, and the hit log.
 */
export const interceptEndpoints = {
  rules: endpoint({
    method: 'GET',
    path: '/api/b2/setting/intercept',
    access: settings,
    data: interceptRulesSchema,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/b2/setting/intercept/save',
    access: settings,
    body: interceptRuleSaveRequestSchema,
    data: interceptRuleSchema,
  }),
  toggle: endpoint({
    method: 'POST',
    path: '/api/b2/setting/intercept/toggle',
    access: settings,
    body: interceptRuleToggleSchema,
    data: interceptRuleSchema,
  }),
  move: endpoint({
    method: 'POST',
    path: '/api/b2/setting/intercept/move',
    access: settings,
    body: interceptRuleMoveSchema,
    data: interceptRulesSchema,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/b2/setting/intercept/delete',
    access: settings,
    body: interceptRuleRefSchema,
    data: nullData,
  }),
  trial: endpoint({
    method: 'POST',
    path: '/api/b2/setting/intercept/trial',
    access: settings,
    body: interceptTrialRequestSchema,
    data: interceptTrialSchema,
  }),
  applyNow: endpoint({
    method: 'POST',
    path: '/api/b2/setting/intercept/apply',
    access: settings,
    body: interceptRuleRefSchema,
    data: interceptApplySchema,
  }),
  hits: endpoint({
    method: 'POST',
    path: '/api/b2/setting/intercept/hits',
    access: settings,
    body: interceptHitsQuerySchema,
    data: interceptHitPageSchema,
  }),
};
