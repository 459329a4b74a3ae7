import {
  DIRECT_EXPORT_MAX_ROWS,
  EXPORT_KEEP_DAYS,
  LIST_JOB_MAX_ROWS,
  type ListExport,
} from '@oms/api-client';
import { PassThrough } from 'node:stream';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { listExports } from '../../db/schema.ts';
import { invalid, notFound } from '../../http/apiError.ts';
import { chunkSink, dropChunks } from './exportFiles.ts';
import type { ExportListKind, JobOwner } from './listJobKinds.ts';

const DAY_MS = 24 * 3600_000;

/** `同步订单_20261124_153012.xlsx`, in China time as the seller reads it. */
export function exportFileName(title: string, at: Date): string {
  const t = new Date(at.getTime() + 8 * 3600_000).toISOString();
  return `${title}_${t.slice(0, 10).replaceAll('-', '')}_${t.slice(11, 19).replaceAll(':', '')}.xlsx`;
}

/** A small workbook made in memory as the download `sendXlsx` answers, named by its title and now. */
export const xlsxFile = (title: string, file: Buffer) => ({
  fileName: exportFileName(title, new Date()),
  file,
});

/** What every export's row starts with: whose, which list, its file name and its 7 days. */
function exportRow(kind: ExportListKind, owner: JobOwner, selection: unknown, now: Date) {
  return {
    ...owner,
    listKey: kind.listKey,
    fileName: exportFileName(kind.fileTitle, now),
    selection: selection as object,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EXPORT_KEEP_DAYS * DAY_MS),
  };
}

export async function createExport(
  db: Db,
  kind: ExportListKind,
  owner: JobOwner,
  selection: unknown,
): Promise<{ id: number; total: number }> {
  const total = await countForExport(kind, owner, selection);
  if (total > LIST_JOB_MAX_ROWS)
    throw invalid(`一次最多导出${LIST_JOB_MAX_ROWS}条，请缩小筛选范围`, 'selection');
  return insertExport(db, kind, owner, selection, total);
}

/** The export's row in 导出记录, QUEUED, for a selection counted already (in the caller's transaction). */
export async function insertExport(
  db: DbOrTx,
  kind: ExportListKind,
  owner: JobOwner,
  selection: unknown,
  total: number,
): Promise<{ id: number; total: number }> {
  const [row] = await db
    .insert(listExports)
    .values({ ...exportRow(kind, owner, selection, new Date()), total })
    .returning({ id: listExports.id });
  return { id: row!.id, total };
}

/** Rows of a selection; picked ids none of which is the caller's are 40400, like any foreign row. */
export async function countForExport(
  kind: ExportListKind,
  owner: JobOwner,
  selection: unknown,
): Promise<number> {
  const total = await kind.count(owner, selection);
  if (total > 0) return total;
  if ((selection as { mode: string }).mode === 'ids') throw notFound('数据不存在或无权操作');
  throw invalid('没有符合条件的数据可导出', 'selection');
}

/**
 * The export helper's direct download: a selection of at most DIRECT_EXPORT_MAX_ROWS orders written
 * into memory and answered as the .xlsx itself; bigger ones are refused toward 导出记录. It is kept in
 * 导出记录 like any export (finished, its file stored for the same 7 days), so every export is there.
 */
export async function directExport(
  db: Db,
  kind: ExportListKind,
  owner: JobOwner,
  selection: unknown,
): Promise<{ fileName: string; file: Buffer }> {
  const total = await countForExport(kind, owner, selection);
  if (total > DIRECT_EXPORT_MAX_ROWS)
    throw invalid(`超过${DIRECT_EXPORT_MAX_ROWS}条，请使用后台导出（导出记录中下载）`, 'selection');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  let written = 0;
  await kind.write(owner, selection, out, async (done) => void (written = done));
  out.end();
  const now = new Date();
  const done = { fileName: exportFileName(kind.fileTitle, now), file: Buffer.concat(chunks) };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(listExports)
      .values({
        ...exportRow(kind, owner, selection, now),
        state: 'FINISHED',
        total: written || total,
        done: written || total,
        bytes: done.file.length,
        finishedAt: now,
      })
      .returning({ id: listExports.id });
    await tx.execute(
      sql`insert into list_export_chunks (export_id, seq, data) values (${row!.id}, 0, ${done.file})`,
    );
  });
  return done;
}

