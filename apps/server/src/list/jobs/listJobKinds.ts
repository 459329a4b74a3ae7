import type { ListKey } from '@oms/api-client';
import type { SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import type { Db } from '../../db/client.ts';

/** Who a job runs for: the tenant whose rows it touches and the account that asked (for events). */
export interface JobOwner {
  tenantId: number;
  accountId: number;
}

/** One row's outcome: null when it worked, else the reason in Chinese. */
export type RowOutcome = string | null;

/** What a list offers the bulk-job runner. Actions are the list's own JSON (validated on creation). */
export interface BulkListKind {
  listKey: ListKey;
  /** The permission a sub-account needs to see the list's jobs. */
  permission: string;
  /** The job's title, e.g. 设置旗帜：红旗. */
  title(action: unknown): string;
  /**
   * `select <row id>, <label>` of the rows a filter selects, tenant first: the selection snapshot is
   * inserted from it when the job is created, so rows arriving later are not touched.
   */
  snapshotQuery(owner: JobOwner, filter: unknown, limit: number): SQL;
  /** Labels of picked ids (tenant-scoped); ids not returned are reported as not found. */
  labelsOf(db: Db, owner: JobOwner, ids: number[]): Promise<Map<number, string>>;
  /** Rows per chunk (default 100); slow actions (platform calls) take fewer so the lease stays fresh. */
  chunkSize?(action: unknown): number;
  /** Runs the action on a chunk of rows; an outcome per row id. */
  run(
    owner: JobOwner,
    action: unknown,
    rows: { rowId: number; label: string }[],
  ): Promise<Map<number, RowOutcome>>;
}

/** What a list offers the exporter. */
export interface ExportListKind {
  listKey: ListKey;
  permission: string;
  /** File name without extension, e.g. 同步订单. */
  fileTitle: string;
  /** Rows (orders) the selection covers now. */
  count(owner: JobOwner, selection: unknown): Promise<number>;
  /** Writes the .xlsx of the selection to `out`, calling `progress(done)` as rows go out. */
  write(
    owner: JobOwner,
    selection: unknown,
    out: Writable,
    progress: (done: number) => Promise<void>,
  ): Promise<void>;
}

export interface ListKinds {
  bulk: Record<string, BulkListKind>;
  exports: Record<string, ExportListKind>;
}
