import useSWR from 'swr';
import {
  callEndpoint,
  printLogEndpoints,
  type LabelTemplateKind,
  type PrintMode,
  type PrintResult,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

export interface PrintJobRecord {
  templateId?: number;
  templateName: string;
  kind: LabelTemplateKind;
  mode: PrintMode;
  printer: string;
  labels: number;
  failed: number;
  result: PrintResult;
  error?: string;
  template: Record<string, unknown>;
  rows: Record<string, unknown>[];
}

export const recordPrintJob = (body: PrintJobRecord) =>
  callEndpoint(apiClient, printLogEndpoints.record, { body });

export function usePrintJobsQuery(pageNum: number, open: boolean) {
  return useSWR(open ? queryKeys.printLog.page(pageNum) : null, () =>
    unwrap(callEndpoint(apiClient, printLogEndpoints.page, { body: { pageNum, pageSize: 20 } })),
  );
}

export const fetchPrintJob = (id: number) =>
  unwrap(callEndpoint(apiClient, printLogEndpoints.detail, { params: { id: String(id) } }));
