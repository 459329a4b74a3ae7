import { endpoint } from './endpoints.ts';
import { z } from 'zod';
import { createdJobSchema, listExportSchema } from './schemas/listJobs.ts';
import { emptySchema, nullData } from './schemas/common.ts';
import { PICKUP_ASSIGN_CODE, PICKUP_PRINT_CODE } from './permissions.ts';
import {
  fulfilModeRequestSchema,
  fulfilModeSchema,
  pickupAreaTreeSchema,
  pickupAutoSettingRequestSchema,
  pickupAutoSettingSchema,
  pickupAssignAreaRequestSchema,
  pickupAssignedSchema,
  pickupAuditRequestSchema,
  pickupAuditStateSchema,
  pickupAssignUserRequestSchema,
  pickupBriefingSchema,
  pickupDayQuerySchema,
  pickupExportRequestSchema,
  pickupIdRequestSchema,
  pickupIdsRequestSchema,
  pickupLogQuerySchema,
  pickupLabelsSchema,
  pickupLogSchema,
  pickupPrintRequestSchema,
  pickupMineSchema,
  pickupPageRequestSchema,
  pickupPageSchema,
  pickupStallPageSchema,
  pickupCodeDownloadRequestSchema,
  pickupCodeDownloadSchema,
  pickupDowningSchema,
  pickupKanbanSchema,
  pickupPickersSchema,
  pickupReportRequestSchema,
  pickupRowSchema,
} from './schemas/pickup.ts';

/** 拿货任务指派's entry: with it alone a picker sees and reports their own work (我的任务). */
export const PICKUP_CODE = '/offlineReturnOrder/pickup';
const manage = { kind: 'purchaser', permission: PICKUP_ASSIGN_CODE, manualDelivery: true } as const;
const print = { kind: 'purchaser', permission: PICKUP_PRINT_CODE, manualDelivery: true } as const;
const own = { kind: 'purchaser', permission: PICKUP_CODE, manualDelivery: true } as const;
const base = '/api/b2/purchaser/assigned';

