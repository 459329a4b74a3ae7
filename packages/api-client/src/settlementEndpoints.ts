import { endpoint } from './endpoints.ts';
import { nullData } from './schemas/common.ts';
import {
  pickerFloatRequestSchema,
  pickerSettledSchema,
  pickerSettlePageRequestSchema,
  pickerSettlePageSchema,
  pickerSettleRequestSchema,
  pickerSettleRowSchema,
  pickupBillDetailSchema,
  pickupBillDisputeRequestSchema,
  pickupBillMovedSchema,
  pickupBillNoRequestSchema,
  pickupBillNosRequestSchema,
  pickupBillPageRequestSchema,
  pickupBillPageSchema,
  pickupBillPaymentSchema,
  statementRequestSchema,
  statementSchema,
} from './schemas/settlements.ts';

/** 拿货结算账单 and 拿货员结算 (the latter a tab of the former's page). */
export const NAHUO_SETTLEMENT_CODE = '/funds/nahuoSettlement';
export const ACCOUNT_STATEMENT_CODE = '/funds/accountStatement';
const bills = { kind: 'purchaser', permission: NAHUO_SETTLEMENT_CODE, manualDelivery: true } as const;
/** 对账单 is of the balance: a seller's reads the same (with no 拿货结算账单 of its own). */
const statement = { kind: 'signedIn', permission: ACCOUNT_STATEMENT_CODE, manualDelivery: true } as const;
const base = '/api/b2/settlement';

/** The own team's money (issue 28 §3): bills per stall-day, staff days, the month's statement. */
export const settlementEndpoints = {
  billPage: endpoint({
    method: 'POST',
    path: `${base}/bill/page`,
    access: bills,
    body: pickupBillPageRequestSchema,
    data: pickupBillPageSchema,
  }),
  billDetail: endpoint({
    method: 'POST',
    path: `${base}/bill/detail`,
    access: bills,
    body: pickupBillNoRequestSchema,
    data: pickupBillDetailSchema,
  }),
  /** 确认: 待确认 → 待付款; a 现结 bill is paid at the stall (已付款), one below 0 credits the balance. */
  billConfirm: endpoint({
    method: 'POST',
    path: `${base}/bill/confirm`,
    access: bills,
    body: pickupBillNosRequestSchema,
    data: pickupBillMovedSchema,
  }),
  /** 余额支付: the 待付款 bills (余额代付, 月结) into one payment order, paid on /funds/pay. */
  billPay: endpoint({
    method: 'POST',
    path: `${base}/bill/pay`,
    access: bills,
    body: pickupBillNosRequestSchema,
    data: pickupBillPaymentSchema,
  }),
  /** 标记线下已付: paid outside the platform (bank transfer, cash at the office); no ledger entry. */
  billMarkPaid: endpoint({
    method: 'POST',
    path: `${base}/bill/markPaid`,
    access: bills,
    body: pickupBillNosRequestSchema,
    data: pickupBillMovedSchema,
  }),
  /** 有争议 with the reason (待确认 or 待付款); 重新核对 brings it back to 待确认. */
  billDispute: endpoint({
    method: 'POST',
    path: `${base}/bill/dispute`,
    access: bills,
    body: pickupBillDisputeRequestSchema,
    data: pickupBillMovedSchema,
  }),
  billRecheck: endpoint({
    method: 'POST',
    path: `${base}/bill/recheck`,
    access: bills,
    body: pickupBillNoRequestSchema,
    data: pickupBillMovedSchema,
  }),
  /** The page's filter and tab as .xlsx, a row a bill. */
  billExport: endpoint({
    method: 'POST',
    path: `${base}/bill/export`,
    access: bills,
    body: pickupBillPageRequestSchema,
    data: nullData,
  }),
  pickerPage: endpoint({
    method: 'POST',
    path: `${base}/picker/page`,
    access: bills,
    body: pickerSettlePageRequestSchema,
    data: pickerSettlePageSchema,
  }),
  /** 登记备用金 of a staff-day still 待结算. */
  pickerFloat: endpoint({
    method: 'POST',
    path: `${base}/picker/float`,
    access: bills,
    body: pickerFloatRequestSchema,
    data: pickerSettleRowSchema,
  }),
  /** 确认结算: the day's figures are frozen as they stand (the day must be 日结). */
  pickerSettle: endpoint({
    method: 'POST',
    path: `${base}/picker/settle`,
    access: bills,
    body: pickerSettleRequestSchema,
    data: pickerSettledSchema,
  }),
  /** 对账单 of a month. */
  statement: endpoint({
    method: 'POST',
    path: '/api/b2/statement/month',
    access: statement,
    body: statementRequestSchema,
    data: statementSchema,
  }),
  statementExport: endpoint({
    method: 'POST',
    path: '/api/b2/statement/month/export',
    access: statement,
    body: statementRequestSchema,
    data: nullData,
  }),
};
