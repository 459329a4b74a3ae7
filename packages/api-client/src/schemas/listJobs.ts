import { z } from 'zod';
import { listKeySchema } from './list.ts';

/**
 * The list module's background work, shared by every list: bulk actions (one job, one result per row
 * of the selection snapshot, 重试失败项 reruns the failures) and exports to .xlsx (导出记录, 7 days).
 */

export const listJobStateSchema = z.enum(['queued', 'running', 'finished', 'failed']);
export type ListJobState = z.infer<typeof listJobStateSchema>;

/** Rows one bulk action or background export may cover. */
export const LIST_JOB_MAX_ROWS = 200_000;
/** Above this many orders an export runs as a background job into 导出记录 instead of downloading at once. */
export const DIRECT_EXPORT_MAX_ROWS = 1_000;
/** Days an export's file is kept. */
export const EXPORT_KEEP_DAYS = 7;

export const bulkJobSchema = z.object({
  id: z.number().int(),
  listKey: listKeySchema,
  /** What the job does, in Chinese: 设置旗帜：红旗, 挂起, 同步… */
  title: z.string(),
  state: listJobStateSchema,
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  /** The job this one retries the failures of. */
  retryOf: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;

export const bulkJobItemSchema = z.object({
  rowId: z.number().int(),
  /** The row as people know it (the platform order no). */
  label: z.string(),
  state: z.enum(['pending', 'ok', 'failed']),
  reason: z.string().nullable(),
});
export type BulkJobItem = z.infer<typeof bulkJobItemSchema>;

export const bulkJobItemsQuerySchema = z
  .object({ failedOnly: z.enum(['true', 'false'], { error: 'failedOnly 只能是 true 或 false' }).optional() })
  .strict();

export const bulkJobItemsSchema = z.object({
  items: z.array(bulkJobItemSchema),
  /** Items beyond the first 5,000 are not listed (the counts stay exact). */
  truncated: z.boolean(),
});

export const createdJobSchema = z.object({ id: z.number().int(), total: z.number().int() });

export const listExportSchema = z.object({
  id: z.number().int(),
  listKey: listKeySchema,
  fileName: z.string(),
  state: listJobStateSchema,
  total: z.number().int().nullable(),
  done: z.number().int(),
  bytes: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type ListExport = z.infer<typeof listExportSchema>;

export const listExportsQuerySchema = z.object({ listKey: listKeySchema.optional() }).strict();
