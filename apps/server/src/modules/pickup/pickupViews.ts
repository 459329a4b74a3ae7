import { sql } from 'drizzle-orm';
import { type PickupKanban, type PickupRow, type PickupStallPage, type PickupTab } from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { iso } from '../../db/rawRows.ts';
import { filterJoins, filtersOf, readsTask, tabCounts, type PageFilters } from './pickupPage.ts';
import { dayCountsOf } from './dayCounts.ts';
import { rowsWhere } from './pickupRows.ts';
import { shanghaiToday } from './pickupTasks.ts';

const dayOf = (day: string | undefined) => (day ? sql`${day}::date` : shanghaiToday);

/**
 * 按档口: the page's stalls in walking order (read off the walk index by `walk_key`; lines of no known
 * stall are one group, last), each with its lines under the board's filters and tab, and the tab counts.
 */
export async function takeStallGroups(
  db: Db,
  caller: Caller,
  body: PageFilters & { tab: PickupTab; pageNum: number; pageSize: number },
): Promise<PickupStallPage> {
  const where = filtersOf(body);
  const tab = body.tab === 'ALL' ? sql`true` : sql`a.state = ${body.tab}`;
  const scope = sql`a.tenant_id = ${caller.tenantId} and ${where} and ${tab}`;
  const page = sql`limit ${body.pageSize} offset ${(body.pageNum - 1) * body.pageSize}`;
  const [stalls, counted, day] = await Promise.all([
    readsTask(body)
      ? db.execute<{ supplier_id: string | null; total: number }>(sql`
      select a.supplier_id, count(*) over () ::int as total from pickup_assignments a ${filterJoins(body)}
       where ${scope} group by a.supplier_id
       order by a.supplier_id is null, min(a.walk_key), a.supplier_id ${page}`)
      : // the stalls with lines in the tab, off the day counts: a few thousand rows, not the day's lines
        db.execute<{ supplier_id: string | null; total: number }>(sql`
      select nullif(c.supplier_id, 0) as supplier_id, count(*) over () ::int as total
        from (select c.supplier_id from ${dayCountsOf(caller.tenantId, dayOf(body.day), body)}
                ${body.tab === 'ALL' ? sql`` : sql`and c.state = ${body.tab}`}
               group by c.supplier_id having sum(c.n) > 0) c
        left join suppliers w on w.id = c.supplier_id and w.tenant_id = ${caller.tenantId}
       order by c.supplier_id = 0, w.walk_key, c.supplier_id ${page}`),
    tabCounts(db, caller, body),
    db.execute<{ d: string }>(sql`select ${dayOf(body.day)}::text as d`),
  ]);
  const ids = stalls.rows.filter((r) => r.supplier_id !== null).map((r) => Number(r.supplier_id));
  const unmatched = stalls.rows.some((r) => r.supplier_id === null);
  const lines = stalls.rows.length
    ? await rowsWhere(
        db,
        caller.tenantId,
        sql`(a.supplier_id = any(${sql.param(ids)}::bigint[]) ${unmatched ? sql`or a.supplier_id is null` : sql``})
            and ${scope}`,
      )
    : [];
  const bySupplier = new Map<number | null, PickupRow[]>();
  for (const line of lines) {
    const key = line.supplierId;
    bySupplier.set(key, [...(bySupplier.get(key) ?? []), line]);
  }
  return {
    groups: stalls.rows.map((r) => {
      const own = bySupplier.get(r.supplier_id === null ? null : Number(r.supplier_id)) ?? [];
      const first = own[0];
      return {
        supplierId: r.supplier_id === null ? null : Number(r.supplier_id),
        stall: first?.stall ?? '',
        market: first?.market ?? '',
        floor: first?.floor ?? '',
        stallNo: first?.stallNo ?? '',
        stallName: first?.stallName ?? '',
        phone: first?.phone ?? '',
        lines: own,
        pieces: own.reduce((n, l) => n + l.qty, 0),
        tookPieces: own.reduce((n, l) => n + l.tookQty, 0),
        refFen: own.reduce((n, l) => n + l.qty * l.refPriceFen, 0),
        pickers: [...new Set(own.map((l) => l.pickerName).filter((n): n is string => !!n))],
      };
    }),
    total: Number(stalls.rows[0]?.total ?? 0),
    pageNum: body.pageNum,
    pageSize: body.pageSize,
    day: day.rows[0]!.d,
    counts: counted,
  };
}

