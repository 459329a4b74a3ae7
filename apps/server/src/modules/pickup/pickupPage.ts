import { sql, type SQL } from 'drizzle-orm';
import {
  PICKUP_TABS,
  pickupOutcome,
  pickupStopReason,
  stateLabel,
  type PickupAreaTree,
  type PickupBriefing,
  type PickupMine,
  type PickupPage,
  type PickupPicker,
  type PickupTab,
  yuanText,
} from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { containing } from '../../db/likePattern.ts';
import { notFound } from '../../http/apiError.ts';
import { rowsWhere } from './pickupRows.ts';
import { mayPick } from './pickupAssign.ts';
import { shanghaiToday } from './pickupTasks.ts';
import { dayCountsOf } from './dayCounts.ts';

const dayOf = (day: string | undefined) => (day ? sql`${day}::date` : shanghaiToday);

async function dayText(db: Db, day: string | undefined) {
  return (await db.execute<{ d: string }>(sql`select ${dayOf(day)}::text as d`)).rows[0]!.d;
}

export interface PageFilters {
  day?: string | undefined;
  keyword?: string | undefined;
  pickerId?: number | undefined;
  unassigned?: boolean | undefined;
  source?: string | undefined;
  marketId?: number | undefined;
  floorId?: number | undefined;
  stuck?: boolean | undefined;
}

/** The filters (all but the tab) on a, t, s. */
export function filtersOf(f: PageFilters): SQL {
  const parts: SQL[] = [sql`a.day = ${dayOf(f.day)}`];
  if (f.keyword) {
    const k = f.keyword.trim();
    const like = containing(k);
    parts.push(sql`(t.order_no = ${k} or t.take_code = ${k.toUpperCase()} or t.article_no ilike ${like}
                    or t.stall ilike ${like} or s.name ilike ${like} or s.stall_no ilike ${like})`);
  }
  if (f.pickerId) parts.push(sql`a.picker_id = ${f.pickerId}`);
  if (f.unassigned) parts.push(sql`a.picker_id is null`);
  if (f.source) parts.push(sql`t.source = ${f.source}`);
  if (f.marketId) parts.push(sql`s.market_id = ${f.marketId}`);
  if (f.floorId) parts.push(sql`s.floor_id = ${f.floorId}`);
  if (f.stuck) parts.push(sql`a.day - (t.created_at at time zone 'Asia/Shanghai')::date >= 2`);
  return sql.join(parts, sql` and `);
}

/** Whether the filters read the task (`t`): the others are answered from the assignment and its stall. */
export const readsTask = (f: PageFilters) => Boolean(f.keyword || f.source || f.stuck);

/** The tables the filters read, joined to the assignment `a`. */
export const filterJoins = (f: PageFilters) => sql`
  ${readsTask(f) ? sql`join pickup_tasks t on t.id = a.task_id` : sql``}
  left join suppliers s on s.id = a.supplier_id`;

/**
 * 拿货任务指派's list: a day's assignments in walking order (market, floor, 档口号, then as they came:
 * `walk_key`, kept by triggers), and each tab's count for the same filters. The page is read off the
 * walk index, then its 50 rows whole: a day of 20,000 lines is never joined to its tasks to sort.
 */
export async function takePage(
  db: Db,
  caller: Caller,
  body: PageFilters & { tab: PickupTab; pageNum: number; pageSize: number },
): Promise<PickupPage> {
  const where = filtersOf(body);
  const tab = body.tab === 'ALL' ? sql`true` : sql`a.state = ${body.tab}`;
  const [page, counted, day] = await Promise.all([
    db.execute<{ id: number }>(sql`
      select a.id from pickup_assignments a ${filterJoins(body)}
       where a.tenant_id = ${caller.tenantId} and ${where} and ${tab}
       order by a.walk_key, a.id
       limit ${body.pageSize} offset ${(body.pageNum - 1) * body.pageSize}`),
    tabCounts(db, caller, body),
    dayText(db, body.day),
  ]);
  const ids = page.rows.map((r) => Number(r.id));
  const rows = ids.length
    ? await rowsWhere(db, caller.tenantId, sql`a.id = any(${sql.param(ids)}::bigint[])`)
    : [];
  const at = new Map(ids.map((id, i) => [id, i]));
  const list = rows.sort((x, y) => at.get(x.id)! - at.get(y.id)!);
  return {
    list,
    total: counted[body.tab],
    pageNum: body.pageNum,
    pageSize: body.pageSize,
    day,
    counts: counted,
  };
}

