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
import { opsPopupCreateSchema, opsPopupListSchema, opsPopupRowSchema } from './schemas/popup.ts';
import {
  opsAppealApproveRequestSchema,
  opsAppealListSchema,
  opsAppealRowSchema,
} from './schemas/afterSaleAppeal.ts';

/** Any operator (sign-out). */
const OPS = { kind: 'operator' } as const;
/** The money desk: 提现, 资金异常, 退款, 调账, 对账. */
const FINANCE = { kind: 'operator', roles: ['FINANCE'] } as const;
/** 待核价 and 拿退货权限: the goods and accounts side (运营), and 财务 as before. */
const GOODS = { kind: 'operator', roles: ['FINANCE', 'OPERATIONS'] } as const;
/** 申诉审核: 客服, and 财务 as before. */
const APPEALS = { kind: 'operator', roles: ['FINANCE', 'SUPPORT'] } as const;
/** What tenants are shown (弹窗): 运营's. */
const CONTENT = { kind: 'operator', roles: ['OPERATIONS'] } as const;

/** /ops: platform staff only (an operator session in X-OPS-TOKEN). */
export const opsEndpoints = {
  /** 申诉审核: the pending 申诉, oldest first. */
  appeals: endpoint({ method: 'GET', path: '/api/ops/appeals', access: APPEALS, data: opsAppealListSchema }),
  /** Grants part or all of what the case may still refund: to the balance (APPEAL bill), the case 已完成. */
  appealApprove: endpoint({
    method: 'POST',
    path: '/api/ops/appeals/:id/approve',
    access: APPEALS,
    params: idParamsSchema,
    body: opsAppealApproveRequestSchema,
    data: opsAppealRowSchema,
  }),
  appealReject: endpoint({
    method: 'POST',
    path: '/api/ops/appeals/:id/reject',
    access: APPEALS,
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
    access: FINANCE,
    body: opsWithdrawalPageRequestSchema,
    data: opsWithdrawalListSchema,
  }),
  approveWithdrawal: endpoint({
    method: 'POST',
    path: '/api/ops/withdrawals/:no/approve',
    access: FINANCE,
    params: withdrawNoParamsSchema,
    data: opsWithdrawalRowSchema,
  }),
  rejectWithdrawal: endpoint({
    method: 'POST',
    path: '/api/ops/withdrawals/:no/reject',
    access: FINANCE,
    params: withdrawNoParamsSchema,
    body: opsRejectRequestSchema,
    data: opsWithdrawalRowSchema,
  }),
  anomalies: endpoint({
    method: 'GET',
    path: '/api/ops/anomalies',
    access: FINANCE,
    data: opsAnomalyListSchema,
  }),
  resolveAnomaly: endpoint({
    method: 'POST',
    path: '/api/ops/anomalies/:id/resolve',
    access: FINANCE,
    params: opsAnomalyParamsSchema,
    data: nullData,
  }),
  refunds: endpoint({ method: 'GET', path: '/api/ops/refunds', access: FINANCE, data: opsRefundListSchema }),
  adjust: endpoint({
    method: 'POST',
    path: '/api/ops/adjust',
    access: FINANCE,
    body: opsAdjustRequestSchema,
    data: opsAdjustSchema,
  }),
  reconcile: endpoint({
    method: 'GET',
    path: '/api/ops/reconcile',
    access: FINANCE,
    data: opsReconcileSchema,
  }),
  /** 拿退货权限: main accounts with theirs, granted ones first. */
  manualDelivery: endpoint({
    method: 'POST',
    path: '/api/ops/manualDelivery/page',
    access: GOODS,
    body: opsManualDeliveryPageRequestSchema,
    data: opsManualDeliveryListSchema,
  }),
  /** 开通 / 关闭 a main account's 拿退货权限, with why (written to operator_actions). */
  setManualDelivery: endpoint({
    method: 'POST',
    path: '/api/ops/manualDelivery/set',
    access: GOODS,
    body: opsManualDeliverySetRequestSchema,
    data: opsManualDeliveryRowSchema,
  }),
  /** 待核价 of every seller, oldest first. */
  priceChecks: endpoint({
    method: 'GET',
    path: '/api/ops/collects/priceCheck',
    access: GOODS,
    data: opsPriceCheckListSchema,
  }),
  /** 核价: the 报单 placed at these prices as a 代发 order, unpaid, for the seller to pay. */
  priceCollect: endpoint({
    method: 'POST',
    path: '/api/ops/collects/:id/price',
    access: GOODS,
    params: idParamsSchema,
    body: opsPriceCollectRequestSchema,
    data: opsPricedSchema,
  }),
  /** The goods cannot be found or priced: the 报单 fails with why. */
  rejectCollect: endpoint({
    method: 'POST',
    path: '/api/ops/collects/:id/reject',
    access: GOODS,
    params: idParamsSchema,
    body: opsRejectRequestSchema,
    data: nullData,
  }),
  /** 弹窗, newest first, each with its state and how many accounts saw it. */
  popups: endpoint({ method: 'GET', path: '/api/ops/popups', access: CONTENT, data: opsPopupListSchema }),
  createPopup: endpoint({
    method: 'POST',
    path: '/api/ops/popups',
    access: CONTENT,
    body: opsPopupCreateSchema,
    data: opsPopupRowSchema,
  }),
  /** 下线: shown no more (a second time 40900). */
  withdrawPopup: endpoint({
    method: 'POST',
    path: '/api/ops/popups/:id/withdraw',
    access: CONTENT,
    params: idParamsSchema,
    data: opsPopupRowSchema,
  }),
};
