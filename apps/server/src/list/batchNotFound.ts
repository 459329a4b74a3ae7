import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { arrayParam } from '../db/arrayParam.ts';

/**
 * The pasted numbers that match nothing, in the order pasted: one indexed probe per number, set-based.
 * `matches` is a correlated condition on `n` (the number) against the list's table.
 */
export async function batchNotFound(db: Db, numbers: string[], matches: SQL): Promise<string[]> {
  if (numbers.length === 0) return [];
  const result = await db.execute<{ n: string }>(sql`
    select n from unnest(${arrayParam(numbers)}::text[]) with ordinality as pasted(n, position)
     where not exists (${matches})
     order by position`);
  return result.rows.map((r) => r.n);
}
