import { sql } from 'drizzle-orm';
import { type PickupKanban, type PickupRow, type PickupStallPage, type PickupTab } from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { iso } from '../../db/rawRows.ts';
import { filterJoins, filtersOf, tabCounts, type PageFilters } from './pickupPage.ts';
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
  const [stalls, counted, day] = await Promise.all([
    db.execute<{ supplier_id: string | null; total: number }>(sql`
      select a.supplier_id, count(*) over () ::int as total from pickup_assignments a ${filterJoins(body)}
       where ${scope} group by a.supplier_id
       order by a.supplier_id is null, min(a.walk_key), a.supplier_id
       limit ${body.pageSize} offset ${(body.pageNum - 1) * body.pageSize}`),
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
            and a.id in (select a.id from pickup_assignments a ${filterJoins(body)} where ${scope})`,
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
  const [pickers, open, dayText] = await Promise.all([
    db.execute<Record<string, string | null>>(sql`
      with s as (
        select a.picker_id, a.supplier_id,
               bool_and(a.state not in ('WAITING_ASSIGNED', 'TAKING')) as done
          from pickup_assignments a
         where a.tenant_id = ${caller.tenantId} and a.day = ${d} and a.picker_id is not null and a.state <> 'CLOSE'
         group by 1, 2),
      p as (
        select a.picker_id, count(*)::int as lines, sum(t.qty)::int as pieces, sum(a.took_qty)::int as took_pieces,
               count(*) filter (where a.state = 'TAKING')::int as taking,
               count(*) filter (where a.state in ('TOOK', 'TOOK_PART'))::int as took,
               count(*) filter (where a.state in ('E_LACK_TAKING', 'E_STOP_PRODUCTION'))::int as lack,
               count(*) filter (where a.state = 'E_STOP_TAKING')::int as stopped,
               max(a.reported_at) as last_report
          from pickup_assignments a join pickup_tasks t on t.id = a.task_id
         where a.tenant_id = ${caller.tenantId} and a.day = ${d} and a.picker_id is not null and a.state <> 'CLOSE'
         group by 1)
      select p.*, coalesce(u.sub_username, u.username) as name,
             (select count(*) from s where s.picker_id = p.picker_id)::int as stalls,
             (select count(*) from s where s.picker_id = p.picker_id and s.done)::int as stalls_done
        from p join accounts u on u.id = p.picker_id
       order by p.lines desc, p.picker_id`),
    db.execute<Record<string, string>>(sql`
      select count(*)::int as lines, coalesce(sum(a.qty), 0)::int as pieces,
             count(distinct coalesce(a.supplier_id, 0))::int as stalls
        from pickup_assignments a
       where a.tenant_id = ${caller.tenantId} and a.day = ${d} and a.state = 'WAITING_ASSIGNED'`),
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
