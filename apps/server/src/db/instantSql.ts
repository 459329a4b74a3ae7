import { sql, type SQL } from 'drizzle-orm';

/** `at` as a timestamptz expression, or the transaction's now() (demo data and benchmarks pass `at`). */
export const instantSql = (at?: Date): SQL => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);
