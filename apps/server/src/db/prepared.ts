import crypto from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs a hot list query as a named prepared statement: each connection plans it once per shape (the
 * text with its parameters as $n), instead of on every call — planning cost more than running the
 * page query itself, and so did the ledger's few statements per posting. Names come from the text, so
 * different filter shapes stay apart.
 */
export async function executePrepared<Row>(db: DbOrTx, query: SQL): Promise<{ rows: Row[] }> {
  // A database has its pool; a transaction its connection (drizzle keeps it on the session).
  const handle = db as unknown as { $client?: pg.Pool | pg.PoolClient; session?: { client?: pg.PoolClient } };
  const client = handle.$client ?? handle.session?.client;
  if (!client) return (await db.execute(query)) as unknown as { rows: Row[] };
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `p_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const result = await client.query<Row & pg.QueryResultRow>({ name, text, values: params as unknown[] });
  return { rows: result.rows };
}
