import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  settlementEndpoints as e,
  type PickerFloatRequest,
  type PickerSettlePageRequest,
  type PickupBillPageRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { saveFile } from './saveFile.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

const swrOptions = { keepPreviousData: true, revalidateOnFocus: false } as const;

/** 拿货结算账单 with each tab's count. */
export const useBillPage = (request: PickupBillPageRequest) =>
  useSWR(
    queryKeys.settlements.bills(request),
    () => unwrap(callEndpoint(apiClient, e.billPage, { body: request })),
    swrOptions,
  );

export const useBillDetail = (billNo: string | null) =>
  useSWR(billNo ? queryKeys.settlements.bill(billNo) : null, () =>
    unwrap(callEndpoint(apiClient, e.billDetail, { body: { billNo: billNo! } })),
  );

export const usePickerPage = (request: PickerSettlePageRequest) =>
  useSWR(
    queryKeys.settlements.pickers(request),
    () => unwrap(callEndpoint(apiClient, e.pickerPage, { body: request })),
    swrOptions,
  );

export const useStatement = (month: string) =>
  useSWR(
    queryKeys.settlements.statement(month),
    () => unwrap(callEndpoint(apiClient, e.statement, { body: { month } })),
    swrOptions,
  );

export const refreshSettlements = () =>
  globalMutate((key) => Array.isArray(key) && key[0] === queryKeys.settlements.all()[0]);

async function changing<T>(answer: Promise<T>): Promise<T> {
  const done = await answer;
  void refreshSettlements();
  return done;
}

export const confirmBills = (billNos: string[]) =>
  changing(callEndpoint(apiClient, e.billConfirm, { body: { billNos } }));
export const payBills = (billNos: string[]) => callEndpoint(apiClient, e.billPay, { body: { billNos } });
export const markBillsPaid = (billNos: string[]) =>
  changing(callEndpoint(apiClient, e.billMarkPaid, { body: { billNos } }));
export const disputeBill = (billNo: string, reason: string) =>
  changing(callEndpoint(apiClient, e.billDispute, { body: { billNo, reason } }));
export const recheckBill = (billNo: string) =>
  changing(callEndpoint(apiClient, e.billRecheck, { body: { billNo } }));
export const registerFloat = (body: PickerFloatRequest) =>
  changing(callEndpoint(apiClient, e.pickerFloat, { body }));
export const settleStaffDays = (items: { staffId: number; day: string }[]) =>
  changing(callEndpoint(apiClient, e.pickerSettle, { body: { items } }));

/** A file export of the server's; resolves with the refusal's message, or null once saved. */
function exportFile(url: string, params: Record<string, unknown>, filename: string): Promise<string | null> {
  return saveFile({
    method: 'POST',
    url,
    params,
    filename,
  });
}

export const exportBills = (request: PickupBillPageRequest, filename: string) =>
  exportFile(e.billExport.path, { ...request }, filename);
export const exportStatement = (month: string) =>
  exportFile(e.statementExport.path, { month }, `对账单_${month}.xlsx`);
