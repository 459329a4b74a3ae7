import { sql } from 'drizzle-orm';
import type { ShopTakeStatistics, StatisticsRange } from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { iso } from '../../db/rawRows.ts';
import { statRange } from './statRange.ts';

/** Days the 10-minute refresh recomputes: today and the two before (lines are answered a day or two late). */
const REFRESH_DAYS = 3;
/** Days a first refresh (an empty rollup) fills. */
const BACKFILL_DAYS = 90;

/**
 * Recomputes the rollup of the last days for every tenant in one statement pair (the day's rows
 * replaced whole, so a line canceled or answered since counts as it is now). An empty rollup is filled
 * for 90 days first. Answers the rows written.
 */
export async function refreshShopDays(db: Db, days?: number): Promise<number> {
  return db.transaction(async (tx) => {
    // one refresh at a time across processes: the second waits and recomputes the same days
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stat_shop_days'))`);
    const empty = !(await tx.execute(sql`select 1 from stat_shop_days limit 1`)).rows.length;
    const span = days ?? (empty ? BACKFILL_DAYS : REFRESH_DAYS);
    const since = sql`((now() at time zone 'Asia/Shanghai')::date - ${span - 1}::int)`;
    await tx.execute(sql`delete from stat_shop_days where day >= ${since}`);
    const r = await tx.execute(sql`
      insert into stat_shop_days (tenant_id, day, shop_id, orders, pieces, took_pieces, lack_pieces,
                                  after_sale_pieces, goods_fen)
      select o.tenant_id, (o.created_at at time zone 'Asia/Shanghai')::date, coalesce(o.shop_id, 0),
             count(distinct o.id)::int, sum(l.qty)::int, sum(l.took_qty)::int,
             coalesce(sum(l.qty) filter (where l.pickup_state = 'E_LACK_TAKING'), 0)::int,
             coalesce(sum(l.qty) filter (where l.after_sale_state is not null), 0)::int,
             sum(l.qty * l.price_fen)::bigint
        from daifa_orders o join daifa_order_lines l on l.order_id = o.id
       where o.created_at >= ${since}::timestamp at time zone 'Asia/Shanghai'
         and o.status not in ('WAITING_PAYMENT', 'CANCELED') and not l.canceled
       group by 1, 2, 3`);
    return r.rowCount ?? 0;
  });
}

/** 店铺拿退统计 from the rollup: the range's shops, busiest first, and the days for the trend. */
export async function shopTakeStatistics(
  db: DbOrTx,
  tenantId: number,
  range: StatisticsRange,
): Promise<ShopTakeStatistics> {
  const { from, to, fromSql, toSql } = await statRange(db, range);
  const where = sql`r.tenant_id = ${tenantId} and r.day between ${fromSql} and ${toSql}`;
  const [rows, days, refreshed] = await Promise.all([
    db.execute<Record<string, string>>(sql`
      select r.shop_id, coalesce(s.name, '手工下单') as shop_name, sum(r.orders)::int as orders,
             sum(r.pieces)::int as pieces, sum(r.took_pieces)::int as took, sum(r.lack_pieces)::int as lack,
             sum(r.after_sale_pieces)::int as after_sale, sum(r.goods_fen)::bigint as goods
        from stat_shop_days r left join shops s on s.id = r.shop_id
       where ${where} group by r.shop_id, s.name order by pieces desc, r.shop_id`),
    db.execute<Record<string, string>>(sql`
      select to_char(r.day, 'YYYY-MM-DD') as day, sum(r.pieces)::int as pieces, sum(r.took_pieces)::int as took,
             sum(r.lack_pieces)::int as lack
        from stat_shop_days r where ${where} group by r.day order by r.day`),
    db.execute<{ at: Date | string | null }>(sql`select max(refreshed_at) as at from stat_shop_days`),
  ]);
  return {
    dayFrom: from,
    dayTo: to,
    refreshedAt: iso(refreshed.rows[0]?.at),
    rows: rows.rows.map((r) => ({
      shopId: Number(r.shop_id),
      shopName: String(r.shop_name),
      orders: Number(r.orders),
      pieces: Number(r.pieces),
      tookPieces: Number(r.took),
      lackPieces: Number(r.lack),
      afterSalePieces: Number(r.after_sale),
      goodsFen: Number(r.goods),
    })),
    days: days.rows.map((d) => ({
      day: String(d.day),
      pieces: Number(d.pieces),
      tookPieces: Number(d.took),
      lackPieces: Number(d.lack),
    })),
  };
}
