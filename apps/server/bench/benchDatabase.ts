import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, ensureDatabase, runMigrations, type Database } from '../src/db/client.ts';
import { startEmbeddedPostgres, type RunningPostgres } from '../src/db/embeddedPostgres.ts';
import { seedDemoData } from '../src/db/seed.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface BenchDatabase {
  url: string;
  database: Database;
  stop(): Promise<void>;
}

/**
 * The benchmarks' database: `DATABASE_URL` when set, else an embedded PostgreSQL in `.data-bench`
 * (kept between runs: the million-order seeds are made once). Migrated and with the demo accounts.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  let postgres: RunningPostgres | null = null;
  let url = process.env.DATABASE_URL;
  if (!url) {
    postgres = await startEmbeddedPostgres({ dataDir: path.join(repoRoot, '.data-bench', 'pg') });
    await ensureDatabase(postgres.adminUrl, 'oms_bench');
    url = postgres.urlFor('oms_bench');
  }
  const database = connect(url, 4);
  await runMigrations(database);
  await seedDemoData(database.db);
  return {
    url,
    database,
    async stop() {
      await database.close();
      await postgres?.stop();
    },
  };
}
