import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** Who PostgreSQL runs as; null means the current user. */
export type RunAs = { uid: number; gid: number } | null;

async function lookup(): Promise<RunAs> {
  try {
    const [uid, gid] = await Promise.all([exec('id', ['-u', 'postgres']), exec('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root, so under root it runs as a `postgres` system user, created on
 * first use (without a home or a login shell: it only ever runs the database).
 */
export async function postgresRunAs(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return null;
  const existing = await lookup();
  if (existing) return existing;
  try {
    const groupExists = await exec('getent', ['group', 'postgres']).then(
      () => true,
      () => false,
    );
    const group = groupExists ? ['--gid', 'postgres'] : ['--user-group'];
    await exec('useradd', [
      '--system',
      ...group,
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
  } catch (e) {
    const why = (e as Error).message.split('\n')[0];
    throw new Error(
      `PostgreSQL cannot run as root and the postgres user could not be created (${why}): create it (useradd --system postgres) or run as another user`,
    );
  }
  const created = await lookup();
  if (!created)
    throw new Error('PostgreSQL cannot run as root and the postgres user was created but cannot be found');
  return created;
}
