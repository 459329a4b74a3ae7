import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** Counts one more try of `kind` in the window starting at `window` and answers the count so far. */
export async function countTry(db: DbOrTx, tenantId: number, kind: 'SEARCH' | 'WRONG_CLAIM', window: SQL) {
  const r = await db.execute<{ count: number }>(sql`
    insert into headless_limits (tenant_id, kind, window_start, count) values (${tenantId}, ${kind}, ${window}, 1)
    on conflict (tenant_id, kind, window_start) do update set count = headless_limits.count + 1
    returning count`);
  return Number(r.rows[0]!.count);
}

/** How many of `kind` in the window so far (without counting one). */
export async function triesSoFar(db: DbOrTx, tenantId: number, kind: 'SEARCH' | 'WRONG_CLAIM', window: SQL) {
  const r = await db.execute<{ count: number }>(sql`
    select count from headless_limits where tenant_id = ${tenantId} and kind = ${kind} and window_start = ${window}`);
  return Number(r.rows[0]?.count ?? 0);
}

/** Today in Beijing, as the window of wrong claims. */
export const beijingToday = sql`(date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')`;
