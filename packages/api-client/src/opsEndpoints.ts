import { endpoint } from './endpoints.ts';
import { idParamsSchema, nullData } from './schemas/common.ts';
import {
  opsAdjustRequestSchema,
  opsAdjustSchema,
  opsAnomalyListSchema,
  opsAnomalyParamsSchema,
  opsLoginRequestSchema,
  opsManualDeliveryListSchema,
  opsManualDeliveryPageRequestSchema,
  opsManualDeliveryRowSchema,
  opsManualDeliverySetRequestSchema,
  opsPriceCheckListSchema,
  opsPriceCollectRequestSchema,
  opsPricedSchema,
  opsLoginSchema,
  opsReconcileSchema,
  opsRefundListSchema,
  opsRejectRequestSchema,
  opsWithdrawalListSchema,
  opsWithdrawalPageRequestSchema,
  opsWithdrawalRowSchema,
} from './schemas/ops.ts';
import { withdrawNoParamsSchema } from './schemas/funds.ts';
import {
  opsAppealApproveRequestSchema,
  opsAppealListSchema,
  opsAppealRowSchema,
} from './schemas/afterSaleAppeal.ts';

const OPS = { kind: 'operator' } as const;

/** /ops: platform staff only (an operator session in X-OPS-TOKEN). */
export const opsEndpoints = {
  /** 申诉审核: the pending 申诉, oldest first. */
  appeals: endpoint({ method: 'GET', path: '/api/ops/appeals', access: OPS, data: opsAppealListSchema }),
  /** Grants part or all of what the case may still refund: to the balance (APPEAL bill), the case 已完成. */
  appealApprove: endpoint({
    method: 'POST',
    path: '/api/ops/appeals/:id/approve',
    access: OPS,
    params: idParamsSchema,
    body: opsAppealApproveRequestSchema,
    data: opsAppealRowSchema,
  }),
  appealReject: endpoint({
    method: 'POST',
    path: '/api/ops/appeals/:id/reject',
    access: OPS,
    params: idParamsSchema,
    body: opsRejectRequestSchema,
    data: opsAppealRowSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/ops/login',
    access: { kind: 'public' },
    body: opsLoginRequestSchema,
    data: opsLoginSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/ops/logout', access: OPS, data: nullData }),
  withdrawals: endpoint({
    method: 'POST',
    path: '/api/ops/withdrawals/page',
    access: OPS,
    body: opsWithdrawalPageRequestSchema,
    data: opsWithdrawalListSchema,
  }),
  approveWithdrawal: endpoint({
    method: 'POST',
    path: '/api/ops/withdrawals/:no/approve',
    access: OPS,
    params: withdrawNoParamsSchema,
    data: opsWithdrawalRowSchema,
  }),
  rejectWithdrawal: endpoint({
    method: 'POST',
    path: '/api/ops/withdrawals/:no/reject',
    access: OPS,
    params: withdrawNoParamsSchema,
    body: opsRejectRequestSchema,
    data: opsWithdrawalRowSchema,
  }),
  anomalies: endpoint({ method: 'GET', path: '/api/ops/anomalies', access: OPS, data: opsAnomalyListSchema }),
  resolveAnomaly: endpoint({
    method: 'POST',
    path: '/api/ops/anomalies/:id/resolve',
    access: OPS,
    params: opsAnomalyParamsSchema,
    data: nullData,
  }),
  refunds: endpoint({ method: 'GET', path: '/api/ops/refunds', access: OPS, data: opsRefundListSchema }),
  adjust: endpoint({
    method: 'POST',
    path: '/api/ops/adjust',
    access: OPS,
    body: opsAdjustRequestSchema,
    data: opsAdjustSchema,
  }),
  reconcile: endpoint({ method: 'GET', path: '/api/ops/reconcile', access: OPS, data: opsReconcileSchema }),
  /** 拿退货权限: main accounts with theirs, granted ones first. */
  manualDelivery: endpoint({
    method: 'POST',
    path: '/api/ops/manualDelivery/page',
    access: OPS,
    body: opsManualDeliveryPageRequestSchema,
    data: opsManualDeliveryListSchema,
  }),
  /** 开通 / 关闭 a main account's 拿退货权限, with why (written to operator_actions). */
  setManualDelivery: endpoint({
    method: 'POST',
    path: '/api/ops/manualDelivery/set',
    access: OPS,
    body: opsManualDeliverySetRequestSchema,
    data: opsManualDeliveryRowSchema,
  }),
  /** 待核价 of every seller, oldest first. */
  priceChecks: endpoint({
    method: 'GET',
    path: '/api/ops/collects/priceCheck',
    access: OPS,
    data: opsPriceCheckListSchema,
  }),
  /** 核价: the 报单 placed at these prices as a 代发 order, unpaid, for the seller to pay. */
  priceCollect: endpoint({
    method: 'POST',
    path: '/api/ops/collects/:id/price',
    access: OPS,
    params: idParamsSchema,
    body: opsPriceCollectRequestSchema,
    data: opsPricedSchema,
  }),
  /** The goods cannot be found or priced: the 报单 fails with why. */
  rejectCollect: endpoint({
    method: 'POST',
    path: '/api/ops/collects/:id/reject',
    access: OPS,
    params: idParamsSchema,
    body: opsRejectRequestSchema,
    data: nullData,
  }),
};
