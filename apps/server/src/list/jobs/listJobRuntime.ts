import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import { runBulkJob } from './bulkJobs.ts';
import { runExport } from './exportJobs.ts';
import type { ListKinds } from './listJobKinds.ts';

const BULK_QUEUE = 'list-bulk';
const EXPORT_QUEUE = 'list-export';

/** What the list endpoints need to start background work. */
export interface ListJobServices {
  kinds: ListKinds;
  startBulk(jobId: number): Promise<void>;
  startExport(exportId: number): Promise<void>;
}

interface JobRef {
  id: number;
}

/**
 * Bulk jobs and exports on the PostgreSQL queue: any server process on the database may take one;
 * a job whose process died expires and is taken again (both runners resume or restart safely).
 * Without a queue (API-only tests) the work runs in this process after the answer.
 */
export async function startListJobs(
  db: Db,
  kinds: ListKinds,
  queue: JobQueue | null,
  options: { work?: boolean; leaseSeconds?: number; sweepSeconds?: number } = {},
): Promise<ListJobServices & { stop(): void }> {
  const leaseSeconds = options.leaseSeconds ?? 60;
  const run = {
    bulk: (id: number) => runBulkJob(db, kinds.bulk, id, leaseSeconds),
    export: (id: number) => runExport(db, kinds.exports, id, leaseSeconds),
  };
  if (!queue) {
    return {
      kinds,
      startBulk: async (id) => void run.bulk(id).catch(() => undefined),
      startExport: async (id) => void run.export(id).catch(() => undefined),
      stop: () => undefined,
    };
  }
  const { boss } = queue;
  for (const name of [BULK_QUEUE, EXPORT_QUEUE]) {
    await boss.createQueue(name, {
      name,
      policy: 'standard',
      retryLimit: 3,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
    });
  }
  let sweeper: NodeJS.Timeout | null = null;
  if (options.work ?? true) {
    sweeper = setInterval(
      () => void sweepAbandoned(db, run).catch(() => undefined),
      (options.sweepSeconds ?? 15) * 1000,
    );
    sweeper.unref();
    await boss.work<JobRef>(BULK_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) =>
      run.bulk(job!.data.id),
    );
    await boss.work<JobRef>(EXPORT_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) =>
      run.export(job!.data.id),
    );
  }
  return {
    kinds,
    startBulk: async (id) => void (await boss.send(BULK_QUEUE, { id } satisfies JobRef)),
    startExport: async (id) => void (await boss.send(EXPORT_QUEUE, { id } satisfies JobRef)),
    stop: () => {
      if (sweeper) clearInterval(sweeper);
    },
  };
}

/**
 * Jobs whose process died (running, lease lapsed) or whose queue message was lost (queued for over a
 * minute) are run here; the runners' lease makes sure only one process takes each.
 */
async function sweepAbandoned(
  db: Db,
  run: { bulk(id: number): Promise<void>; export(id: number): Promise<void> },
) {
  const abandoned = (table: 'list_bulk_jobs' | 'list_exports') => sql`
    select id from ${sql.raw(table)}
     where (state = 'RUNNING' and lease_until < now()) or (state = 'QUEUED' and created_at < now() - interval '1 minute')
     order by id limit 10`;
  const bulk = await db.execute<{ id: string }>(abandoned('list_bulk_jobs'));
  for (const { id } of bulk.rows) await run.bulk(Number(id)).catch(() => undefined);
  const exports = await db.execute<{ id: string }>(abandoned('list_exports'));
  for (const { id } of exports.rows) await run.export(Number(id)).catch(() => undefined);
}
