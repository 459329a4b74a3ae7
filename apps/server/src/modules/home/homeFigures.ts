import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { balancesOf } from '../funds/balance/balances.ts';

/** What happened on one Shanghai day. */
export interface DayFigures {
  orders: number;
  paid: number;
  paidFen: number;
  sent: number;
  afterSales: number;
  problems: number;
}

/** What stands now (recorded for a day when it closes). */
export interface LiveFigures {
  waitTake: number;
  balanceFen: number;
  replenish: number;
  replenishFen: number;
}

export type ClosedDay = DayFigures & Partial<LiveFigures>;

/**
 * One Shanghai day's flow, from 00:00:00 to 23:59:59.999 there: 代发订单 placed, paid (and what they
 * came to), shipped; 售后 and 问题件 opened. Each a range read on the tenant's time index.
 */
export async function dayFigures(db: DbOrTx, tenantId: number, day: string): Promise<DayFigures> {
  const r = await db.execute<Record<keyof DayFigures, string>>(sql`
    with b as (select (${day}::date)::timestamp at time zone 'Asia/Shanghai' as s,
                      (${day}::date + 1)::timestamp at time zone 'Asia/Shanghai' as e)
    select
      (select count(*) from daifa_orders o, b where o.tenant_id = ${tenantId} and o.created_at >= b.s and o.created_at < b.e) as orders,
      p.paid, p.paid_fen as "paidFen",
      (select count(*) from daifa_orders o, b where o.tenant_id = ${tenantId} and o.delivered_at >= b.s and o.delivered_at < b.e) as sent,
      (select count(*) from after_sales a, b where a.tenant_id = ${tenantId} and a.created_at >= b.s and a.created_at < b.e) as "afterSales",
      (select count(*) from problem_parcels q, b where q.tenant_id = ${tenantId} and q.created_at >= b.s and q.created_at < b.e) as problems
    from (select count(*) as paid, coalesce(sum(o.goods_fen + o.service_fen + o.freight_fen), 0) as paid_fen
            from daifa_orders o, b where o.tenant_id = ${tenantId} and o.paid_at >= b.s and o.paid_at < b.e) p`);
  const row = r.rows[0]!;
  return {
    orders: Number(row.orders),
    paid: Number(row.paid),
    paidFen: Number(row.paidFen),
    sent: Number(row.sent),
    afterSales: Number(row.afterSales),
    problems: Number(row.problems),
  };
}

/** 待拿货 (the orders' tab counts), 余额 (available), 待补款 (count and fen), as they stand. */
export async function liveFigures(db: DbOrTx, tenantId: number): Promise<LiveFigures> {
  const [counts, balances] = await Promise.all([
    db.execute<{ wait_take: string; replenish: string; replenish_fen: string }>(sql`
      select (select coalesce(sum(n), 0) from daifa_tab_counts where tenant_id = ${tenantId} and tab = 'WAIT_TAKE') as wait_take,
             count(*) as replenish, coalesce(sum(amount_fen), 0) as replenish_fen
        from replenish_requests where tenant_id = ${tenantId} and state = 'WAITING_PAYMENT'`),
    balancesOf(db, tenantId),
  ]);
  const row = counts.rows[0]!;
  return {
    waitTake: Number(row.wait_take),
    balanceFen: balances.available,
    replenish: Number(row.replenish),
    replenishFen: Number(row.replenish_fen),
  };
}

/** The closed days recorded between two days (inclusive). */
export async function closedDays(db: DbOrTx, tenantId: number, from: string, to: string) {
  const r = await db.execute<{ day: string; figures: ClosedDay }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, figures from home_daily
     where tenant_id = ${tenantId} and day between ${from}::date and ${to}::date`);
  return new Map(r.rows.map((row) => [row.day, row.figures]));
}

/** Records a closed day (the 00:05 run overwrites what a lazy read stored before it). */
export async function recordDay(db: DbOrTx, tenantId: number, day: string, figures: ClosedDay) {
  await db.execute(sql`
    insert into home_daily (tenant_id, day, figures) values (${tenantId}, ${day}::date, ${JSON.stringify(figures)}::jsonb)
    on conflict (tenant_id, day) do update set figures = excluded.figures, created_at = now()`);
}
