import useSWR, { mutate, preload } from 'swr';
import {
  callEndpoint,
  createRequestKey,
  fundsEndpoints,
  type AlipayBindRequest,
  type BillPageRequest,
  type PayPasswordResetRequest,
  type PayPasswordSetRequest,
  type PaySubmitRequest,
  type ReplenishPageRequest,
  type CouponPageRequest,
  type AliLedgerAuthRequest,
  type AliLedgerPageRequest,
  type DailyStatementRequest,
  type WithdrawApplyRequest,
} from '@oms/api-client';
import { REQUEST_KEY } from '../app/navigation/navigationMarks.ts';
import { apiClient } from './client.ts';
import { saveFile } from './saveFile.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

/**
 * The Idempotency-Key of a money call: this page's requestKey (spec §9) plus the action, so a double
 * click or a retry after a lost answer gets the first answer instead of paying twice.
 */
export function moneyKey(action: string): Record<string, string> {
  let pageKey = sessionStorage.getItem(REQUEST_KEY);
  if (!pageKey) {
    pageKey = createRequestKey();
    sessionStorage.setItem(REQUEST_KEY, pageKey);
  }
  return { 'Idempotency-Key': `${pageKey}:${action}` };
}

/** Everything money-related is stale once money moved. */
export const refreshFunds = () => mutate((key) => Array.isArray(key) && key[0] === 'funds');

export const useFundsOverview = () =>
  useSWR(queryKeys.funds.overview(), () => unwrap(callEndpoint(apiClient, fundsEndpoints.overview)));

export const useOldBalance = () =>
  useSWR(queryKeys.funds.oldBalance(), () => unwrap(callEndpoint(apiClient, fundsEndpoints.oldBalance)), {
    revalidateOnFocus: false,
  });

export const migrateOldBalance = () =>
  callEndpoint(apiClient, fundsEndpoints.migrateOldBalance, {}, { headers: moneyKey('migrate') });

export type { BillPageRequest };

const fetchBillPage = (request: BillPageRequest) =>
  unwrap(callEndpoint(apiClient, fundsEndpoints.billPage, { body: request }));

export const useBillPage = (request: BillPageRequest) =>
  useSWR(queryKeys.funds.bills(request), () => fetchBillPage(request), { keepPreviousData: true });

/** The same page asked for before the page's code has arrived (the hook then takes this answer). */
export const preloadBillPage = (request: BillPageRequest) =>
  preload(queryKeys.funds.bills(request), () => fetchBillPage(request));

export const useBillDetail = (id: number | null) =>
  useSWR(id ? queryKeys.funds.bill(id) : null, () =>
    unwrap(callEndpoint(apiClient, fundsEndpoints.billDetail, { params: { id: String(id) } })),
  );

export const createRecharge = (amountFen: number) =>
  callEndpoint(
    apiClient,
    fundsEndpoints.recharge,
    { body: { amountFen } },
    { headers: moneyKey(`recharge:${amountFen}`) },
  );

export const useRechargePage = (request: { pageNum: number; pageSize: number }) =>
  useSWR(
    queryKeys.funds.recharges(request),
    () => unwrap(callEndpoint(apiClient, fundsEndpoints.rechargePage, { body: request })),
    {
      keepPreviousData: true,
    },
  );

export const usePayOrder = (payNo: string | null) =>
  useSWR(payNo ? queryKeys.funds.payOrder(payNo) : null, () =>
    unwrap(callEndpoint(apiClient, fundsEndpoints.payOrder, { params: { payNo: payNo! } })),
  );

export const submitPayment = (body: PaySubmitRequest) =>
  callEndpoint(
    apiClient,
    fundsEndpoints.paySubmit,
    { body },
    { headers: moneyKey(`pay:${body.payNo}:${body.method}`) },
  );

export const fetchPayStatus = (payNo: string) =>
  unwrap(callEndpoint(apiClient, fundsEndpoints.payStatus, { params: { payNo } }));

export const usePayPasswordState = () =>
  useSWR(queryKeys.funds.payPassword(), () =>
    unwrap(callEndpoint(apiClient, fundsEndpoints.payPasswordState)),
  );

export const sendSmsCode = (scene: 'WITHDRAW' | 'PAY_PASSWORD' | 'BIND_ALIPAY') =>
  callEndpoint(apiClient, fundsEndpoints.smsCode, { body: { scene } });

export const setPayPassword = (body: PayPasswordSetRequest) =>
  callEndpoint(apiClient, fundsEndpoints.payPasswordSet, { body });

