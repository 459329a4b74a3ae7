import { endpoint } from './endpoints.ts';
import { idParamsSchema, nullData, pageQuerySchema } from './schemas/common.ts';
import { createdJobSchema } from './schemas/listJobs.ts';
import {
  billExportRequestSchema,
  replenishCanceledSchema,
  replenishCancelRequestSchema,
  replenishPageRequestSchema,
  replenishPageSchema,
  replenishPayRequestSchema,
  alipayBindingSchema,
  alipayBindRequestSchema,
  alipayUnbindRequestSchema,
  withdrawApplyRequestSchema,
  withdrawNoParamsSchema,
  withdrawPageSchema,
  withdrawQuotaSchema,
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
const REPLENISH = '/funds/transferRecord';

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
  billExport: endpoint({
    method: 'POST',
    path: '/api/b2/funds/bill/export',
    access: { kind: 'signedIn', permission: BALANCE },
    body: billExportRequestSchema,
    data: createdJobSchema,
  }),
  billExportFile: endpoint({
    method: 'POST',
    path: '/api/b2/funds/bill/export/file',
    access: { kind: 'signedIn', permission: BALANCE },
    body: billExportRequestSchema,
    data: nullData,
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
  withdrawQuota: endpoint({
    method: 'GET',
    path: '/api/b2/funds/withdraw/quota',
    access: { kind: 'signedIn', permission: RECHARGE_WITHDRAW },
    data: withdrawQuotaSchema,
  }),
  withdrawApply: endpoint({
    method: 'POST',
    path: '/api/b2/funds/withdraw/apply',
    access: { kind: 'signedIn', permission: RECHARGE_WITHDRAW },
    body: withdrawApplyRequestSchema,
    data: withdrawPageSchema.shape.list.element,
  }),
  withdrawPage: endpoint({
    method: 'POST',
    path: '/api/b2/funds/withdraw/page',
    access: { kind: 'signedIn', permission: RECHARGE_WITHDRAW },
    body: pageQuerySchema,
    data: withdrawPageSchema,
  }),
  withdrawCancel: endpoint({
    method: 'POST',
    path: '/api/b2/funds/withdraw/cancel/:no',
    access: { kind: 'signedIn', permission: RECHARGE_WITHDRAW },
    params: withdrawNoParamsSchema,
    data: withdrawPageSchema.shape.list.element,
  }),
  alipayBinding: endpoint({
    method: 'GET',
    path: '/api/b2/funds/alipay',
    access: { kind: 'signedIn', permission: RECHARGE_WITHDRAW },
    data: alipayBindingSchema,
  }),
  alipayBind: endpoint({
    method: 'POST',
    path: '/api/b2/funds/alipay/bind',
    access: { kind: 'signedIn', permission: RECHARGE_WITHDRAW },
    body: alipayBindRequestSchema,
    data: alipayBindingSchema,
  }),
  alipayUnbind: endpoint({
    method: 'POST',
    path: '/api/b2/funds/alipay/unbind',
    access: { kind: 'signedIn', permission: RECHARGE_WITHDRAW },
    body: alipayUnbindRequestSchema,
    data: alipayBindingSchema,
  }),
  replenishPage: endpoint({
    method: 'POST',
    path: '/api/b2/funds/replenish/page',
    access: { kind: 'signedIn', permission: REPLENISH },
    body: replenishPageRequestSchema,
    data: replenishPageSchema,
  }),
  /** 去补款 / 批量补款: one payment order for the picked 补款. */
  replenishPay: endpoint({
    method: 'POST',
    path: '/api/b2/funds/replenish/pay',
    access: { kind: 'signedIn', permission: REPLENISH },
    body: replenishPayRequestSchema,
    data: createdPaymentSchema,
  }),
  /** 放弃补款. */
  replenishCancel: endpoint({
    method: 'POST',
    path: '/api/b2/funds/replenish/cancel',
    access: { kind: 'signedIn', permission: REPLENISH },
    body: replenishCancelRequestSchema,
    data: replenishCanceledSchema,
  }),
};
