import { sql } from 'drizzle-orm';
import { FREQUENT_LACK_TIMES, type OutStockPage, type OutStockRequest } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { statRange } from './statRange.ts';

type Body = Required<Pick<OutStockRequest, 'by' | 'pageNum' | 'pageSize'>> & OutStockRequest;

/** Answers that say the stall has none: 缺货 (the line's or the 明天有 third time) and 已停产. */
const LACKED = sql`a.state in ('E_LACK_TAKING', 'E_STOP_PRODUCTION')`;
const ANSWERED = sql`a.state in ('TOOK', 'TOOK_PART', 'E_LACK_TAKING', 'E_STOP_TAKING', 'E_STOP_PRODUCTION')`;

/**
 * 缺货统计: per stall (or 货号 at its stall) the range's answered lines and how many were 缺货, with the
 * last 7 days' count — 频繁缺货 at 3 — so 找同款 starts before the next order waits on it. Worst first.
 */
export async function outStockPage(db: DbOrTx, tenantId: number, body: Body): Promise<OutStockPage> {
  const { fromSql, toSql } = await statRange(db, body);
  const byArticle = body.by === 'ARTICLE';
  const group = byArticle ? sql`a.supplier_id, t.stall, t.article_no` : sql`a.supplier_id, t.stall`;
  const rows = await db.execute<Record<string, string | null>>(sql`
    with g as (
      select a.supplier_id, t.stall, ${byArticle ? sql`t.article_no` : sql`''::text`} as article_no,
             count(*) filter (where ${ANSWERED})::int as answered,
             count(*) filter (where ${LACKED})::int as lacked,
             count(*) filter (where ${LACKED} and a.day > ${toSql} - 7)::int as lacked7,
             max(a.day) filter (where ${LACKED}) as last_lack
        from pickup_assignments a join pickup_tasks t on t.id = a.task_id
       where a.tenant_id = ${tenantId} and a.day between ${fromSql} and ${toSql}
       group by ${group})
    select g.*, count(*) over () as total,
           sum(g.answered) over () as all_answered, sum(g.lacked) over () as all_lacked,
           count(*) filter (where g.lacked7 >= ${FREQUENT_LACK_TIMES}) over () as all_frequent,
           coalesce(m.name || ' ' || coalesce(f.name, '') || s.stall_no || ' ' || s.name, g.stall) as place
      from g left join suppliers s on s.id = g.supplier_id left join markets m on m.id = s.market_id
      left join market_floors f on f.id = s.floor_id
     where g.lacked > 0 ${body.frequent ? sql`and g.lacked7 >= ${FREQUENT_LACK_TIMES}` : sql``}
     order by g.lacked7 desc, g.lacked desc, g.answered desc, place, g.article_no
     limit ${body.pageSize} offset ${(body.pageNum - 1) * body.pageSize}`);
  const first = rows.rows[0];
  const totals = first
    ? first
    : (
        await db.execute<Record<string, string>>(sql`
          select count(*) filter (where ${ANSWERED})::int as all_answered, count(*) filter (where ${LACKED})::int as all_lacked
            from pickup_assignments a where a.tenant_id = ${tenantId} and a.day between ${fromSql} and ${toSql}`)
      ).rows[0]!;
  return {
    list: rows.rows.map((r) => ({
      key: byArticle ? `${r.place} ${r.article_no}` : String(r.place),
      supplierId: r.supplier_id === null ? null : Number(r.supplier_id),
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
    answered: Number(totals.all_answered ?? 0),
    lacked: Number(totals.all_lacked ?? 0),
    frequent: Number(first?.all_frequent ?? 0),
  };
}
