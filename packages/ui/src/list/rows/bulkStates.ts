import { defineStateMap } from '@oms/api-client';

/** A bulk action run as a server job. */
export const bulkJobState = defineStateMap({
  queued: { label: '排队中', tone: 'default' },
  running: { label: '处理中', tone: 'processing' },
  finished: { label: '已完成', tone: 'success' },
  failed: { label: '处理失败', tone: 'error' },
});
export type BulkJobState = keyof typeof bulkJobState;

/** One item of a finished bulk job. */
export const bulkItemOutcome = defineStateMap({
  ok: { label: '成功', tone: 'success' },
  failed: { label: '失败', tone: 'error' },
});