/** 看板: each picker holding lines that day — their lines, pieces and answers, stalls done, last report. */
export async function takeKanban(db: Db, caller: Caller, day: string | undefined): Promise<PickupKanban> {
  const d = dayOf(day);
  const counts = dayCountsOf(caller.tenantId, d);
  const perPicker = dayCountsOf(caller.tenantId, d, {}, false);
  // each answer one statement (one snapshot): the pickers' figures from their rows, 档口完成 from the stalls'
  const [pickers, open, dayText] = await Promise.all([
    db.execute<Record<string, string | null>>(sql`
      with p as (
        select c.picker_id, sum(c.n)::int as lines, sum(c.pieces)::int as pieces, sum(c.took)::int as took_pieces,
               coalesce(sum(c.n) filter (where c.state = 'TAKING'), 0)::int as taking,
               coalesce(sum(c.n) filter (where c.state in ('TOOK', 'TOOK_PART')), 0)::int as took,
               coalesce(sum(c.n) filter (where c.state in ('E_LACK_TAKING', 'E_STOP_PRODUCTION')), 0)::int as lack,
               coalesce(sum(c.n) filter (where c.state = 'E_STOP_TAKING'), 0)::int as stopped,
               max(c.last_report_at) as last_report
          from ${perPicker} and c.picker_id <> 0 and c.state <> 'CLOSE'
         group by 1 having sum(c.n) > 0),
      st as (
        select s.picker_id, count(*)::int as stalls, count(*) filter (where coalesce(s.open, 0) = 0)::int as stalls_done
          from (select c.picker_id, c.supplier_id,
                       sum(c.n) filter (where c.state in ('WAITING_ASSIGNED', 'TAKING')) as open
                  from ${counts} and c.picker_id <> 0 and c.state <> 'CLOSE'
                 group by 1, 2 having sum(c.n) > 0) s
         group by 1)
      select p.*, coalesce(st.stalls, 0) as stalls, coalesce(st.stalls_done, 0) as stalls_done,
             coalesce(u.sub_username, u.username) as name
        from p join accounts u on u.id = p.picker_id left join st on st.picker_id = p.picker_id
       order by p.lines desc, p.picker_id`),
    db.execute<Record<string, string>>(sql`
      select coalesce(sum(c.n), 0)::int as lines, coalesce(sum(c.pieces), 0)::int as pieces,
             count(*) filter (where c.n > 0)::int as stalls
        from (select c.supplier_id, sum(c.n) as n, sum(c.pieces) as pieces
                from ${counts} and c.picker_id = 0 and c.state = 'WAITING_ASSIGNED' group by 1) c`),
    db.execute<{ d: string }>(sql`select ${d}::text as d`),
  ]);
  return {
    day: dayText.rows[0]!.d,
    pickers: pickers.rows.map((r) => ({
      pickerId: Number(r.picker_id),
      name: String(r.name),
      lines: Number(r.lines),
      pieces: Number(r.pieces),
      tookPieces: Number(r.took_pieces),
      taking: Number(r.taking),
      took: Number(r.took),
      lack: Number(r.lack),
      stopped: Number(r.stopped),
      stalls: Number(r.stalls),
      stallsDone: Number(r.stalls_done),
      lastReportAt: iso(r.last_report),
    })),
    unassigned: {
      lines: Number(open.rows[0]!.lines),
      pieces: Number(open.rows[0]!.pieces),
      stalls: Number(open.rows[0]!.stalls),
    },
  };
}
