import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * `pickup_day_counts` (migration 0072) and `pickup_day_picker_counts` (0083): the board's day figures as
 * moves appended by triggers on the assignments, per stall and picker and per picker. Readers sum them
 * (`c`), folding keeps the sums a row a key.
 */

const SUMS = sql.raw(`sum(n), sum(pieces), sum(ref_fen), sum(took), sum(took_fen), max(last_report_at)`);
const NOT_NOTHING = sql.raw(`sum(n) <> 0 or sum(pieces) <> 0 or sum(ref_fen) <> 0 or sum(took) <> 0
    or sum(took_fen) <> 0 or max(last_report_at) is not null`);

/**
 * Folds the keys that have moves not yet folded (found through the partial index on `not folded`) back
 * into one folded row each: deleted and summed by one statement, so two processes folding at once are safe
 * (the second finds the rows gone). Keys that sum to nothing (and carry no report time) go. Answers the
 * keys folded.
 */
async function foldTable(db: DbOrTx, table: 'pickup_day_counts' | 'pickup_day_picker_counts', limit: number) {
  const keys =
    table === 'pickup_day_counts'
      ? ['tenant_id', 'day', 'supplier_id', 'picker_id', 'state', 'printed']
      : ['tenant_id', 'day', 'picker_id', 'state', 'printed'];
  const key = sql.raw(keys.join(', '));
  const same = sql.raw(keys.map((k) => `c.${k} = moved.${k}`).join(' and '));
  const r = await db.execute(sql`
    with moved as (select distinct ${key} from ${sql.raw(table)} where not folded limit ${limit}),
    gone as (delete from ${sql.raw(table)} c using moved where ${same} returning c.*),
    kept as (
      insert into ${sql.raw(table)} (${key}, n, pieces, ref_fen, took, took_fen, last_report_at, folded)
      select ${key}, ${SUMS}, true from gone group by ${key} having ${NOT_NOTHING})
    select count(*)::int as n from moved`);
  return Number((r.rows[0] as { n: number }).n);
}

/** One pass over both tables, at most `limit` keys each. Answers the keys folded. */
export async function foldPickupDayCounts(db: DbOrTx, limit = 5000): Promise<number> {
  return (
    (await foldTable(db, 'pickup_day_counts', limit)) +
    (await foldTable(db, 'pickup_day_picker_counts', limit))
  );
}

/** Folds until nothing is left to fold (a busy minute of reports can leave more keys than one pass takes). */
export async function foldAllPickupDayCounts(db: DbOrTx): Promise<number> {
  let folded = 0;
  for (let pass = 0; pass < 20; pass++) {
    const n = await foldPickupDayCounts(db);
    folded += n;
    if (n === 0) break;
  }
  return folded;
}

/**
 * The moves of a tenant's day as `c`, narrowed by stall area and picker when asked. `perStall` when the
 * reader needs `c.supplier_id`; else, with no area asked, the pickers' rows (a few hundred, not thousands).
 */
export function dayCountsOf(
  tenantId: number,
  day: SQL,
  f: {
    pickerId?: number | undefined;
    unassigned?: boolean | undefined;
    marketId?: number | undefined;
    floorId?: number | undefined;
  } = {},
  perStall = true,
): SQL {
  const parts: SQL[] = [sql`c.tenant_id = ${tenantId}`, sql`c.day = ${day}`];
  if (f.pickerId) parts.push(sql`c.picker_id = ${f.pickerId}`);
  if (f.unassigned) parts.push(sql`c.picker_id = 0`);
  const area = f.marketId || f.floorId;
  if (f.marketId) parts.push(sql`s.market_id = ${f.marketId}`);
  if (f.floorId) parts.push(sql`s.floor_id = ${f.floorId}`);
  const table = perStall || area ? sql`pickup_day_counts c` : sql`pickup_day_picker_counts c`;
  return sql`${table} ${area ? sql`join suppliers s on s.id = c.supplier_id` : sql``}
    where ${sql.join(parts, sql` and `)}`;
}