/**
 * Each tab's count of the day under the filters (the board's tabs, whichever view): summed from the day
 * counts, unless a filter reads the task (a search, the source, 滞留) — then counted over the day's rows.
 */
export async function tabCounts(db: Db, caller: Caller, f: PageFilters): Promise<Record<PickupTab, number>> {
  const counted = await db.execute<{ state: string; n: number }>(
    readsTask(f)
      ? sql`
    select a.state, count(*)::int as n from pickup_assignments a ${filterJoins(f)}
     where a.tenant_id = ${caller.tenantId} and ${filtersOf(f)} group by a.state`
      : sql`
    select c.state, sum(c.n)::int as n from ${dayCountsOf(caller.tenantId, dayOf(f.day), f, false)} group by c.state`,
  );
  const counts = Object.fromEntries(PICKUP_TABS.map((t) => [t, 0])) as Record<PickupTab, number>;
  for (const r of counted.rows) {
    counts[r.state as PickupTab] = Number(r.n);
    counts.ALL += Number(r.n);
  }
  return counts;
}

/** 简报: the day's lines, pieces and money, how far the team got, what needs a hand (from the day counts). */
export async function takeBriefing(db: Db, caller: Caller, day: string | undefined): Promise<PickupBriefing> {
  const [r] = (
    await db.execute<Record<string, string | number>>(sql`
      select coalesce(sum(c.n) filter (where c.state <> 'CLOSE'), 0)::int as lines,
             coalesce(sum(c.pieces) filter (where c.state <> 'CLOSE'), 0)::int as pieces,
             coalesce(sum(c.ref_fen) filter (where c.state <> 'CLOSE'), 0)::bigint as amount,
             coalesce(sum(c.took), 0)::int as took,
             coalesce(sum(c.took_fen), 0)::bigint as took_fen,
             coalesce(sum(c.n) filter (where c.state like 'E\\_%'), 0)::int as exceptions,
             coalesce(sum(c.n) filter (where c.state = 'WAITING_ASSIGNED'), 0)::int as unassigned,
             coalesce(sum(c.n) filter (where not c.printed and c.state in ('WAITING_ASSIGNED', 'TAKING')), 0)::int as unprinted,
             ${dayOf(day)}::text as day
        from ${dayCountsOf(caller.tenantId, dayOf(day), {}, false)}`)
  ).rows;
  const pieces = Number(r!.pieces);
  const took = Number(r!.took);
  return {
    day: String(r!.day),
    lines: Number(r!.lines),
    pieces,
    amountFen: Number(r!.amount),
    tookPieces: took,
    tookFen: Number(r!.took_fen),
    completeRate: pieces ? Math.round((took / pieces) * 1000) / 10 : 0,
    exceptions: Number(r!.exceptions),
    unassigned: Number(r!.unassigned),
    unprinted: Number(r!.unprinted),
  };
}

