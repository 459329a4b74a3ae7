import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PostgresDistribution } from './postgresDistribution.ts';
import { clearStalePid } from './postgresPid.ts';
import { unmetNeeds, type Need } from './postgresReach.ts';
import type { RunAs } from './postgresUser.ts';

/** Written into the data folder when its cluster lives elsewhere: the cluster's path. */
export const LOCATION_FILE = 'cluster-location';

const ADVICE =
  'clone the repo into a folder every user may enter, or set OMS_EMBEDDED_PG_HOME to a folder that root may write and every user may enter';

/** Where root keeps PostgreSQL's programs and clusters when the postgres user cannot reach the repo. */
export function sharedHome(env: NodeJS.ProcessEnv = process.env) {
  return path.resolve(env.OMS_EMBEDDED_PG_HOME || '/var/lib/oms-embedded-postgres');
}

export interface Placement {
  binDir: string;
  /** The cluster folder (PGDATA): the data folder itself, or a folder under the shared home. */
  pgData: string;
}

const exists = (p: string) =>
  fs.access(p).then(
    () => true,
    () => false,
  );

function buildNeeds(dir: string): Need[] {
  const [bin, lib, share] = ['bin', 'lib', 'share'].map((d) => path.join(dir, d)) as [string, string, string];
  return [
    { access: 'x', path: path.join(bin, 'initdb') },
    { access: 'x', path: path.join(bin, 'postgres') },
    { access: 'r', path: lib },
    { access: 'x', path: lib },
    { access: 'r', path: share },
    { access: 'x', path: share },
  ];
}

/** mkdir -p, with the folders it creates open to all whatever root's umask. */
async function mkdirOpen(dir: string) {
  const first = await fs.mkdir(dir, { recursive: true });
  if (!first) return;
  for (let d = dir; d.length >= first.length; d = path.dirname(d)) await fs.chmod(d, 0o755);
}

/** Root runs what the shared home holds (as the postgres user), so no one else may write there. */
async function ensureHome(home: string) {
  await mkdirOpen(home);
  const { uid, mode } = await fs.stat(home);
  if (uid !== 0 || mode & 0o022)
    throw new Error(`PostgreSQL's shared folder ${home} must belong to root and be writable by root alone`);
}

async function openToAll(dir: string) {
  await fs.chmod(dir, 0o755);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await openToAll(p);
    else if (entry.isFile()) await fs.chmod(p, (await fs.stat(p)).mode & 0o100 ? 0o755 : 0o644);
  }
}

/** One copy per build, shared by every clone on the machine. */
async function copyBuild(distribution: PostgresDistribution, home: string, log: (msg: string) => void) {
  const target = path.join(home, distribution.id);
  const complete = () => exists(path.join(target, 'bin', 'postgres'));
  if (await complete()) return target;
  log(`copying PostgreSQL ${distribution.id} to ${target}`);
  const temp = await fs.mkdtemp(path.join(home, `.${distribution.id}-`));
  try {
    // Relative symlinks (lib/libpq.so → libpq.so.5.18) must stay relative to work in the copy.
    await fs.cp(distribution.dir, temp, { recursive: true, verbatimSymlinks: true });
    await openToAll(temp);
    // A rename is atomic, so a build under its final name is complete, even when two servers race.
    await fs.rename(temp, target).catch(async (e: unknown) => {
      if (!(await complete())) throw e;
    });
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
  return target;
}

/** The cluster folder of `dataDir` under the shared home, named by a hash of the folder's path. */
async function clusterFolder(home: string, dataDir: string) {
  const clusterDir = path.join(
    home,
    'clusters',
    createHash('sha256').update(dataDir).digest('hex').slice(0, 16),
  );
  await mkdirOpen(clusterDir);
  return path.join(clusterDir, 'pg');
}

/**
 * Makes a moved cluster this data folder's own. Without a location file the data folder is new or
 * was deleted to start over, so a cluster already there is left from before and is wiped. The file
 * is written last, once PostgreSQL is known to be able to live there.
 */
async function claimCluster(pgData: string, dataDir: string, log: (msg: string) => void) {
  if (await exists(pgData)) {
    // Refuses a cluster that a running server still uses; stops an orphan.
    await clearStalePid(pgData, log, dataDir);
    log(`starting over: wiping ${pgData}, left by an earlier ${dataDir}`);
    await fs.rm(pgData, { recursive: true, force: true });
  }
  // Tells whoever looks at the shared home which data folder a cluster belongs to.
  await fs.writeFile(path.join(path.dirname(pgData), 'data-folder'), `${dataDir}\n`, { mode: 0o644 });
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(path.join(dataDir, LOCATION_FILE), `${pgData}\n`);
}

/** Turns a file system error while using the shared home into the one line a user can act on. */
async function inHome<T>(home: string, why: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (!code) throw e;
    throw new Error(`${why}, and PostgreSQL cannot be placed in ${home} (${code}): ${ADVICE}`);
  }
}

