import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  returnEndpoints as e,
  type ReturnAssignRequest,
  type ReturnExportRequest,
  type ReturnPageRequest,
  type ReturnRegisterRequest,
  type ReturnReportRequest,
  type ReturnShipRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { exportListNow } from './listJobs.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

const swrOptions = { keepPreviousData: true, revalidateOnFocus: false } as const;

/** 退货登记指派's list with each tab's count (a 退货员's: their own). */
export function useReturnPage(request: ReturnPageRequest, refreshInterval = 0) {
  return useSWR(
    queryKeys.returns.page(request),
    () => unwrap(callEndpoint(apiClient, e.page, { body: request })),
    { ...swrOptions, refreshInterval },
  );
}

/** Who may walk returns, with what each holds. */
export function useReturnStaff(enabled: boolean) {
  return useSWR(
    enabled ? queryKeys.returns.staff() : null,
    () => unwrap(callEndpoint(apiClient, e.staff, {})),
    {
      revalidateOnFocus: false,
    },
  );
}

export const refreshReturns = () =>
  globalMutate((key) => Array.isArray(key) && key[0] === queryKeys.returns.all()[0]);

async function changing<T>(answer: Promise<T>): Promise<T> {
  const done = await answer;
  void refreshReturns();
  return done;
}

export const scanReturn = (code: string) => callEndpoint(apiClient, e.scan, { body: { code } });

/** 入库 under the bench's key for this parcel: a double tap (or a retry after a lost answer) registers once. */
export const registerReturn = (body: ReturnRegisterRequest, key: string) =>
  changing(
    callEndpoint(apiClient, e.register, { body }, { headers: { 'Idempotency-Key': `return:${key}` } }),
  );

export const undoReturns = (ids: number[]) => changing(callEndpoint(apiClient, e.undo, { body: { ids } }));
export const assignReturns = (body: ReturnAssignRequest) =>
  changing(callEndpoint(apiClient, e.assign, { body }));
export const stopReturns = (ids: number[]) => changing(callEndpoint(apiClient, e.stop, { body: { ids } }));
export const resumeReturns = (ids: number[]) =>
  changing(callEndpoint(apiClient, e.resume, { body: { ids } }));
export const confirmReturns = (ids: number[]) =>
  changing(callEndpoint(apiClient, e.confirm, { body: { ids } }));
export const retryReturns = (ids: number[]) => changing(callEndpoint(apiClient, e.retry, { body: { ids } }));
export const disposeReturns = (ids: number[], disposition: 'KEEP' | 'WRITE_OFF') =>
  changing(callEndpoint(apiClient, e.dispose, { body: { ids, disposition } }));
export const negotiateReturn = (id: number, version: number, refundFen: number) =>
  changing(callEndpoint(apiClient, e.negotiate, { body: { id, version, refundFen } }));

/** 上报结果 under its own key: a phone's resend after a lost signal is answered as the first. */
export const reportReturn = (body: ReturnReportRequest, key: string) =>
  changing(
    callEndpoint(apiClient, e.report, { body }, { headers: { 'Idempotency-Key': `return-report:${key}` } }),
  );

export const returnLabels = (ids: number[]) => callEndpoint(apiClient, e.labels, { body: { ids } });

/** 寄回异地档口's quote as the dialog's courier and weight change. */
export const quoteReturnShipment = (body: ReturnShipRequest) =>
  callEndpoint(apiClient, e.shipQuote, { body });

/** 寄回异地档口 under the dialog's key: a double click (or a retry) sends and charges once. */
export const shipReturns = (body: ReturnShipRequest, key: string) =>
  changing(
    callEndpoint(apiClient, e.ship, { body }, { headers: { 'Idempotency-Key': `return-ship:${key}` } }),
  );

export const negotiatingReturns = (ids: number[]) =>
  changing(callEndpoint(apiClient, e.negotiating, { body: { ids } }));

export const reprintReturnWaybill = (id: number) => callEndpoint(apiClient, e.shipLabel, { body: { id } });

/** 导出 of 退货登记指派: a background export into 导出记录, or a small one answered as the file. */
export const startReturnExport = (selection: ReturnExportRequest['selection']) =>
  callEndpoint(apiClient, e.exportList, { body: { selection } }, { abortFlag: true });
export const exportReturnsNow = (selection: ReturnExportRequest['selection'], filename: string) =>
  exportListNow(e.exportFile.path, selection, filename);

/** 操作日志 of one item; refreshed with the list after any move. */
export function useReturnEvents(id: number | null) {
  return useSWR(
    id ? queryKeys.returns.events(id) : null,
    () => unwrap(callEndpoint(apiClient, e.events, { body: { id: id! } })),
    { revalidateOnFocus: false },
  );
}