/** 拿货任务指派 and 我的任务 (spec §7 `/api/b2/purchaser/assigned/…`, issue 28). */
export const pickupEndpoints = {
  takePage: endpoint({
    method: 'POST',
    path: `${base}/takePage`,
    access: manage,
    body: pickupPageRequestSchema,
    data: pickupPageSchema,
  }),
  takeBriefing: endpoint({
    method: 'GET',
    path: `${base}/takeBriefing`,
    access: manage,
    query: pickupDayQuerySchema,
    data: pickupBriefingSchema,
  }),
  /** 按档口: the page's stalls in walking order, each with its lines (same filters and tab as takePage). */
  takePageSupplierGroup: endpoint({
    method: 'POST',
    path: `${base}/takePageSupplierGroup`,
    access: manage,
    body: pickupPageRequestSchema,
    data: pickupStallPageSchema,
  }),
  /** 下载取货码 into 导出记录; one at a time a tenant (47007). */
  downCode: endpoint({
    method: 'POST',
    path: `${base}/downCode`,
    access: print,
    body: pickupCodeDownloadRequestSchema,
    data: pickupCodeDownloadSchema,
  }),
  /** Whether a 下载取货码 is still being written. */
  isDowningCode: endpoint({
    method: 'POST',
    path: `${base}/isDowningCode`,
    access: print,
    body: emptySchema,
    data: pickupDowningSchema,
  }),
  /** The caller's 下载取货码 of the last 7 days (each downloadable from 导出记录 by whoever made it). */
  downCodeList: endpoint({
    method: 'POST',
    path: `${base}/downCodeList`,
    access: print,
    body: emptySchema,
    data: z.array(listExportSchema),
  }),
  /** 看板: each picker's progress of the day. */
  takeKanban: endpoint({
    method: 'GET',
    path: `${base}/takeKanban`,
    access: manage,
    query: pickupDayQuerySchema,
    data: pickupKanbanSchema,
  }),
  takeBriefingUser: endpoint({
    method: 'GET',
    path: `${base}/takeBriefingUser`,
    access: manage,
    query: pickupDayQuerySchema,
    data: pickupPickersSchema,
  }),
  takeAssignedUser: endpoint({
    method: 'POST',
    path: `${base}/takeAssignedUser`,
    access: manage,
    body: pickupAssignUserRequestSchema,
    data: pickupAssignedSchema,
  }),
  takeAssignedArea: endpoint({
    method: 'POST',
    path: `${base}/takeAssignedArea`,
    access: manage,
    body: pickupAssignAreaRequestSchema,
    data: pickupAssignedSchema,
  }),
  multBatchStopTake: endpoint({
    method: 'POST',
    path: `${base}/multBatchStopTake`,
    access: manage,
    body: pickupIdsRequestSchema,
    data: pickupAssignedSchema,
  }),
  multBatchRevokeStopTake: endpoint({
    method: 'POST',
    path: `${base}/multBatchRevokeStopTake`,
    access: manage,
    body: pickupIdsRequestSchema,
    data: pickupAssignedSchema,
  }),
  /** 按区域指派's tree: the tenant's markets, floors and stalls with the day's lines still to hand out. */
  takeArea: endpoint({
    method: 'GET',
    path: `${base}/takeArea`,
    access: manage,
    query: pickupDayQuerySchema,
    data: pickupAreaTreeSchema,
  }),
  takeLog: endpoint({
    method: 'GET',
    path: `${base}/takeLog`,
    access: own,
    query: pickupLogQuerySchema,
    data: pickupLogSchema,
  }),
  /** 我的任务: the caller's own assignments of the day, stall by stall in walking order. */
  takeMine: endpoint({
    method: 'GET',
    path: `${base}/takeMine`,
    access: own,
    query: pickupDayQuerySchema,
    data: pickupMineSchema,
  }),
  /** A picker's answer at the stall; carries an Idempotency-Key (a phone replays it after a lost signal). */
  takeReport: endpoint({
    method: 'POST',
    path: `${base}/takeReport`,
    access: own,
    body: pickupReportRequestSchema,
    data: pickupRowSchema,
  }),
  /** 取消已拿: the same day; a picker their own within 30 minutes, a manager any. */
  cancelTook: endpoint({
    method: 'POST',
    path: `${base}/cancelTook`,
    access: own,
    body: pickupIdRequestSchema,
    data: pickupRowSchema,
  }),
  /** 打印标签 (the print right): the labels of a roll in walking order, each line's batch fixed. */
  batchPrint: endpoint({
    method: 'POST',
    path: `${base}/batchPrint`,
    access: print,
    body: pickupPrintRequestSchema,
    data: pickupLabelsSchema,
  }),
  /** 自动指派设置 (spec §7 POST `/api/b2/purchaser/setting/autoAssignedSet`; GET reads it). */
  autoAssignedSetting: endpoint({
    method: 'GET',
    path: '/api/b2/purchaser/setting/autoAssignedSet',
    access: manage,
    data: pickupAutoSettingSchema,
  }),
  autoAssignedSet: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/setting/autoAssignedSet',
    access: manage,
    body: pickupAutoSettingRequestSchema,
    data: pickupAutoSettingSchema,
  }),
  /** 立即按规则指派: the rules applied to today's 待指派 now, as at 08:30 and 14:00. */
  autoAssignNow: endpoint({
    method: 'POST',
    path: `${base}/autoAssignNow`,
    access: manage,
    data: pickupAssignedSchema,
  }),
  /** Whether a day is audited (日结), and how many of its lines are still open. */
  getPageAuditState: endpoint({
    method: 'GET',
    path: `${base}/getPageAuditState`,
    access: own,
    query: pickupDayQuerySchema,
    data: pickupAuditStateSchema,
  }),
  /** 日结审核: a day with no line left open is closed; later changes to it are 47003. */
  auditDay: endpoint({
    method: 'POST',
    path: `${base}/auditDay`,
    access: manage,
    body: pickupAuditRequestSchema,
    data: pickupAuditStateSchema,
  }),
  /** 导出 into 导出记录 (any size; spec §7 exportTakeListV2). */
  exportTakeListV2: endpoint({
    method: 'POST',
    path: `${base}/exportTakeListV2`,
    access: manage,
    body: pickupExportRequestSchema,
    data: createdJobSchema,
  }),
  /** A small 导出 answered as the .xlsx itself. */
  exportTakeFile: endpoint({
    method: 'POST',
    path: `${base}/exportTakeListV2/file`,
    access: manage,
    body: pickupExportRequestSchema,
    data: nullData,
  }),
  fulfilMode: endpoint({
    method: 'GET',
    path: '/api/b2/purchaser/setting/fulfilMode',
    access: own,
    data: fulfilModeSchema,
  }),
  setFulfilMode: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/setting/fulfilMode',
    access: manage,
    body: fulfilModeRequestSchema,
    data: fulfilModeSchema,
  }),
};
