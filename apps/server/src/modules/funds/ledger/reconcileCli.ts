// `pnpm --filter @oms/server reconcile`: checks every rule the money obeys on DATABASE_URL (or the
// embedded demo database) and exits 1 if one breaks.
import path from 'node:path';
import { connect, ensureDatabase } from '../../../db/client.ts';
import { startEmbeddedPostgres } from '../../../db/embeddedPostgres.ts';
import { loadConfig } from '../../../config.ts';
import { describeReconcile, reconcile } from './reconcile.ts';

const config = loadConfig();
let url = config.databaseUrl;
let stop = async () => {};
if (!url) {
  const pg = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'pg') });
  await ensureDatabase(pg.adminUrl, 'oms');
  url = pg.urlFor('oms');
  stop = () => pg.stop();
}
const database = connect(url, 2);
const report = await reconcile(database.db);
process.stdout.write(`${describeReconcile(report)}\n`);
for (const check of report.checks) process.stdout.write(`  ${check.problems === 0 ? '✓' : '✗'} ${check.name}${check.problems ? `: ${check.problems}` : ''}\n`);
await database.close();
await stop();
process.exit(report.ok ? 0 : 1);
