import { sql } from 'drizzle-orm';
import type { StatisticsRange, TakeReturnStatistics } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { pickupRefreshedAt } from './outStock.ts';
import { statRange } from './statRange.ts';


/**
 * 拿退货统计: each day of the range (answered lines, pieces and money taken, 缺货, pieces the stalls took
 * back and what they refunded) and each person (their answers and the returns they walked back). The
 * answers from the rollup (`stat_pickup_people`, every 10 minutes), the returns as they are.
 */
export async function takeReturnStatistics(
  db: DbOrTx,
  tenantId: number,
  range: StatisticsRange,
): Promise<TakeReturnStatistics> {
  const { from, to, fromSql, toSql } = await statRange(db, range);
  const returnedDay = sql`(r.reported_at at time zone 'Asia/Shanghai')::date`;
  const returned = sql`r.tenant_id = ${tenantId} and r.state = 'FACTORY_RETURNED'
    and r.reported_at >= ${fromSql}::timestamp at time zone 'Asia/Shanghai'
    and r.reported_at < (${toSql} + 1)::timestamp at time zone 'Asia/Shanghai'`;
  const [days, staff, refreshedAt] = await Promise.all([
    db.execute<Record<string, string>>(sql`
      with d as (select generate_series(${fromSql}, ${toSql}, interval '1 day')::date as day),
      t as (
        select p.day, sum(p.lines)::int as lines, sum(p.took_pieces)::int as took,
               sum(p.took_fen)::bigint as took_fen, sum(p.lack_lines)::int as lack
          from stat_pickup_people p
         where p.tenant_id = ${tenantId} and p.day between ${fromSql} and ${toSql}
         group by p.day),
      r as (
        select ${returnedDay} as day, sum(r.qty)::int as pieces, coalesce(sum(r.refund_fen), 0)::bigint as refund
          from return_items r where ${returned} group by 1)
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(t.lines, 0) as lines, coalesce(t.took, 0) as took,
             coalesce(t.took_fen, 0) as took_fen, coalesce(t.lack, 0) as lack, coalesce(r.pieces, 0) as returned,
             coalesce(r.refund, 0) as refund
        from d left join t on t.day = d.day left join r on r.day = d.day order by d.day`),
    db.execute<Record<string, string>>(sql`
      with t as (
        select p.picker_id as staff_id, sum(p.lines)::int as lines, sum(p.took_pieces)::int as took,
               sum(p.lack_lines)::int as lack
          from stat_pickup_people p
         where p.tenant_id = ${tenantId} and p.day between ${fromSql} and ${toSql} and p.picker_id <> 0
         group by 1),
      r as (select r.staff_id, sum(r.qty)::int as pieces from return_items r where ${returned} and r.staff_id is not null group by 1)
      select p.id, coalesce(p.sub_username, p.username) as name, coalesce(t.lines, 0) as lines,
             coalesce(t.took, 0) as took, coalesce(t.lack, 0) as lack, coalesce(r.pieces, 0) as returned
        from accounts p left join t on t.staff_id = p.id left join r on r.staff_id = p.id
       where p.parent_id = ${tenantId} and (t.staff_id is not null or r.staff_id is not null)
       order by took desc, returned desc, p.id`),
    pickupRefreshedAt(db),
  ]);
  return {
    dayFrom: from,
    dayTo: to,
    refreshedAt,
    days: days.rows.map((d) => ({
      day: d.day!,
      lines: Number(d.lines),
      tookPieces: Number(d.took),
      tookFen: Number(d.took_fen),
      lackLines: Number(d.lack),
      returnedPieces: Number(d.returned),
      refundFen: Number(d.refund),
    })),
    staff: staff.rows.map((s) => ({
      staffId: Number(s.id),
      name: s.name!,
      lines: Number(s.lines),
      tookPieces: Number(s.took),
      lackLines: Number(s.lack),
      returnedPieces: Number(s.returned),
    })),
  };
}