/** Every live sub-account that may pick, with their day: who the board can hand work to. */
export async function takePickers(db: Db, caller: Caller, day: string | undefined): Promise<PickupPicker[]> {
  const rows = await db.execute<Record<string, unknown>>(sql`
    with c as (
      select c.picker_id,
             sum(c.n) filter (where c.state <> 'CLOSE') as lines, sum(c.pieces) filter (where c.state <> 'CLOSE') as pieces,
             sum(c.took) as took, sum(c.n) filter (where c.state like 'E\\_%') as exceptions,
             sum(c.n) filter (where c.state = 'TAKING') as open
        from ${dayCountsOf(caller.tenantId, dayOf(day), {}, false)} group by c.picker_id)
    select p.id, coalesce(p.sub_username, p.username) as name, coalesce(c.lines, 0)::int as lines,
           coalesce(c.pieces, 0)::int as pieces, coalesce(c.took, 0)::int as took,
           coalesce(c.exceptions, 0)::int as exceptions, coalesce(c.open, 0)::int as open
      from accounts p left join c on c.picker_id = p.id
     where ${mayPick(caller.tenantId)}
     order by p.id`);
  return rows.rows.map((r) => ({
    pickerId: Number(r.id),
    name: String(r.name),
    lines: Number(r.lines),
    pieces: Number(r.pieces),
    took: Number(r.took),
    exceptions: Number(r.exceptions),
    open: Number(r.open),
  }));
}

/** 我的任务: the caller's assignments of the day (closed ones aside), stall by stall in walking order. */
export async function takeMine(db: Db, caller: Caller, day: string | undefined): Promise<PickupMine> {
  const [rows, dayIs] = await Promise.all([
    rowsWhere(
      db,
      caller.tenantId,
      sql`a.day = ${dayOf(day)} and a.picker_id = ${caller.accountId} and a.state <> 'CLOSE' and not t.closed`,
    ),
    dayText(db, day),
  ]);
  const stalls: PickupMine['stalls'] = [];
  for (const row of rows) {
    const key = row.supplierId ?? row.stall;
    const last = stalls.at(-1);
    if (last && (last.supplierId ?? last.stall) === key) last.rows.push(row);
    else
      stalls.push({
        supplierId: row.supplierId,
        stall: row.stall,
        market: row.market,
        floor: row.floor,
        stallNo: row.stallNo,
        stallName: row.stallName,
        phone: row.phone,
        rows: [row],
      });
  }
  const open = rows.filter((r) => r.state === 'TAKING');
  return {
    day: dayIs,
    stalls,
    open: open.length,
    openPieces: open.reduce((n, r) => n + r.qty - r.tookQty, 0),
  };
}

const EVENT_TEXT: Record<string, (p: Record<string, unknown>) => string> = {
  ASSIGNED: (p) => `指派给 ${String(p.picker ?? '')}`,
  STOPPED: (p) => `手动停止拿货${p.remark ? `：${String(p.remark)}` : ''}`,
  STOP_REVOKED: () => '撤销停止，重新待指派',
  TOOK_CANCELED: (p) => `取消已拿 ${Number(p.took)} 件`,
  REQUEUED: (p) => (p.why ? `重新拿货：${String(p.why)}` : '重新拿货'),
  ERP_CHANGED: (p) => {
    const [qty0, qty1] = (p.qty as number[] | undefined) ?? [];
    const [fen0, fen1] = (p.priceFen as number[] | undefined) ?? [];
    const said = [
      qty0 !== qty1 ? `数量 ${qty0} → ${qty1}` : '',
      fen0 !== fen1 ? `参考价 ${yuanText(fen0 ?? 0)} → ${yuanText(fen1 ?? 0)}` : '',
    ];
    return `ERP采购单修改：${said.filter(Boolean).join('，')}`;
  },
  REROUTED: (p) => `换档口：${String(p.stall ?? '')} ${String(p.articleNo ?? '')}`,
  DROPPED: () => '订单退款，不再拿货',
  CANCELED: () => '订单已取消，不再拿货',
  EXCHANGE_ACCEPTED: () => '同意换款',
  EXCHANGE_REFUSED: () => '拒绝换款',
  HELD: () => '订单挂起',
  PRINTED: (p) => `打印标签，批次 ${String(p.batchNo ?? '')}`,
  RELEASED: () => '订单恢复',
};

