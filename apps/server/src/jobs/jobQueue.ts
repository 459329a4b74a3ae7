import PgBoss from 'pg-boss';

/**
 * Background work lives in PostgreSQL (pg-boss): several server processes on one database share the
 * queues, a job runs once (SKIP LOCKED), and a killed process's active job expires and is retried by
 * another. Chosen over graphile-worker because its 0.16 line is the last for Node 20 and is unmaintained,
 * while pg-boss 10 runs on Node 20 and gives per-key stately queues (one queued + one running sync per
 * shop), retry with backoff and cron schedules out of the box.
 */
export interface JobQueue {
  boss: PgBoss;
  stop(): Promise<void>;
}

export async function startJobQueue(
  connectionString: string,
  options: { schedule?: boolean } = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: 4,
    schedule: options.schedule ?? true,
    supervise: true,
    // A process killed mid-job: the job expires and is retried by whoever is alive.
    expireInSeconds: 15 * 60,
    retentionDays: 7,
  });
  // pg-boss reports maintenance hiccups (a dropped connection) here; the queue carries on.
  boss.on('error', () => undefined);
  await boss.start();
  let stopped = false;
  return {
    boss,
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 5000, wait: true }).catch(() => undefined);
    },
  };
}
