import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Days the 10-minute refresh recomputes: today and the two before (answers change until 日结). */
const REFRESH_DAYS = 3;
/** Days a first refresh (an empty rollup) fills. */
const BACKFILL_DAYS = 90;

const ANSWERED = sql`a.state in ('TOOK', 'TOOK_PART', 'E_LACK_TAKING', 'E_STOP_TAKING', 'E_STOP_PRODUCTION')`;
const LACKED = sql`a.state in ('E_LACK_TAKING', 'E_STOP_PRODUCTION')`;
const TOOK = sql`a.state in ('TOOK', 'TOOK_PART')`;
/** The purchasers (main accounts): the only tenants with a pick-up board. */
const TEAMS = sql`select id from accounts where kind = 'purchaser' and parent_id is null`;
/** A line of no known stall is counted under the stall as written; a known stall's writings are one. */
const STALL = sql`case when a.supplier_id is null then t.stall else '' end`;

/**
 * Recomputes 缺货统计's and 拿退货统计's rollups (`stat_pickup_stalls`, `stat_pickup_articles`,
 * `stat_pickup_people`) for the last days of every tenant — the days' rows replaced whole, so an answer
 * changed since counts as it is now. An empty rollup is filled for 90 days first. One refresh at a time
 * across processes (advisory lock). Answers the rows written.
 */
export async function refreshPickupStatDays(db: Db, days?: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stat_pickup_days'))`);
    const empty = !(await tx.execute(sql`select 1 from stat_pickup_people limit 1`)).rows.length;
    const span = days ?? (empty ? BACKFILL_DAYS : REFRESH_DAYS);
    const since = sql`((now() at time zone 'Asia/Shanghai')::date - ${span - 1}::int)`;
    // by tenant and day, so every statement below reads its index rather than the whole table
    const recent = sql`tenant_id in (${TEAMS}) and day >= ${since}`;
    await tx.execute(sql`delete from stat_pickup_stalls where ${recent}`);
    await tx.execute(sql`delete from stat_pickup_articles where ${recent}`);
    await tx.execute(sql`delete from stat_pickup_people where ${recent}`);
    // the answers of the days once, per stall and 货号; the stall rollup is folded from it
    const articles = await tx.execute(sql`
      insert into stat_pickup_articles (tenant_id, supplier_id, stall, article_no, day, answered, lacked)
      select a.tenant_id, coalesce(a.supplier_id, 0), ${STALL}, t.article_no, a.day,
             count(*) filter (where ${ANSWERED})::int, count(*) filter (where ${LACKED})::int
        from pickup_assignments a join pickup_tasks t on t.id = a.task_id
       where a.tenant_id in (${TEAMS}) and a.day >= ${since} and ${ANSWERED}
       group by 1, 2, 3, 4, 5`);
    const stalls = await tx.execute(sql`
      insert into stat_pickup_stalls (tenant_id, day, supplier_id, stall, answered, lacked)
      select tenant_id, day, supplier_id, stall, sum(answered)::int, sum(lacked)::int
        from stat_pickup_articles where ${recent} group by 1, 2, 3, 4`);
    const people = await tx.execute(sql`
      insert into stat_pickup_people (tenant_id, day, picker_id, lines, took_pieces, took_fen, lack_lines)
      select a.tenant_id, a.day, coalesce(a.picker_id, 0), count(*) filter (where a.reported_at is not null)::int,
             coalesce(sum(a.took_qty) filter (where ${TOOK}), 0)::int,
             coalesce(sum(a.took_qty * coalesce(a.took_price_fen, t.took_price_fen, t.ref_price_fen)) filter (where ${TOOK}), 0)::bigint,
             count(*) filter (where ${LACKED})::int
        from pickup_assignments a join pickup_tasks t on t.id = a.task_id
       where a.tenant_id in (${TEAMS}) and a.day >= ${since} and (a.reported_at is not null or ${ANSWERED})
       group by 1, 2, 3`);
    await tx.execute(sql`
      insert into stat_refreshes (name, refreshed_at) values ('pickup', now())
      on conflict (name) do update set refreshed_at = excluded.refreshed_at`);
    return (articles.rowCount ?? 0) + (stalls.rowCount ?? 0) + (people.rowCount ?? 0);
  });
}
