import { LIST_JOB_MAX_ROWS, type BulkJob, type BulkJobItem } from '@oms/api-client';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listBulkJobItems, listBulkJobs } from '../../db/schema.ts';
import { invalid, notFound } from '../../http/apiError.ts';
import type { BulkListKind, JobOwner } from './listJobKinds.ts';

/** Rows handled per transaction: progress moves in steps this big, and a killed run loses at most one step. */
const CHUNK = 100;
/** Items listed in a report; the counts stay exact beyond it. */
const REPORT_MAX = 5000;

export type Selection = { mode: 'ids'; ids: number[] } | { mode: 'filter'; filter: unknown };

/**
 * Creates a bulk job over the selection as it stands now (its snapshot), in one transaction: the job
 * row and one PENDING item per row. Picked ids the tenant does not own become FAILED items at once.
 */
/** Who a job acts for, by name, as the rows it changes record their operator. */
export async function ownerName(db: Db, owner: JobOwner): Promise<string> {
  const r = await db.execute<{ username: string }>(
    sql`select username from accounts where id = ${owner.accountId}`,
  );
  return r.rows[0]?.username ?? '';
}

export async function createBulkJob(
  db: Db,
  kind: BulkListKind,
  owner: JobOwner,
  action: unknown,
  selection: Selection,
): Promise<{ id: number; total: number }> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(listBulkJobs)
      .values({
        ...owner,
        listKey: kind.listKey,
        action: kind.title(action),
        params: action as object,
        total: 0,
      })
      .returning({ id: listBulkJobs.id });
    const jobId = job!.id;
    let total: number;
    let failed = 0;
    if (selection.mode === 'ids') {
      const ids = [...new Set(selection.ids)];
      const labels = await kind.labelsOf(tx as unknown as Db, owner, ids);
      if (labels.size === 0) throw notFound('数据不存在或无权操作');
      await tx.insert(listBulkJobItems).values(
        ids.map((rowId) => {
          const label = labels.get(rowId);
          if (label === undefined) failed++;
          return label === undefined
            ? { jobId, rowId, label: `#${rowId}`, state: 'FAILED' as const, reason: '数据不存在或无权操作' }
            : { jobId, rowId, label };
        }),
      );
      total = ids.length;
    } else {
      const inserted = await tx.execute(sql`
        insert into list_bulk_job_items (job_id, row_id, label)
        select ${jobId}, s.row_id, s.label from (${kind.snapshotQuery(owner, selection.filter, LIST_JOB_MAX_ROWS + 1)}) s
        on conflict do nothing`);
      total = inserted.rowCount ?? 0;
      if (total > LIST_JOB_MAX_ROWS) {
        throw invalid(`一次最多处理${LIST_JOB_MAX_ROWS}条，请缩小筛选范围`, 'selection');
      }
      if (total === 0) throw invalid('没有符合条件的数据', 'selection');
    }
    await tx.update(listBulkJobs).set({ total, done: failed, failed }).where(eq(listBulkJobs.id, jobId));
    return { id: jobId, total };
  });
}

/** A new job over the failed items of `jobId` (the caller's own, finished job). */
export async function retryBulkJob(
  db: Db,
  jobId: number,
  owner: JobOwner,
): Promise<{ id: number; total: number }> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(listBulkJobs)
      .where(and(eq(listBulkJobs.id, jobId), eq(listBulkJobs.accountId, owner.accountId)))
      .for('update');
    if (!source) throw notFound('批量任务不存在');
    if (source.state === 'QUEUED' || source.state === 'RUNNING')
      throw invalid('任务还在处理中，请稍后再试', 'id');
    if (source.failed === 0) throw invalid('没有失败项需要重试', 'id');
    const [job] = await tx
      .insert(listBulkJobs)
      .values({
        tenantId: source.tenantId,
        accountId: source.accountId,
        listKey: source.listKey,
        action: source.action,
        params: source.params as object,
        total: 0,
        retryOf: source.id,
      })
      .returning({ id: listBulkJobs.id });
    const inserted = await tx.execute(sql`
      insert into list_bulk_job_items (job_id, row_id, label)
      select ${job!.id}, row_id, label from list_bulk_job_items where job_id = ${source.id} and state = 'FAILED'`);
    const total = inserted.rowCount ?? 0;
    await tx.update(listBulkJobs).set({ total }).where(eq(listBulkJobs.id, job!.id));
    return { id: job!.id, total };
  });
}

/**
 * Runs (or resumes) a job: PENDING items in chunks, each chunk's outcomes, the counters and a renewed
 * lease in one transaction. One runner at a time holds the lease; a process killed mid-job leaves a
 * lapsed lease, and the next runner finishes the job without redoing a row.
 */
