import { callEndpoint, expressTraceEndpoints } from '@oms/api-client';
import { apiClient } from './client.ts';

/** 物流查询: one ask per click (the server counts 60 a minute per account). */
export function traceWaybills(waybillNos: string[]) {
  return callEndpoint(apiClient, expressTraceEndpoints.trace, { body: { waybillNos } });
}
