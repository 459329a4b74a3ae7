import { sql } from 'drizzle-orm';
import { FREQUENT_LACK_TIMES, type OutStockPage, type OutStockRequest } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { iso } from '../../db/rawRows.ts';
import { statRange } from './statRange.ts';

type Body = Required<Pick<OutStockRequest, 'by' | 'pageNum' | 'pageSize'>> & OutStockRequest;

/** When the pick-up rollups were last refreshed (null: never). */
export async function pickupRefreshedAt(db: DbOrTx): Promise<string | null> {
  const r = await db.execute<{ at: Date | string | null }>(
    sql`select refreshed_at as at from stat_refreshes where name = 'pickup'`,
  );
  return iso(r.rows[0]?.at);
}

/**
 * 缺货统计: per stall (or 货号 at its stall) the range's answered lines and how many were 缺货 or 已停产,
 * with the last 7 days' count — 频繁缺货 at 3 — so 找同款 starts before the next order waits on it. Worst
 * first. Read off the rollups (`refreshPickupStatDays`, every 10 minutes): by stall a row a stall-day;
 * by 货号 the lacked rows alone (a partial index), the page's answered counts by key.
 */
export async function outStockPage(db: DbOrTx, tenantId: number, body: Body): Promise<OutStockPage> {
  const { fromSql, toSql } = await statRange(db, body);
  const range = sql`r.tenant_id = ${tenantId} and r.day between ${fromSql} and ${toSql}`;
  const byArticle = body.by === 'ARTICLE';
  const frequent = body.frequent ? sql`and g.lacked7 >= ${FREQUENT_LACK_TIMES}` : sql``;
  const place = sql`coalesce(m.name || ' ' || coalesce(f.name, '') || s.stall_no || ' ' || s.name, nullif(g.stall, ''), '未归类档口')`;
  const places = sql`left join suppliers s on s.id = g.supplier_id left join markets m on m.id = s.market_id
      left join market_floors f on f.id = s.floor_id`;
  const page = sql`limit ${body.pageSize} offset ${(body.pageNum - 1) * body.pageSize}`;
  const [rows, totals, refreshedAt] = await Promise.all([
    byArticle
      ? db.execute<Record<string, string | null>>(sql`
    with g as (
      select r.supplier_id, r.stall, r.article_no, sum(r.lacked)::int as lacked,
             coalesce(sum(r.lacked) filter (where r.day > ${toSql} - 7), 0)::int as lacked7, max(r.day) as last_lack
        from stat_pickup_articles r where ${range} and r.lacked > 0
       group by 1, 2, 3),
    p as (
      select g.*, count(*) over () as total,
             count(*) filter (where g.lacked7 >= ${FREQUENT_LACK_TIMES}) over () as all_frequent, ${place} as place
        from g ${places}
       where true ${frequent}
       order by g.lacked7 desc, g.lacked desc, place, g.article_no ${page})
    select p.*, (select sum(r.answered) from stat_pickup_articles r
                  where r.tenant_id = ${tenantId} and r.supplier_id = p.supplier_id and r.article_no = p.article_no
                    and r.stall = p.stall and r.day between ${fromSql} and ${toSql})::int as answered
      from p order by p.lacked7 desc, p.lacked desc, p.place, p.article_no`)
      : db.execute<Record<string, string | null>>(sql`
    with g as (
      select r.supplier_id, r.stall, ''::text as article_no, sum(r.answered)::int as answered, sum(r.lacked)::int as lacked,
             coalesce(sum(r.lacked) filter (where r.day > ${toSql} - 7), 0)::int as lacked7,
             max(r.day) filter (where r.lacked > 0) as last_lack
        from stat_pickup_stalls r where ${range}
       group by 1, 2 having sum(r.lacked) > 0)
    select g.*, count(*) over () as total,
           count(*) filter (where g.lacked7 >= ${FREQUENT_LACK_TIMES}) over () as all_frequent, ${place} as place
      from g ${places}
     where true ${frequent}
     order by g.lacked7 desc, g.lacked desc, g.answered desc, place ${page}`),
    db.execute<Record<string, string>>(sql`
      select coalesce(sum(r.answered), 0)::int as all_answered, coalesce(sum(r.lacked), 0)::int as all_lacked
        from stat_pickup_stalls r where ${range}`),
    pickupRefreshedAt(db),
  ]);
  const first = rows.rows[0];
  const all = totals.rows[0]!;
  return {
    list: rows.rows.map((r) => ({
      key: byArticle ? `${r.place} ${r.article_no}` : String(r.place),
      supplierId: Number(r.supplier_id) || null,
      stall: String(r.place),
      articleNo: String(r.article_no ?? ''),
      answered: Number(r.answered),
      lacked: Number(r.lacked),
      lackPermille: Number(r.answered) ? Math.round((Number(r.lacked) * 1000) / Number(r.answered)) : 0,
      lacked7: Number(r.lacked7),
      lastLackDay: r.last_lack ? String(r.last_lack).slice(0, 10) : null,
    })),
    total: Number(first?.total ?? 0),
    pageNum: body.pageNum,
    pageSize: body.pageSize,
    answered: Number(all.all_answered),
    lacked: Number(all.all_lacked),
    frequent: Number(first?.all_frequent ?? 0),
    refreshedAt,
  };
}