/**
 * Where PostgreSQL's programs and cluster live. As root, PostgreSQL runs as the postgres user, who
 * may be unable to enter the repo (a clone in /root): then the programs are copied, and the cluster
 * kept, under the shared home. Everyone else runs PostgreSQL as themselves, in place.
 */
export async function placePostgres(options: {
  dataDir: string;
  runAs: RunAs;
  distribution: PostgresDistribution;
  home: string;
  log: (msg: string) => void;
}): Promise<Placement> {
  const { dataDir, runAs, distribution, home, log } = options;
  const inPlace = { binDir: path.join(distribution.dir, 'bin'), pgData: dataDir };
  if (!runAs) return inPlace;

  const recorded = (await fs.readFile(path.join(dataDir, LOCATION_FILE), 'utf8').catch(() => '')).trim();
  const clusterHere = !recorded && (await exists(path.join(dataDir, 'PG_VERSION')));
  const dataNeeds: Need[] = clusterHere
    ? [
        { access: 'x', path: dataDir },
        { access: 'w', path: dataDir },
      ]
    : [{ access: 'x', path: path.dirname(dataDir) }];
  const unmet = await unmetNeeds(runAs, [...buildNeeds(distribution.dir), ...dataNeeds]);
  const unmetData = unmet.filter((n) => dataNeeds.includes(n));
  if (clusterHere && unmetData.length > 0) {
    throw new Error(
      `the postgres user cannot use the PostgreSQL cluster in ${dataDir}: delete it to start over with fresh demo data, or open the folders above it`,
    );
  }
  const moveBuild = unmet.length > unmetData.length;
  const moveData = recorded !== '' || unmetData.length > 0;
  if (!moveBuild && !moveData) return inPlace;

  const why = unmet[0]
    ? `the postgres user (PostgreSQL will not run as root) cannot reach ${unmet[0].path}`
    : `the cluster of ${dataDir} was moved to ${recorded}`;
  const mustReach = async (needs: Need[]) => {
    const still = (await unmetNeeds(runAs, needs))[0];
    if (!still) return;
    const reason = unmet[0]
      ? `${why}, nor ${still.path}`
      : `${why}, and the postgres user cannot reach ${still.path}`;
    throw new Error(`${reason}: ${ADVICE}`);
  };
  const placed = await inHome(home, why, async () => {
    if (moveBuild || (moveData && !recorded)) {
      await ensureHome(home);
      // Before copying 60 MB there: a home the postgres user cannot enter is of no use.
      await mustReach([{ access: 'x', path: home }]);
    }
    const binDir = moveBuild ? path.join(await copyBuild(distribution, home, log), 'bin') : inPlace.binDir;
    if (recorded) await mkdirOpen(path.dirname(recorded));
    const pgData = recorded || (moveData ? await clusterFolder(home, dataDir) : dataDir);
    return { binDir, pgData };
  });
  await mustReach([
    ...(moveBuild ? buildNeeds(path.dirname(placed.binDir)) : []),
    ...(moveData ? [{ access: 'x', path: path.dirname(placed.pgData) } as const] : []),
  ]);
  if (moveData && !recorded) await inHome(home, why, () => claimCluster(placed.pgData, dataDir, log));
  const where = [
    moveBuild && `programs in ${path.dirname(placed.binDir)}`,
    moveData && `cluster in ${placed.pgData}`,
  ].filter(Boolean);
  log(`PostgreSQL (as the postgres user) runs outside the repo: ${where.join(', ')}`);
  return placed;
}
