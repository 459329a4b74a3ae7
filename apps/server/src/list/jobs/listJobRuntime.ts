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
  options: { work?: boolean } = {},
): Promise<ListJobServices> {
  const run = {
    bulk: (id: number) => runBulkJob(db, kinds.bulk, id),
    export: (id: number) => runExport(db, kinds.exports, id),
  };
  if (!queue) {
    return {
      kinds,
      startBulk: async (id) => void run.bulk(id).catch(() => undefined),
      startExport: async (id) => void run.export(id).catch(() => undefined),
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
  if (options.work ?? true) {
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
  };
}
