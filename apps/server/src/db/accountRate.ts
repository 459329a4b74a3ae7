import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Counts one more `key` for the account in the current minute and says whether it is still within
 * `perMinute` (a fixed window: at most twice the rate across a minute's edge, which is what it guards).
 */
export async function withinRate(
  db: DbOrTx,
  accountId: number,
  key: string,
  perMinute: number,
): Promise<boolean> {
  const r = await db.execute<{ n: number }>(sql`
    insert into account_rate_counts (account_id, key, window_start, n)
    values (${accountId}, ${key}, date_trunc('minute', now()), 1)
    on conflict (account_id, key, window_start) do update set n = account_rate_counts.n + 1
    returning n`);
  return Number(r.rows[0]!.n) <= perMinute;
}

export async function pruneAccountRates(db: DbOrTx): Promise<number> {
  const r = await db.execute(
    sql`delete from account_rate_counts where window_start < now() - interval '1 hour'`,
  );
  return r.rowCount ?? 0;
}
