import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { executePrepared } from '../db/prepared.ts';

/**
 * A page and its counts in one named statement: one round trip where two were (on 2 cores the round
 * trips cost more than the plans). `counts` yields rows of (key, n), whatever its columns are called;
 * `page` its rows, each of which comes back with `lateral`'s columns when given (a lateral join on the
 * page's row `p`). The counts come even for an empty page.
 */
export async function pageWithCounts<Row>(
  db: DbOrTx,
  parts: { page: SQL; counts: SQL; orderBy: SQL; lateral?: { select: SQL; join: SQL } },
): Promise<{ rows: Row[]; counts: [string, number][] }> {
  const { page, counts, orderBy, lateral } = parts;
  const r = await executePrepared<Row & { on_page: boolean | null; counts: [string, number][] | null }>(
    db,
    sql`with page as materialized (${page}),
             c as (select json_agg(json_build_array(k.key, k.n)) as counts from (${counts}) k(key, n))
        select p.*, ${lateral ? sql`${lateral.select}, ` : sql``}c.counts
          from c left join (select true as on_page, * from page) p on true
          ${lateral ? lateral.join : sql``}
         order by ${orderBy}`,
  );
  return {
    rows: r.rows.filter((row) => row.on_page),
    counts: r.rows[0]?.counts ?? [],
  };
}
