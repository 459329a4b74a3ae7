import { sql, type SQL } from 'drizzle-orm';
import { STATISTICS_MAX_DAYS, type StatisticsRange } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { invalid } from '../../http/apiError.ts';

/** A statistics range as Shanghai days: the last 30 by default, at most STATISTICS_MAX_DAYS. */
export async function statRange(
  db: DbOrTx,
  range: StatisticsRange,
): Promise<{ from: string; to: string; fromSql: SQL; toSql: SQL }> {
  const r = await db.execute<{ from: string; to: string; span: number }>(sql`
    with d as (select coalesce(${range.dayTo ?? null}::date, (now() at time zone 'Asia/Shanghai')::date) as t)
    select coalesce(${range.dayFrom ?? null}::date, d.t - 29)::text as from, d.t::text as to,
           (d.t - coalesce(${range.dayFrom ?? null}::date, d.t - 29))::int as span from d`);
  const { from, to, span } = r.rows[0]!;
  if (span < 0) throw invalid('开始日期不能晚于结束日期', 'dayFrom');
  if (span >= STATISTICS_MAX_DAYS) throw invalid(`统计范围最多${STATISTICS_MAX_DAYS}天`, 'dayFrom');
  return { from, to, fromSql: sql`${from}::date`, toSql: sql`${to}::date` };
}
