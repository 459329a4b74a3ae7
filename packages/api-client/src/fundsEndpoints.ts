import { endpoint } from './endpoints.ts';
import { idParamsSchema, nullData, pageQuerySchema } from './schemas/common.ts';
import {
  billDetailSchema,
  billPageRequestSchema,
  billPageSchema,
  createdPaymentSchema,
  fundsOverviewSchema,
  oldBalanceSchema,
  payLaterStatisticsSchema,
  payNoParamsSchema,
  payOrderSchema,
  payPasswordResetRequestSchema,
  payPasswordSetRequestSchema,
  payPasswordStateSchema,
  payStatusSchema,
  paySubmitRequestSchema,
  paySubmitResultSchema,
  rechargePageSchema,
  rechargeRequestSchema,
  smsCodeRequestSchema,
  smsCodeV2RequestSchema,
  smsSentSchema,
} from './schemas/funds.ts';

const BALANCE = '/funds/balance';
const RECHARGE_WITHDRAW = '/funds/rechargeWithdraw';

/**
 * 资金管理. Calls that move money take an `Idempotency-Key` header (the page's requestKey plus the
 * action): a repeat gets the first answer. The pay calls check the paid document's own page
 * permission on the server (the payment order decides which).
 */
export const fundsEndpoints = {
  smsCode: endpoint({
    method: 'POST',
    path: '/api/sms/code',
    access: { kind: 'signedIn' },
    body: smsCodeRequestSchema,
    data: smsSentSchema,
  }),
  /** A code to a phone that is not yet the account's (binding a new phone), behind the image captcha. */
  smsCodeV2: endpoint({
    method: 'POST',
    path: '/api/sms/code/v2',
    access: { kind: 'signedIn' },
    body: smsCodeV2RequestSchema,
    data: smsSentSchema,
  }),
  oldBalance: endpoint({
    method: 'GET',
    path: '/api/account/old/balance',
    access: { kind: 'signedIn', permission: BALANCE },
    data: oldBalanceSchema,
  }),
  migrateOldBalance: endpoint({
    method: 'POST',
    path: '/api/account/old/balance/migrate',
    access: { kind: 'signedIn', permission: BALANCE },
    data: oldBalanceSchema,
  }),
  payLaterStatistics: endpoint({
    method: 'GET',
    path: '/api/home/goods/pay/later/statistics',
    access: { kind: 'signedIn' },
    data: payLaterStatisticsSchema,
  }),
  overview: endpoint({
    method: 'GET',
    path: '/api/b2/funds/overview',
    access: { kind: 'signedIn', permission: BALANCE },
    data: fundsOverviewSchema,
  }),
  billPage: endpoint({
    method: 'POST',
    path: '/api/b2/funds/bill/page',
    access: { kind: 'signedIn', permission: BALANCE },
    body: billPageRequestSchema,
    data: billPageSchema,
  }),
  billDetail: endpoint({
    method: 'GET',
    path: '/api/b2/funds/bill/:id',
    access: { kind: 'signedIn', permission: BALANCE },
    params: idParamsSchema,
    data: billDetailSchema,
  }),
  recharge: endpoint({
    method: 'POST',
    path: '/api/b2/funds/recharge',
    access: { kind: 'signedIn', permission: RECHARGE_WITHDRAW },
    body: rechargeRequestSchema,
    data: createdPaymentSchema,
  }),
  rechargePage: endpoint({
    method: 'POST',
    path: '/api/b2/funds/recharge/page',
    access: { kind: 'signedIn', permission: RECHARGE_WITHDRAW },
    body: pageQuerySchema,
    data: rechargePageSchema,
  }),
  payPasswordState: endpoint({
    method: 'GET',
    path: '/api/b2/funds/payPassword/state',
    access: { kind: 'signedIn' },
    data: payPasswordStateSchema,
  }),
  payPasswordSet: endpoint({
    method: 'POST',
    path: '/api/b2/funds/payPassword/set',
    access: { kind: 'signedIn' },
    body: payPasswordSetRequestSchema,
    data: nullData,
  }),
  payPasswordReset: endpoint({
    method: 'POST',
    path: '/api/b2/funds/payPassword/reset',
    access: { kind: 'signedIn' },
    body: payPasswordResetRequestSchema,
    data: nullData,
  }),
  payOrder: endpoint({
    method: 'GET',
    path: '/api/b2/pay/order/:payNo',
    access: { kind: 'signedIn' },
    params: payNoParamsSchema,
    data: payOrderSchema,
  }),
  paySubmit: endpoint({
    method: 'POST',
    path: '/api/b2/pay/submit',
    access: { kind: 'signedIn' },
    body: paySubmitRequestSchema,
    data: paySubmitResultSchema,
  }),
  payStatus: endpoint({
    method: 'GET',
    path: '/api/b2/pay/order/:payNo/status',
    access: { kind: 'signedIn' },
    params: payNoParamsSchema,
    data: payStatusSchema,
  }),
};