export async function runBulkJob(
  db: Db,
  kinds: Record<string, BulkListKind>,
  jobId: number,
  leaseSeconds = 60,
): Promise<void> {
  const lease = sql`now() + make_interval(secs => ${leaseSeconds})`;
  const [job] = await db
    .update(listBulkJobs)
    .set({ state: 'RUNNING', leaseUntil: lease })
    .where(
      and(
        eq(listBulkJobs.id, jobId),
        sql`(${listBulkJobs.state} = 'QUEUED' or (${listBulkJobs.state} = 'RUNNING' and coalesce(${listBulkJobs.leaseUntil} < now(), true)))`,
      ),
    )
    .returning();
  if (!job) return;
  const kind = kinds[job.listKey];
  const owner = { tenantId: job.tenantId, accountId: job.accountId };
  try {
    if (!kind) throw new Error(`unknown list ${job.listKey}`);
    const chunk = kind.chunkSize?.(job.params) ?? CHUNK;
    for (;;) {
      const rows = await db
        .select({ rowId: listBulkJobItems.rowId, label: listBulkJobItems.label })
        .from(listBulkJobItems)
        .where(and(eq(listBulkJobItems.jobId, jobId), eq(listBulkJobItems.state, 'PENDING')))
        .orderBy(listBulkJobItems.rowId)
        .limit(chunk);
      if (rows.length === 0) break;
      const outcomes = await kind.run(owner, job.params, rows);
      await db.transaction(async (tx) => {
        let done = 0;
        let failed = 0;
        for (const row of rows) {
          const reason = outcomes.has(row.rowId) ? outcomes.get(row.rowId)! : '处理结果未知，请重试';
          const changed = await tx
            .update(listBulkJobItems)
            .set({ state: reason === null ? 'OK' : 'FAILED', reason })
            .where(
              and(
                eq(listBulkJobItems.jobId, jobId),
                eq(listBulkJobItems.rowId, row.rowId),
                eq(listBulkJobItems.state, 'PENDING'),
              ),
            )
            .returning({ rowId: listBulkJobItems.rowId });
          if (changed.length === 0) continue;
          done++;
          if (reason !== null) failed++;
        }
        await tx
          .update(listBulkJobs)
          .set({
            done: sql`${listBulkJobs.done} + ${done}`,
            failed: sql`${listBulkJobs.failed} + ${failed}`,
            leaseUntil: lease,
          })
          .where(eq(listBulkJobs.id, jobId));
      });
    }
    await db
      .update(listBulkJobs)
      .set({ state: 'FINISHED', finishedAt: new Date(), leaseUntil: null })
      .where(and(eq(listBulkJobs.id, jobId), eq(listBulkJobs.state, 'RUNNING')));
  } catch (error) {
    await db
      .update(listBulkJobs)
      .set({
        state: 'FAILED',
        finishedAt: new Date(),
        leaseUntil: null,
        error: '批量处理中断：系统异常，可重试失败项',
      })
      .where(eq(listBulkJobs.id, jobId));
    // Items still PENDING count as failed, so 重试失败项 picks them up.
    await db.execute(sql`
      with f as (update list_bulk_job_items set state = 'FAILED', reason = '处理中断'
                  where job_id = ${jobId} and state = 'PENDING' returning 1)
      update list_bulk_jobs set failed = failed + (select count(*) from f), done = done + (select count(*) from f)
       where id = ${jobId}`);
    throw error;
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function readBulkJob(db: Db, jobId: number, accountId: number): Promise<BulkJob | null> {
  const [job] = await db
    .select()
    .from(listBulkJobs)
    .where(and(eq(listBulkJobs.id, jobId), eq(listBulkJobs.accountId, accountId)));
  if (!job) return null;
  return {
    id: job.id,
    listKey: job.listKey as BulkJob['listKey'],
    title: job.action,
    state: job.state.toLowerCase() as BulkJob['state'],
    total: job.total,
    done: job.done,
    failed: job.failed,
    retryOf: job.retryOf,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: iso(job.finishedAt),
  };
}

export async function readBulkJobItems(
  db: Db,
  jobId: number,
  failedOnly: boolean,
): Promise<{ items: BulkJobItem[]; truncated: boolean }> {
  const rows = await db
    .select()
    .from(listBulkJobItems)
    .where(
      and(eq(listBulkJobItems.jobId, jobId), failedOnly ? eq(listBulkJobItems.state, 'FAILED') : undefined),
    )
    .orderBy(sql`${listBulkJobItems.state} = 'OK'`, listBulkJobItems.rowId)
    .limit(REPORT_MAX + 1);
  return {
    items: rows.slice(0, REPORT_MAX).map((r) => ({
      rowId: r.rowId,
      label: r.label,
      state: r.state.toLowerCase() as BulkJobItem['state'],
      reason: r.reason,
    })),
    truncated: rows.length > REPORT_MAX,
  };
}
