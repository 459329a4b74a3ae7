import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { idParamsSchema, nullData } from './schemas/common.ts';
import {
  bulkJobItemsQuerySchema,
  bulkJobItemsSchema,
  bulkJobSchema,
  createdJobSchema,
  listExportSchema,
  listExportsQuerySchema,
} from './schemas/listJobs.ts';

/**
 * Bulk jobs and exports of any list. A job is its creator's: another account (colleague or other
 * tenant) gets 40400. Each list adds its own endpoints that create them (e.g. `shopOrderEndpoints.bulk`).
 */
export const listJobEndpoints = {
  bulkJob: endpoint({
    method: 'GET',
    path: '/api/b2/list/bulkJobs/:id',
    access: { kind: 'signedIn' },
    params: idParamsSchema,
    data: bulkJobSchema,
  }),
  bulkJobItems: endpoint({
    method: 'GET',
    path: '/api/b2/list/bulkJobs/:id/items',
    access: { kind: 'signedIn' },
    params: idParamsSchema,
    query: bulkJobItemsQuerySchema,
    data: bulkJobItemsSchema,
  }),
  /** 重试失败项: a new job over the failed rows only. */
  retryBulkJob: endpoint({
    method: 'POST',
    path: '/api/b2/list/bulkJobs/:id/retry',
    access: { kind: 'signedIn' },
    params: idParamsSchema,
    data: createdJobSchema,
  }),
  /** 导出记录: the caller's exports of the last 7 days, newest first. */
  exports: endpoint({
    method: 'GET',
    path: '/api/b2/list/exports',
    access: { kind: 'signedIn' },
    query: listExportsQuerySchema,
    data: z.array(listExportSchema),
  }),
  /** The .xlsx of a finished export (a file, not the JSON envelope; errors still come as JSON). */
  exportFile: endpoint({
    method: 'GET',
    path: '/api/b2/list/exports/:id/file',
    access: { kind: 'signedIn' },
    params: idParamsSchema,
    data: nullData,
  }),
};
