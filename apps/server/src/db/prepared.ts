import crypto from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs a hot list query as a named prepared statement: each connection plans it once per shape (the
 * text with its parameters as $n), instead of on every call — planning cost more than running the
 * page query itself. Names come from the text, so different filter shapes stay apart.
 */
export async function executePrepared<Row>(db: DbOrTx, query: SQL): Promise<{ rows: Row[] }> {
  const client = (db as unknown as { $client?: pg.Pool | pg.PoolClient }).$client;
  // Inside a transaction there is no pool to prepare on: run it as usual.
  if (!client) return (await db.execute(query)) as unknown as { rows: Row[] };
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `p_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const result = await client.query<Row & pg.QueryResultRow>({ name, text, values: params as unknown[] });
  return { rows: result.rows };
}