/** 按区域指派's tree: every stall of the tenant's markets, with the day's lines still to hand out. */
export async function takeArea(db: Db, caller: Caller, day: string | undefined): Promise<PickupAreaTree> {
  const rows = await db.execute<Record<string, unknown>>(sql`
    select m.id as market_id, m.name as market, f.id as floor_id, f.name as floor, s.id, s.stall_no, s.name,
           (select count(*) from pickup_assignments a where a.supplier_id = s.id and a.day = ${dayOf(day)}
               and a.state = 'WAITING_ASSIGNED')::int as waiting,
           (select coalesce(p.sub_username, p.username) from pickup_assignments a join accounts p on p.id = a.picker_id
             where a.supplier_id = s.id and a.day = ${dayOf(day)} and a.state = 'TAKING' limit 1) as picker_name
      from markets m join market_floors f on f.market_id = m.id
      join suppliers s on s.floor_id = f.id and s.state = 'ACTIVE'
     where m.tenant_id = ${caller.tenantId}
     order by m.sort, m.name, f.sort, f.name, s.stall_key`);
  const [unmatched] = (
    await db.execute<{ n: number }>(sql`
      select count(*)::int as n from pickup_assignments
       where tenant_id = ${caller.tenantId} and day = ${dayOf(day)} and supplier_id is null and state = 'WAITING_ASSIGNED'`)
  ).rows;
  const markets: PickupAreaTree['markets'] = [];
  for (const r of rows.rows) {
    let market = markets.at(-1);
    if (market?.id !== Number(r.market_id))
      markets.push((market = { id: Number(r.market_id), name: String(r.market), waiting: 0, floors: [] }));
    let floor = market.floors.at(-1);
    if (floor?.id !== Number(r.floor_id))
      market.floors.push((floor = { id: Number(r.floor_id), name: String(r.floor), waiting: 0, stalls: [] }));
    const waiting = Number(r.waiting);
    floor.stalls.push({
      id: Number(r.id),
      stallNo: String(r.stall_no),
      name: String(r.name),
      waiting,
      pickerName: r.picker_name == null ? null : String(r.picker_name),
    });
    floor.waiting += waiting;
    market.waiting += waiting;
  }
  return { markets, unmatchedWaiting: Number(unmatched?.n ?? 0) };
}

/** 操作日志 of one task: who did what, newest first. */
export async function takeLog(db: Db, caller: Caller, taskId: number) {
  const own = await db.execute(
    sql`select 1 from pickup_tasks where id = ${taskId} and tenant_id = ${caller.tenantId}`,
  );
  if (!own.rows.length) throw notFound('任务不存在');
  const rows = await db.execute<{
    type: string;
    by_name: string;
    params: Record<string, unknown>;
    at: Date;
  }>(sql`
    select type, by_name, params, at from pickup_events
     where task_id = ${taskId} and tenant_id = ${caller.tenantId} order by at desc, id desc limit 200`);
  return rows.rows.map((r) => ({
    type: r.type,
    text: eventText(r.type, r.params),
    byName: r.by_name,
    at: new Date(r.at).toISOString(),
  }));
}

function eventText(type: string, p: Record<string, unknown>): string {
  const known = EVENT_TEXT[type];
  if (known) return known(p);
  if (type.startsWith('REPORT_')) {
    const outcome = type.slice('REPORT_'.length);
    if (outcome === 'TOOK') return `已拿 ${Number(p.took)} 件，实拿价 ${yuanText(Number(p.priceFen))}`;
    if (outcome === 'STOP') {
      const raised = p.newPriceFen !== undefined ? `，新价 ${yuanText(Number(p.newPriceFen))}` : '';
      return `停止拿货：${stateLabel(pickupStopReason, String(p.stopReason ?? ''))}${raised}`;
    }
    return `上报${stateLabel(pickupOutcome, outcome)}${p.remark ? `：${String(p.remark)}` : ''}`;
  }
  return type;
}