export const resetPayPassword = (body: PayPasswordResetRequest) =>
  callEndpoint(apiClient, fundsEndpoints.payPasswordReset, { body });

export const useWithdrawQuota = () =>
  useSWR(queryKeys.funds.withdrawQuota(), () =>
    unwrap(callEndpoint(apiClient, fundsEndpoints.withdrawQuota)),
  );

export const applyWithdraw = (body: WithdrawApplyRequest) =>
  callEndpoint(
    apiClient,
    fundsEndpoints.withdrawApply,
    { body },
    { headers: moneyKey(`withdraw:${body.amountFen}:${body.smsCode}`) },
  );

export const useWithdrawPage = (request: { pageNum: number; pageSize: number }) =>
  useSWR(
    queryKeys.funds.withdrawals(request),
    () => unwrap(callEndpoint(apiClient, fundsEndpoints.withdrawPage, { body: request })),
    {
      keepPreviousData: true,
    },
  );

export const cancelWithdraw = (no: string) =>
  callEndpoint(apiClient, fundsEndpoints.withdrawCancel, { params: { no } });

export const useAlipayBinding = () =>
  useSWR(queryKeys.funds.alipay(), () => unwrap(callEndpoint(apiClient, fundsEndpoints.alipayBinding)));

export const bindAlipay = (body: AlipayBindRequest) =>
  callEndpoint(apiClient, fundsEndpoints.alipayBind, { body });

export const unbindAlipay = (payPassword: string) =>
  callEndpoint(apiClient, fundsEndpoints.alipayUnbind, { body: { payPassword } });

export const useReplenishPage = (request: ReplenishPageRequest) =>
  useSWR(
    queryKeys.funds.replenish(request),
    () => unwrap(callEndpoint(apiClient, fundsEndpoints.replenishPage, { body: request })),
    {
      keepPreviousData: true,
    },
  );

export const payReplenish = (replenishNos: string[]) =>
  callEndpoint(
    apiClient,
    fundsEndpoints.replenishPay,
    { body: { replenishNos } },
    { headers: moneyKey(`replenish:${[...replenishNos].sort().join(',')}`) },
  );

export const cancelReplenish = (replenishNos: string[]) =>
  callEndpoint(apiClient, fundsEndpoints.replenishCancel, { body: { replenishNos } });

export const startBillExport = (filter: BillPageRequest['filter']) =>
  callEndpoint(apiClient, fundsEndpoints.billExport, { body: { filter } }, { abortFlag: true });

/** Up to 1,000 bills straight to a file through the export helper; resolves with a refusal or null. */
export function exportBillsNow(filter: BillPageRequest['filter'], filename: string): Promise<string | null> {
  return saveFile({
    method: 'POST',
    url: fundsEndpoints.billExportFile.path,
    params: { filter },
    filename,
  });
}

export const useCouponPage = (request: CouponPageRequest) =>
  useSWR(
    queryKeys.funds.coupons(request),
    () => unwrap(callEndpoint(apiClient, fundsEndpoints.couponPage, { body: request })),
    {
      keepPreviousData: true,
    },
  );

export const useDailyStatement = (request: DailyStatementRequest) =>
  useSWR(
    queryKeys.funds.daily(request),
    () => unwrap(callEndpoint(apiClient, fundsEndpoints.dailyStatement, { body: request })),
    {
      keepPreviousData: true,
    },
  );

export function exportDailyStatement(
  request: DailyStatementRequest,
  filename: string,
): Promise<string | null> {
  return saveFile({
    method: 'POST',
    url: fundsEndpoints.dailyStatementExport.path,
    params: request,
    filename,
  });
}

export const useAliLedgerAuth = () =>
  useSWR(queryKeys.funds.aliLedgerAuth(), () =>
    unwrap(callEndpoint(apiClient, fundsEndpoints.aliLedgerAuthState)),
  );

export const authoriseAliLedger = (body: AliLedgerAuthRequest) =>
  callEndpoint(apiClient, fundsEndpoints.aliLedgerAuth, { body });

export const revokeAliLedger = (payPassword: string) =>
  callEndpoint(apiClient, fundsEndpoints.aliLedgerRevoke, { body: { payPassword } });

export const useAliLedgerPage = (request: AliLedgerPageRequest) =>
  useSWR(
    queryKeys.funds.aliLedger(request),
    () => unwrap(callEndpoint(apiClient, fundsEndpoints.aliLedgerPage, { body: request })),
    {
      keepPreviousData: true,
    },
  );
