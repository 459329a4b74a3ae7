import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type RunningPostgres } from '../src/db/embeddedPostgres.ts';

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

describe('embedded PostgreSQL', () => {
  it('initialises once, then recovers from a stale pid file and from an orphaned server', async () => {
    base = await fs.mkdtemp(path.join(os.tmpdir(), 'oms-pg-recovery-'));
    await fs.chmod(base, 0o755);
    const dataDir = path.join(base, 'pg');

    const first = await startEmbeddedPostgres({ dataDir });
    started.push(first);
    expect(await canQuery(first.adminUrl)).toBe(true);
    await first.stop();

    // A hard kill can leave postmaster.pid naming a process that no longer exists.
    const stale = `999999\n${dataDir}\n`;
    await fs.writeFile(path.join(dataDir, 'postmaster.pid'), stale);
    await fs.chown(path.join(dataDir, 'postmaster.pid'), (await fs.stat(dataDir)).uid, (await fs.stat(dataDir)).gid);
    const second = await startEmbeddedPostgres({ dataDir });
    started.push(second);
    expect(await canQuery(second.adminUrl)).toBe(true);

    // Starting again while the previous server still runs on this folder is what an orphan looks like.
    const third = await startEmbeddedPostgres({ dataDir });
    started.push(third);
    expect(await canQuery(third.adminUrl)).toBe(true);
    await expect(canQuery(second.adminUrl)).rejects.toThrow();
  }, 60000);
});
