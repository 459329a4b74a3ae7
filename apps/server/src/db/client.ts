import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// bigint columns come back as strings by default; ids stay far below 2^53, and money is read
// through its own mapping where it appears.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface ConnectOptions {
  /** Run on each new connection before the pool hands it out (pg-pool awaits it). */
  onConnect?: (client: pg.PoolClient) => Promise<void>;
}

export function connect(url: string, max = 10, options: ConnectOptions = {}): Database {
  // onConnect is pg-pool's (3.x), not yet in @types/pg
  const pool = new pg.Pool({ connectionString: url, max, ...options } as pg.PoolConfig);
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}

/** Creates the database if it is missing (an embedded cluster starts with `postgres` only). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/** A database handle or an open transaction: helpers that write take either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Holds a database-wide lock while a process starts (migrations, seed, job-queue tables): several
 * processes started together on one database otherwise deadlock creating the same things.
 */
export async function startupLock(database: Database): Promise<() => Promise<void>> {
  const client = await database.pool.connect();
  await client.query(`select pg_advisory_lock(hashtext('oms-startup'))`);
  return async () => {
    try {
      await client.query(`select pg_advisory_unlock(hashtext('oms-startup'))`);
    } finally {
      client.release();
    }
  };
}
