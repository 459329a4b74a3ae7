import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * `pickup_day_counts` (migration 0072): the board's day figures as moves appended by triggers on the
 * assignments. Readers sum them (`c`), folding keeps the sums a row a key.
 */

/**
 * Folds each (tenant, day, stall, picker, state, printed) with more than one row back into one —
 * deleted and summed by one statement, so two processes folding at once are safe. Keys that sum to
 * nothing (and carry no report time) go. Answers the rows written; housekeeping calls it every minute.
 */
export async function foldPickupDayCounts(db: DbOrTx, limit = 5000): Promise<number> {
  const r = await db.execute(sql`
    with many as (
      select tenant_id, day, supplier_id, picker_id, state, printed from pickup_day_counts
       group by 1, 2, 3, 4, 5, 6 having count(*) > 1 limit ${limit}),
    gone as (
      delete from pickup_day_counts c using many
       where c.tenant_id = many.tenant_id and c.day = many.day and c.supplier_id = many.supplier_id
         and c.picker_id = many.picker_id and c.state = many.state and c.printed = many.printed
      returning c.*)
    insert into pickup_day_counts (tenant_id, day, supplier_id, picker_id, state, printed, n, pieces, ref_fen, took,
                                   took_fen, last_report_at)
    select tenant_id, day, supplier_id, picker_id, state, printed, sum(n), sum(pieces), sum(ref_fen), sum(took),
           sum(took_fen), max(last_report_at)
      from gone group by 1, 2, 3, 4, 5, 6
    having sum(n) <> 0 or sum(pieces) <> 0 or sum(ref_fen) <> 0 or sum(took) <> 0 or sum(took_fen) <> 0
        or max(last_report_at) is not null`);
  return r.rowCount ?? 0;
}

/** Folds until nothing is left to fold (a busy minute of reports can leave more keys than one pass takes). */
export async function foldAllPickupDayCounts(db: DbOrTx): Promise<number> {
  let written = 0;
  for (let pass = 0; pass < 20; pass++) {
    const n = await foldPickupDayCounts(db);
    written += n;
    if (n === 0) break;
  }
  return written;
}

/** The moves of a tenant's day as `c`, narrowed by stall area and picker when asked. */
export function dayCountsOf(
  tenantId: number,
  day: SQL,
  f: { pickerId?: number | undefined; unassigned?: boolean | undefined; marketId?: number | undefined; floorId?: number | undefined } = {},
): SQL {
  const parts: SQL[] = [sql`c.tenant_id = ${tenantId}`, sql`c.day = ${day}`];
  if (f.pickerId) parts.push(sql`c.picker_id = ${f.pickerId}`);
  if (f.unassigned) parts.push(sql`c.picker_id = 0`);
  const area = f.marketId || f.floorId;
  if (f.marketId) parts.push(sql`s.market_id = ${f.marketId}`);
  if (f.floorId) parts.push(sql`s.floor_id = ${f.floorId}`);
  return sql`pickup_day_counts c ${area ? sql`join suppliers s on s.id = c.supplier_id` : sql``}
    where ${sql.join(parts, sql` and `)}`;
}
