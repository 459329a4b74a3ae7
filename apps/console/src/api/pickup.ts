import useSWR, { mutate as globalMutate } from 'swr';
import {
  callEndpoint,
  pickupEndpoints as e,
  type PickupPageRequest,
  type PickupCodeDownloadRequest,
  type PickupPrintRequest,
  type PickupAutoSettingRequest,
  type PickupExportRequest,
  type PickupReportRequest,
} from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';
import { exportListNow } from './listJobs.ts';

const swrOptions = { keepPreviousData: true, revalidateOnFocus: false } as const;

/** 拿货任务指派: a day's assignments with each tab's count. */
export function usePickupPage(request: PickupPageRequest) {
  return useSWR(
    queryKeys.pickup.page(request),
    () => unwrap(callEndpoint(apiClient, e.takePage, { body: request })),
    swrOptions,
  );
}

/** 按档口: the page's stalls with their lines. */
export function usePickupStallPage(request: PickupPageRequest, enabled: boolean) {
  return useSWR(
    enabled ? queryKeys.pickup.stalls(request) : null,
    () => unwrap(callEndpoint(apiClient, e.takePageSupplierGroup, { body: request })),
    swrOptions,
  );
}

/** 看板: each picker's day; refreshed every 30 s while shown (the pickers report all morning). */
export function usePickupKanban(day: string | undefined, enabled: boolean) {
  return useSWR(
    enabled ? queryKeys.pickup.kanban(day) : null,
    () => unwrap(callEndpoint(apiClient, e.takeKanban, { query: day ? { day } : {} })),
    { ...swrOptions, refreshInterval: 30_000 },
  );
}

export function usePickupBriefing(day: string | undefined) {
  return useSWR(
    queryKeys.pickup.briefing(day),
    () => unwrap(callEndpoint(apiClient, e.takeBriefing, { query: day ? { day } : {} })),
    swrOptions,
  );
}

/** The accounts that may pick, each with their day. */
export function usePickers(day: string | undefined) {
  return useSWR(
    queryKeys.pickup.pickers(day),
    () => unwrap(callEndpoint(apiClient, e.takeBriefingUser, { query: day ? { day } : {} })),
    swrOptions,
  );
}

/** 我的任务: refreshed every half minute while open (the board hands out work during the day). */
export function useMyTasks(day?: string) {
  return useSWR(
    queryKeys.pickup.mine(day),
    () => unwrap(callEndpoint(apiClient, e.takeMine, { query: day ? { day } : {} })),
    { ...swrOptions, refreshInterval: 30_000 },
  );
}

/** 按区域指派's tree, read when the dialog opens. */
export function usePickupArea(day: string | undefined, open: boolean) {
  return useSWR(
    open ? queryKeys.pickup.area(day) : null,
    () => unwrap(callEndpoint(apiClient, e.takeArea, { query: day ? { day } : {} })),
    { revalidateOnFocus: false },
  );
}

export function usePickupLog(taskId: number | null) {
  return useSWR(
    taskId ? queryKeys.pickup.log(taskId) : null,
    () => unwrap(callEndpoint(apiClient, e.takeLog, { query: { taskId: String(taskId) } })),
    { revalidateOnFocus: false },
  );
}

/** Every cached pick-up answer goes stale after a change. */
export const refreshPickup = () =>
  globalMutate((key) => Array.isArray(key) && key[0] === queryKeys.pickup.all()[0]);

async function changing<T>(answer: Promise<T>): Promise<T> {
  const done = await answer;
  void refreshPickup();
  return done;
}

export const assignToPicker = (ids: number[], pickerId: number) =>
  changing(callEndpoint(apiClient, e.takeAssignedUser, { body: { ids, pickerId } }));
export const assignArea = (body: {
  day?: string;
  pickerId: number;
  marketIds?: number[];
  floorIds?: number[];
  supplierIds?: number[];
  unmatched?: boolean;
  reassign?: boolean;
}) => changing(callEndpoint(apiClient, e.takeAssignedArea, { body }));
export const stopTaking = (ids: number[], reason?: string) =>
  changing(callEndpoint(apiClient, e.multBatchStopTake, { body: { ids, ...(reason ? { reason } : {}) } }));
export const revokeStop = (ids: number[]) =>
  changing(callEndpoint(apiClient, e.multBatchRevokeStopTake, { body: { ids } }));
export const cancelTook = (id: number, version: number) =>
  changing(callEndpoint(apiClient, e.cancelTook, { body: { id, version } }));

/**
 * 拿货上报 under its own key: a report sent again (the phone lost its signal before the answer) is the
 * same report, answered as the first.
 */
export const reportTake = (body: PickupReportRequest, key: string) =>
  callEndpoint(apiClient, e.takeReport, { body }, { headers: { 'Idempotency-Key': `take:${key}` } });

/** 打印标签: the roll's labels; the lines never printed take a batch (and count as printed) here. */
export const batchPrintLabels = (body: PickupPrintRequest) =>
  changing(callEndpoint(apiClient, e.batchPrint, { body }));

export function useAutoSetting(open: boolean) {
  return useSWR(
    open ? queryKeys.pickup.auto() : null,
    () => unwrap(callEndpoint(apiClient, e.autoAssignedSetting, {})),
    { revalidateOnFocus: false },
  );
}
export const saveAutoSetting = (body: PickupAutoSettingRequest) =>
  changing(callEndpoint(apiClient, e.autoAssignedSet, { body }));
export const autoAssignNow = () => changing(callEndpoint(apiClient, e.autoAssignNow, {}));

/** 日结审核: whether the day is closed, and how many lines are still open. */
export function useAuditState(day: string | undefined) {
  return useSWR(
    queryKeys.pickup.audit(day),
    () => unwrap(callEndpoint(apiClient, e.getPageAuditState, { query: day ? { day } : {} })),
    swrOptions,
  );
}
/** 日结审核: the day's fee moves the balance or makes a 补款, so the shell's counts and funds are read again. */
export const auditDay = async (day: string) => {
  const answer = await changing(callEndpoint(apiClient, e.auditDay, { body: { day } }));
  void globalMutate((key) => Array.isArray(key) && (key[0] === 'shell' || key[0] === 'funds'));
  return answer;
};

/** 导出 of the board: a background export into 导出记录, or a small one answered as the file. */
export const startPickupExport = (selection: PickupExportRequest['selection']) =>
  callEndpoint(apiClient, e.exportTakeListV2, { body: { selection } }, { abortFlag: true });
export const exportPickupNow = (selection: PickupExportRequest['selection'], filename: string) =>
  exportListNow(e.exportTakeFile.path, selection, filename);

/** 下载取货码 into 导出记录 (47007 while one is being written). */
export const downloadTakeCodes = (body: PickupCodeDownloadRequest) =>
  callEndpoint(apiClient, e.downCode, { body });
