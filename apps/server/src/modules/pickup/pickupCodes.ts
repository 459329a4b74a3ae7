import { sql, type SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import {
  ErrorCode,
  PICKUP_MAX_LABELS,
  PICKUP_PRINT_CODE,
  type PickupCodeDownload,
  type PickupCodeDownloadRequest,
  type PickupRow,
} from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { ApiError, invalid, notFound } from '../../http/apiError.ts';
import type { Caller } from '../../http/caller.ts';
import type { ExportListKind, JobOwner } from '../../list/jobs/listJobKinds.ts';
import { insertExport, listExportsOf } from '../../list/jobs/exportJobs.ts';
import { streamSheet } from '../../list/jobs/xlsxStream.ts';
import { claimBatch, OPEN } from './pickupPrint.ts';
import { ROW_SELECT, rowOf, rowsWhere, WALK_ORDER } from './pickupRows.ts';
import { shanghaiToday } from './pickupTasks.ts';

/** What a 下载取货码 covers: the lines of a batch, or every open line of the day. */
type Selection = { day: string; batchNo: string | null };

const whereOf = (owner: JobOwner, s: Selection): SQL =>
  s.batchNo
    ? sql`a.tenant_id = ${owner.tenantId} and a.day = ${s.day}::date and a.batch_no = ${s.batchNo}`
    : sql`a.tenant_id = ${owner.tenantId} and a.day = ${s.day}::date and ${OPEN} and not t.held`;

const COLUMNS = [
  { header: '批次', width: 10 },
  { header: '序号', width: 8 },
  { header: '市场', width: 14 },
  { header: '楼层', width: 8 },
  { header: '档口号', width: 10 },
  { header: '档口', width: 20 },
  { header: '货号', width: 14 },
  { header: '颜色', width: 10 },
  { header: '尺码', width: 8 },
  { header: '件', width: 8 },
  { header: '取货码', width: 16 },
  { header: '订单号', width: 20 },
];

/** 下载取货码's sheet for the list module's exporter: a row a piece still to fetch, in walking order. */
export function pickupCodeExportKind(db: Db): ExportListKind {
  return {
    listKey: 'pickupCodes',
    permission: PICKUP_PRINT_CODE,
    fileTitle: '取货码',
    count: async (owner, selection) => {
      const r = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from pickup_assignments a join pickup_tasks t on t.id = a.task_id
         where ${whereOf(owner, selection as Selection)}`);
      return Number(r.rows[0]?.n ?? 0);
    },
    write: async (owner, selection, out: Writable, progress) => {
      const rows = await db.execute<Record<string, unknown>>(
        sql`${ROW_SELECT} where ${whereOf(owner, selection as Selection)} ${WALK_ORDER}`,
      );
      let n = 0;
      async function* all() {
        yield rows.rows.map(rowOf);
      }
      await streamSheet(
        out,
        '取货码',
        COLUMNS,
        all(),
        (r: PickupRow) => {
          const left = Math.max(1, r.qty - r.tookQty);
          return Array.from({ length: left }, (_, k) => [
            r.batchNo ?? '',
            ++n,
            r.market || '未归类',
            r.floor,
            r.stallNo,
            r.stallName || r.stall,
            r.articleNo,
            r.color,
            r.size,
            `${k + 1}/${left}`,
            r.takeCode,
            r.orderNo,
          ]);
        },
        progress,
      );
    },
  };
}

/**
 * 下载取货码: one at a time a tenant (47007 while one is queued or being written, checked under the
 * tenant's lock); the never-printed lines take the day's next batch as a print does, so the sheet and a
 * later 重打 of that batch agree. The export goes into 导出记录 (7 days).
 */
export async function downCode(
  db: Db,
  kind: ExportListKind,
  caller: Caller,
  body: PickupCodeDownloadRequest,
): Promise<PickupCodeDownload> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${caller.tenantId}::int, hashtext('pickup-downcode'))`);
    const running = await tx.execute(sql`
      select 1 from list_exports where tenant_id = ${caller.tenantId} and list_key = 'pickupCodes'
         and state in ('QUEUED', 'RUNNING') limit 1`);
    if (running.rows.length)
      throw new ApiError(ErrorCode.PICKUP_DOWNLOAD_RUNNING, '已有取货码下载任务进行中');
    const dayRow = await tx.execute<{ d: string }>(
      sql`select ${body.day ? sql`${body.day}::date` : shanghaiToday}::text as d`,
    );
    const day = dayRow.rows[0]!.d;
    const daySql = sql`${day}::date`;
    let batchNo: string | null = body.scope === 'BATCH' ? body.batchNo! : null;
    let rows: PickupRow[];
    if (body.scope === 'BATCH') {
      rows = await rowsWhere(tx, caller.tenantId, sql`a.day = ${daySql} and a.batch_no = ${batchNo}`);
      if (!rows.length) throw notFound('该批次没有拿货任务');
    } else {
      const open = sql`a.day = ${daySql} and ${OPEN} and not t.held`;
      rows = await rowsWhere(
        tx,
        caller.tenantId,
        body.scope === 'UNPRINTED' ? sql`${open} and a.printed_at is null` : open,
      );
      if (!rows.length)
        throw invalid(body.scope === 'UNPRINTED' ? '没有未打印的拿货任务' : '这一天没有待拿的任务', 'scope');
    }
    const pieces = rows.reduce((n, r) => n + Math.max(1, r.qty - r.tookQty), 0);
    if (pieces > PICKUP_MAX_LABELS)
      throw new ApiError(ErrorCode.PICKUP_PRINT_LIMIT, `单次最多${PICKUP_MAX_LABELS}张（本次 ${pieces} 张）`);
    const claimed = await claimBatch(tx, caller, rows, daySql);
    if (body.scope === 'UNPRINTED') batchNo = claimed;
    const selection: Selection = { day, batchNo };
    const job = await insertExport(tx, kind, caller, selection, rows.length);
    return { id: job.id, total: job.total, batchNo: claimed ?? batchNo };
  });
}

/** Whether the tenant has a 下载取货码 queued or being written. */
export async function isDowningCode(db: Db, caller: Caller) {
  const r = await db.execute(sql`
    select 1 from list_exports where tenant_id = ${caller.tenantId} and list_key = 'pickupCodes'
       and state in ('QUEUED', 'RUNNING') limit 1`);
  return { downing: r.rows.length > 0 };
}

export const downCodeList = (db: Db, caller: Caller) => listExportsOf(db, caller.accountId, 'pickupCodes');
