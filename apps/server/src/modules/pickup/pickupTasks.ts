import { sql, type SQL } from 'drizzle-orm';
import { stallMatch } from '../suppliers/stallMatch.ts';
import type { DbOrTx } from '../../db/client.ts';

/** The Shanghai day now, as the database sees it: the day a task is made for and reported on. */
export const shanghaiToday = sql`(now() at time zone 'Asia/Shanghai')::date`;

/**
 * The day new work goes on the board: today, or tomorrow once today is 日结 (its answers are closed and
 * its audit needs nothing open). Read without the day lock — the order paying for the work may hold
 * funds locks the audit waits on; one made while the audit commits is open on the audited day and
 * rolls over to the next like any open line.
 */
export const boardDay = (tenantId: SQL | number) => sql`(case
  when exists (select 1 from pickup_day_audits u where u.tenant_id = ${tenantId} and u.day = ${shanghaiToday})
  then ${shanghaiToday} + 1 else ${shanghaiToday} end)`;

/** A stall as typed or as the market writes it, for matching: no spaces, lower case. */
export const stallKeyOf = (stall: string) => stall.replace(/\s+/g, '').toLowerCase();

export interface TaskSource {
  tenantId: number;
  source: 'DAIFA' | 'OFFLINE' | 'ERP';
  orderNo: string;
  lines: {
    /** DAIFA: the dropship line's id; OFFLINE: the 线下拿货单's id. */
    sourceId: number;
    lineNo: number;
    stall: string;
    articleNo: string;
    title?: string;
    color: string;
    size: string;
    qty: number;
    priceFen: number;
    /** The market listing's stall, when the line came from one. */
    marketStallId?: string | null;
    /** The stall itself, when the source knows it (an ERP goods set to one): no matching then. */
    supplierId?: number | null;
  }[];
}

/**
 * Makes the lines' tasks (a line seen before is left as it is: a repeated hand-over makes nothing
 * twice), each with the day's next 取货码 and an open assignment on the board's day, matched to a supplier by
 * the market's stall id, else its written name, else none (未归类). Returns how many were made.
 */
export async function enqueueTasks(tx: DbOrTx, source: TaskSource): Promise<number> {
  const lines = source.lines;
  if (!lines.length) return 0;
  const col = <T>(pick: (l: TaskSource['lines'][number]) => T) => sql.param(lines.map(pick));
  const made = await tx.execute<{ n: number }>(sql`
    with input as (
      select * from unnest(${col((l) => l.sourceId)}::bigint[], ${col((l) => l.lineNo)}::int[],
                           ${col((l) => l.stall)}::text[], ${col((l) => l.articleNo)}::text[],
                           ${col((l) => l.title ?? '')}::text[], ${col((l) => l.color)}::text[],
                           ${col((l) => l.size)}::text[], ${col((l) => l.qty)}::int[],
                           ${col((l) => l.priceFen)}::bigint[], ${col((l) => l.marketStallId ?? '')}::text[],
                           ${col((l) => stallKeyOf(l.stall))}::text[], ${col((l) => l.supplierId ?? 0)}::bigint[])
        with ordinality as i(source_id, line_no, stall, article_no, title, color, size, qty, price_fen,
                             market_stall_id, match_key, supplier_id, n)),
    fresh as (
      select i.* from input i
       where not exists (select 1 from pickup_tasks t
                          where t.source = ${source.source} and t.source_id = i.source_id
                            and t.source_line_no = i.line_no)),
    counter as (
      insert into pickup_day_counters (tenant_id, day, kind, seq)
      select ${source.tenantId}, ${shanghaiToday}, 'TAKE', count(*) from fresh having count(*) > 0
      on conflict (tenant_id, day, kind) do update set seq = pickup_day_counters.seq + excluded.seq
      returning seq),
    numbered as (
      select f.*, (select seq from counter) - (select count(*) from fresh) + row_number() over (order by f.n) as code_no
        from fresh f),
    tasks as (
      insert into pickup_tasks (tenant_id, source, source_id, source_line_no, order_no, supplier_id, stall,
                                article_no, title, color, size, qty, ref_price_fen, take_code)
      select ${source.tenantId}, ${source.source}, n.source_id, n.line_no, ${source.orderNo},
             ${stallMatch(source.tenantId, {
               supplierId: sql`n.supplier_id`,
               marketStallId: sql`n.market_stall_id`,
               matchKey: sql`n.match_key`,
             })},
             n.stall, n.article_no, n.title, n.color, n.size, n.qty, n.price_fen,
             'NH' || to_char(${shanghaiToday}, 'YYMMDD') || lpad(n.code_no::text, 5, '0')
        from numbered n
      on conflict do nothing
      returning id, tenant_id, supplier_id),
    assigned as (
      insert into pickup_assignments (tenant_id, task_id, day, supplier_id)
      select tenant_id, id, ${boardDay(source.tenantId)}, supplier_id from tasks
      returning 1)
    select count(*)::int as n from assigned`);
  return Number(made.rows[0]?.n ?? 0);
}

/** A task's event for 操作日志. */
export async function logTask(
  tx: DbOrTx,
  taskIds: readonly number[],
  tenantId: number,
  type: string,
  byName: string,
  params: Record<string, unknown> = {},
) {
  if (!taskIds.length) return;
  await tx.execute(sql`
    insert into pickup_events (tenant_id, task_id, type, by_name, params)
    select ${tenantId}, t, ${type}, ${byName}, ${JSON.stringify(params)}::jsonb
      from unnest(${sql.param([...taskIds])}::bigint[]) as t`);
}
