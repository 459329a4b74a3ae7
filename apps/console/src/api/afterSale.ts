import useSWR, { mutate as globalMutate } from 'swr';
import {
  afterSaleEndpoints as e,
  callEndpoint,
  type AfterSaleApplyRequest,
  type AfterSaleBulkRequest,
  type AfterSaleExportRequest,
  type AfterSalePageRequest,
  type AfterSaleReturnWaybillRequest,
  problemParcelEndpoints,
  type ProblemPageRequest,
  type ProblemResolveAction,
  shopAfterSaleEndpoints,
  type ShopAfterSalePageRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';
import { moneyKey, refreshFunds } from './funds.ts';
import { exportListNow } from './listJobs.ts';

/** 售后订单: a keyset page with each tab's count. */
export const useAfterSalePage = (request: AfterSalePageRequest) =>
  useSWR(
    queryKeys.afterSale.page(request),
    () => unwrap(callEndpoint(apiClient, e.page, { body: request })),
    {
      keepPreviousData: true,
    },
  );

/** The cases still waiting for the buyer's waybill (退货中 · 待填单号), newest first; off when not wanted. */
export const useCasesAwaitingWaybill = (wanted: boolean) => {
  const request: AfterSalePageRequest = { tab: 'GOODS_RETURNING', chip: 'NO_WAYBILL', pageSize: 20 };
  return useSWR(wanted ? queryKeys.afterSale.page(request) : null, () =>
    unwrap(callEndpoint(apiClient, e.page, { body: request })),
  );
};

export const useAfterSaleDetail = (asNo: string | null) =>
  useSWR(asNo ? queryKeys.afterSale.detail(asNo) : null, () =>
    unwrap(callEndpoint(apiClient, e.detail, { params: { asNo: asNo! } })),
  );

/** 申请售后's first step: what each line of the order would give back, and why not. */
export const useAfterSalePreview = (orderNo: string | null) =>
  useSWR(
    orderNo ? queryKeys.afterSale.preview(orderNo) : null,
    () => unwrap(callEndpoint(apiClient, e.preview, { body: { orderNo: orderNo! } })),
    { revalidateOnFocus: false },
  );

const refreshCases = () =>
  globalMutate((key) => Array.isArray(key) && key[0] === queryKeys.afterSale.all()[0]);

/** 申请售后 (a money call: the page's key with the order and lines, so a double click applies once). */
export async function applyAfterSale(body: AfterSaleApplyRequest) {
  const answer = await callEndpoint(
    apiClient,
    e.apply,
    { body },
    { headers: moneyKey(`aftersale:${body.orderNo}:${[...body.lineNos].sort((a, b) => a - b).join(',')}`) },
  );
  if (answer.errorCode === 0) {
    void refreshCases();
    void refreshFunds();
  }
  return answer;
}

/** 售后快速查询: one scanned number (not cached: every scan asks). */
export const quickQueryAfterSale = (code: string) =>
  callEndpoint(apiClient, e.quickQuery, { body: { code } });

/** 填写退货单号 (or a new one before the parcel is signed for). */
export async function giveReturnWaybill(body: AfterSaleReturnWaybillRequest) {
  const answer = await callEndpoint(apiClient, e.returnWaybill, { body });
  if (answer.errorCode === 0) void refreshCases();
  return answer;
}

/** 转退货退款: a 已发货仅退款 whose interception failed opens a return on the same goods (once). */
export async function interceptToReturn(asNo: string) {
  const answer = await callEndpoint(
    apiClient,
    e.toReturn,
    { body: { asNo } },
    { headers: moneyKey(`aftersale:${asNo}:toReturn`) },
  );
  if (answer.errorCode === 0) void refreshCases();
  return answer;
}

/** 撤销申请: a return not yet signed for closes. */
export async function cancelAfterSale(asNo: string) {
  const answer = await callEndpoint(apiClient, e.cancel, { body: { asNo } });
  if (answer.errorCode === 0) void refreshCases();
  return answer;
}

/** 问题件: a keyset page with each tab's count and how many fall due within 24 hours. */
export const useProblemPage = (request: ProblemPageRequest) =>
  useSWR(
    queryKeys.afterSale.problems(request),
    () => unwrap(callEndpoint(apiClient, problemParcelEndpoints.page, { body: request })),
    { keepPreviousData: true },
  );

/** 丢弃 (≤ 200): the cases and the menu badge follow. */
export async function discardProblems(ids: number[]) {
  const answer = await callEndpoint(apiClient, problemParcelEndpoints.discard, { body: { ids } });
  if (answer.errorCode === 0) {
    void refreshCases();
    void globalMutate(queryKeys.shell.problemParcels());
  }
  return answer;
}

/** 重新退档口 or 协商退款 on a return's 问题件 (keyed per parcel and action: a double click acts once). */
export async function resolveProblem(id: number, action: ProblemResolveAction) {
  const answer = await callEndpoint(
    apiClient,
    problemParcelEndpoints.resolve,
    { body: { id, action } },
    { headers: moneyKey(`problem:${id}:${action}`) },
  );
  if (answer.errorCode === 0) {
    void refreshCases();
    void globalMutate(queryKeys.shell.problemParcels());
  }
  return answer;
}

/** 接受 / 拒绝 the stall's 协商退款 offer: accepted, the money lands in the balance. */
export async function answerNegotiation(asNo: string, accept: boolean) {
  const answer = await callEndpoint(
    apiClient,
    e.negotiationAccept,
    { body: { asNo, accept } },
    { headers: moneyKey(`aftersale:${asNo}:negotiation:${accept ? 'accept' : 'decline'}`) },
  );
  if (answer.errorCode === 0) {
    void refreshCases();
    void globalMutate(queryKeys.shell.problemParcels());
    if (accept) void refreshFunds();
  }
  return answer;
}

/** 店铺售后: the shops' refunds as their platforms report them (null: not asked). */
export const useShopAfterSalePage = (request: ShopAfterSalePageRequest | null) =>
  useSWR(
    request ? queryKeys.afterSale.shopCases(request) : null,
    () => unwrap(callEndpoint(apiClient, shopAfterSaleEndpoints.page, { body: request! })),
    { keepPreviousData: true },
  );

export const useShopAfterSaleDetail = (id: number | null) =>
  useSWR(id ? queryKeys.afterSale.shopCase(id) : null, () =>
    unwrap(callEndpoint(apiClient, shopAfterSaleEndpoints.detail, { params: { id: String(id) } })),
  );

/** 转为代发售后 (keyed per shop case: a double click converts once; the money may move at once). */
export async function convertShopAfterSale(id: number) {
  const answer = await callEndpoint(
    apiClient,
    shopAfterSaleEndpoints.convert,
    { body: { id } },
    { headers: moneyKey(`shop-aftersale:${id}:convert`) },
  );
  if (answer.errorCode === 0) {
    void refreshCases();
    void refreshFunds();
  }
  return answer;
}

/** 申诉 on a case that ended 已拒绝 (once, within 72 hours). */
export async function appealAfterSale(asNo: string, reason: string, fen: number) {
  const answer = await callEndpoint(apiClient, e.appeal, { body: { asNo, reason, fen } });
  if (answer.errorCode === 0) void refreshCases();
  return answer;
}

export function startAfterSaleBulk(body: AfterSaleBulkRequest) {
  return callEndpoint(apiClient, e.bulk, { body }, { abortFlag: true });
}

export function startAfterSaleExport(selection: AfterSaleExportRequest['selection']) {
  return callEndpoint(apiClient, e.exportJob, { body: { selection } }, { abortFlag: true });
}

export function exportAfterSalesNow(selection: AfterSaleExportRequest['selection'], filename: string) {
  return exportListNow(e.exportFile.path, selection, filename);
}