/** The run lost its lease to another (the first was thought dead): it stops without touching the row. */
class LeaseLost extends Error {}

/**
 * Writes the export's file. One run at a time holds the row (a token and a lease renewed with every
 * batch); a killed process's run lapses and the next run starts the file again, so the stored file
 * is always one whole run.
 */
export async function runExport(
  db: Db,
  kinds: Record<string, ExportListKind>,
  exportId: number,
  leaseSeconds = 60,
): Promise<void> {
  const lease = sql`now() + make_interval(secs => ${leaseSeconds})`;
  const [job] = await db
    .update(listExports)
    .set({ state: 'RUNNING', done: 0, runToken: sql`gen_random_uuid()`, leaseUntil: lease })
    .where(
      and(
        eq(listExports.id, exportId),
        sql`(${listExports.state} = 'QUEUED' or (${listExports.state} = 'RUNNING' and coalesce(${listExports.leaseUntil} < now(), true)))`,
      ),
    )
    .returning();
  if (!job) return;
  const mine = and(eq(listExports.id, exportId), eq(listExports.runToken, job.runToken!));
  const owner = { tenantId: job.tenantId, accountId: job.accountId };
  try {
    const kind = kinds[job.listKey];
    if (!kind) throw new Error(`unknown list ${job.listKey}`);
    await dropChunks(db, exportId);
    const sink = chunkSink(db, exportId, job.runToken!);
    let total = 0;
    await kind.write(owner, job.selection, sink, async (done) => {
      total = done;
      const renewed = await db
        .update(listExports)
        .set({ done, leaseUntil: lease })
        .where(mine)
        .returning({ id: listExports.id });
      if (renewed.length === 0) throw new LeaseLost();
    });
    const finished = await db
      .update(listExports)
      .set({
        state: 'FINISHED',
        done: total,
        total,
        bytes: sink.bytes(),
        finishedAt: new Date(),
        leaseUntil: null,
      })
      .where(mine)
      .returning({ id: listExports.id });
    if (finished.length === 0) throw new LeaseLost();
  } catch (error) {
    if (error instanceof LeaseLost) return;
    const failed = await db
      .update(listExports)
      .set({
        state: 'FAILED',
        error: '导出失败：系统异常，请重新导出',
        finishedAt: new Date(),
        leaseUntil: null,
      })
      .where(mine)
      .returning({ id: listExports.id });
    if (failed.length > 0) await dropChunks(db, exportId);
    throw error;
  }
}

const toWire = (r: typeof listExports.$inferSelect): ListExport => ({
  id: r.id,
  listKey: r.listKey as ListExport['listKey'],
  fileName: r.fileName,
  state: r.state.toLowerCase() as ListExport['state'],
  total: r.total,
  done: r.done,
  bytes: r.bytes,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  expiresAt: r.expiresAt.toISOString(),
});

/** 导出记录: the account's exports still kept, newest first. */
export async function listExportsOf(db: Db, accountId: number, listKey?: string): Promise<ListExport[]> {
  const rows = await db
    .select()
    .from(listExports)
    .where(
      and(
        eq(listExports.accountId, accountId),
        gt(listExports.expiresAt, new Date()),
        listKey ? eq(listExports.listKey, listKey) : undefined,
      ),
    )
    .orderBy(desc(listExports.createdAt), desc(listExports.id))
    .limit(100);
  return rows.map(toWire);
}

export async function findExport(db: Db, exportId: number, accountId: number) {
  const [row] = await db
    .select()
    .from(listExports)
    .where(and(eq(listExports.id, exportId), eq(listExports.accountId, accountId)));
  return row ?? null;
}

/** Housekeeping: exports past their 7 days go, with their files. */
export async function dropExpiredExports(db: Db): Promise<number> {
  const gone = await db
    .delete(listExports)
    .where(lt(listExports.expiresAt, new Date()))
    .returning({ id: listExports.id });
  return gone.length;
}
