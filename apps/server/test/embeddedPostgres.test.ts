import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type RunningPostgres } from '../src/db/embeddedPostgres.ts';

const moduleUrl = new URL('../src/db/embeddedPostgres.ts', import.meta.url).href;
const started: RunningPostgres[] = [];
let base: string;

afterAll(async () => {
  for (const p of started) await p.stop().catch(() => undefined);
  if (base) await fs.rm(base, { recursive: true, force: true });
});

async function canQuery(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const res = await client.query('select 1 as one');
  await client.end();
  return res.rows[0].one === 1;
}

/** Starts PostgreSQL from a separate Node process, then kills that process hard (kill -9). */
async function orphanPostgres(dataDir: string): Promise<string> {
  const script = `const m = await import(${JSON.stringify(moduleUrl)});
    const pg = await m.startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} });
    console.log('URL ' + pg.adminUrl); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
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

describe('embedded PostgreSQL', () => {
  it('initialises once, then recovers from a stale pid file and from an orphaned server', async () => {
    base = await fs.mkdtemp(path.join(os.tmpdir(), 'oms-pg-recovery-'));
    await fs.chmod(base, 0o755);
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
    const orphanUrl = await orphanPostgres(dataDir);
    expect(await canQuery(orphanUrl)).toBe(true);
    const third = await startEmbeddedPostgres({ dataDir });
    started.push(third);
    expect(await canQuery(third.adminUrl)).toBe(true);
    await expect(canQuery(orphanUrl)).rejects.toThrow();
  }, 60000);
});
