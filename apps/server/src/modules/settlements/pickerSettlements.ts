import { sql, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  PIECE_FEE_RETURN_FEN,
  PIECE_FEE_TAKE_FEN,
  type PickerFloatRequest,
  type PickerSettlePage,
  type PickerSettlePageRequest,
  type PickerSettleRow,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { iso } from '../../db/rawRows.ts';
import { ApiError, invalid, notFound } from '../../http/apiError.ts';
import { callerName, type Caller } from '../../http/caller.ts';
import { shanghaiToday } from '../pickup/pickupTasks.ts';
import { mayPick } from '../pickup/pickupAssign.ts';
import { mayReturn } from '../returns/returnMoves.ts';

/** Days one 拿货员结算 page spans at most. */
const MAX_DAYS = 92;

type Raw = {
  staff_id: number;
  name: string;
  day: string;
  float_fen: number | null;
  state: string | null;
  cash_goods: number;
  return_cash: number;
  taken: number;
  returned: number;
  settled_name: string | null;
  settled_at: Date | string | null;
  audited: boolean;
};

/**
 * Every staff-day of the range that took goods, walked returns back or was given 备用金: what it took
 * from 现结 stalls (paid in cash there), the cash refunds 现结 stalls paid it, its pieces. A settled day
 * reads its frozen figures.
 */
function staffDays(tenantId: number, from: SQL, to: SQL, only?: { staffId: number; day: string }) {
  const one = only ? sql`and k.staff_id = ${only.staffId} and k.day = ${only.day}::date` : sql``;
  return sql`
    with takes as (
      select a.picker_id as staff_id, a.day, sum(a.took_qty)::int as pieces,
             coalesce(sum(a.took_qty * coalesce(a.took_price_fen, t.took_price_fen, t.ref_price_fen))
                        filter (where s.settle_mode = 'CASH'), 0)::bigint as cash
        from pickup_assignments a join pickup_tasks t on t.id = a.task_id
        left join suppliers s on s.id = a.supplier_id
       where a.tenant_id = ${tenantId} and a.day between ${from} and ${to} and a.picker_id is not null
         and a.state in ('TOOK', 'TOOK_PART') and a.took_qty > 0
       group by 1, 2),
    returns as (
      select r.staff_id, (r.reported_at at time zone 'Asia/Shanghai')::date as day, sum(r.qty)::int as pieces,
             coalesce(sum(r.refund_fen) filter (where s.settle_mode = 'CASH'), 0)::bigint as cash
        from return_items r left join suppliers s on s.id = r.supplier_id
       where r.tenant_id = ${tenantId} and r.state = 'FACTORY_RETURNED' and r.staff_id is not null
         and r.reported_at >= ${from}::timestamp at time zone 'Asia/Shanghai'
         and r.reported_at < (${to} + 1)::timestamp at time zone 'Asia/Shanghai'
       group by 1, 2),
    rows as (
      select * from picker_settlements where tenant_id = ${tenantId} and day between ${from} and ${to}),
    keys as (
      select staff_id, day from takes union select staff_id, day from returns union select staff_id, day from rows)
    select k.staff_id, coalesce(p.sub_username, p.username) as name, to_char(k.day, 'YYYY-MM-DD') as day,
           w.float_fen, w.state,
           case when w.state = 'SETTLED' then w.cash_goods_fen else coalesce(tk.cash, 0) end as cash_goods,
           case when w.state = 'SETTLED' then w.return_cash_fen else coalesce(rt.cash, 0) end as return_cash,
           case when w.state = 'SETTLED' then w.taken_pieces else coalesce(tk.pieces, 0) end as taken,
           case when w.state = 'SETTLED' then w.returned_pieces else coalesce(rt.pieces, 0) end as returned,
           w.settled_name, w.settled_at,
           exists (select 1 from pickup_day_audits u where u.tenant_id = ${tenantId} and u.day = k.day) as audited
      from keys k
      join accounts p on p.id = k.staff_id
      left join takes tk on tk.staff_id = k.staff_id and tk.day = k.day
      left join returns rt on rt.staff_id = k.staff_id and rt.day = k.day
      left join rows w on w.staff_id = k.staff_id and w.day = k.day
     where true ${one}
     order by k.day desc, name, k.staff_id`;
}

function rowOf(r: Raw): PickerSettleRow {
  const floatFen = Number(r.float_fen ?? 0);
  const cashGoodsFen = Number(r.cash_goods);
  const returnCashFen = Number(r.return_cash);
  const takenPieces = Number(r.taken);
  const returnedPieces = Number(r.returned);
  return {
    staffId: Number(r.staff_id),
    staffName: r.name,
    day: r.day,
    floatFen,
    cashGoodsFen,
    returnCashFen,
    takenPieces,
    returnedPieces,
    pieceFeeFen: takenPieces * PIECE_FEE_TAKE_FEN + returnedPieces * PIECE_FEE_RETURN_FEN,
    dueBackFen: floatFen - cashGoodsFen + returnCashFen,
    state: r.state === 'SETTLED' ? 'SETTLED' : 'WAIT',
    dayAudited: Boolean(r.audited),
    settledName: r.settled_name ?? '',
    settledAt: iso(r.settled_at),
  };
}

type Body = Required<Pick<PickerSettlePageRequest, 'tab' | 'pageNum' | 'pageSize'>> & PickerSettlePageRequest;

/** 拿货员结算: the staff-days of a range (default the last 30 days), newest first. */
export async function pickerPage(db: Db, caller: Caller, body: Body): Promise<PickerSettlePage> {
  const from = body.dayFrom ? sql`${body.dayFrom}::date` : sql`(${shanghaiToday} - 29)`;
  const to = body.dayTo ? sql`${body.dayTo}::date` : shanghaiToday;
  const span = await db.execute<{ days: number }>(sql`select (${to} - ${from})::int as days`);
  const days = Number(span.rows[0]!.days);
  if (days < 0) throw invalid('开始日期不能晚于结束日期', 'dayFrom');
  if (days >= MAX_DAYS) throw invalid(`查询范围最多${MAX_DAYS}天`, 'dayFrom');
  const all = (await db.execute<Raw>(staffDays(caller.tenantId, from, to))).rows
    .map(rowOf)
    .filter((r) => !body.staffId || r.staffId === body.staffId);
  const staff = await db.execute<{ id: number; name: string }>(sql`
    select p.id, coalesce(p.sub_username, p.username) as name from accounts p
     where (${mayPick(caller.tenantId)}) or (${mayReturn(caller.tenantId)}) order by p.id`);
  const counts = { ALL: all.length, WAIT: 0, SETTLED: 0 };
  for (const r of all) counts[r.state]++;
  const rows = body.tab === 'ALL' ? all : all.filter((r) => r.state === body.tab);
  return {
    list: rows.slice((body.pageNum - 1) * body.pageSize, body.pageNum * body.pageSize),
    total: rows.length,
    pageNum: body.pageNum,
    pageSize: body.pageSize,
    counts,
    dueBackFen: rows.reduce((s, r) => s + r.dueBackFen, 0),
    pieceFeeFen: rows.reduce((s, r) => s + r.pieceFeeFen, 0),
    staff: staff.rows.map((r) => ({ staffId: Number(r.id), name: r.name })),
  };
}

async function staffDay(tx: DbOrTx, tenantId: number, staffId: number, day: string) {
  const d = sql`${day}::date`;
  const r = await tx.execute<Raw>(staffDays(tenantId, d, d, { staffId, day }));
  return r.rows[0] ? rowOf(r.rows[0]) : null;
}

/** The staff-day's row, made if new and locked; 40400 for someone not of the tenant. */
async function lockRow(tx: DbOrTx, tenantId: number, staffId: number, day: string) {
  const staff = await tx.execute(
    sql`select 1 from accounts where id = ${staffId} and parent_id = ${tenantId} and kind = 'purchaser'`,
  );
  if (!staff.rows.length) throw notFound('拿货员不存在');
  await tx.execute(sql`
    insert into picker_settlements (tenant_id, staff_id, day) values (${tenantId}, ${staffId}, ${day}::date)
    on conflict (tenant_id, staff_id, day) do nothing`);
  const r = await tx.execute<{ id: number; state: string }>(sql`
    select id, state from picker_settlements
     where tenant_id = ${tenantId} and staff_id = ${staffId} and day = ${day}::date for update`);
  return r.rows[0]!;
}

/** 登记备用金 of a staff-day not yet settled (a day to come is refused: cash is handed out that morning). */
export function registerFloat(db: Db, caller: Caller, body: PickerFloatRequest): Promise<PickerSettleRow> {
  return db.transaction(async (tx) => {
    const future = await tx.execute<{ f: boolean }>(sql`select ${body.day}::date > ${shanghaiToday} as f`);
    if (future.rows[0]!.f) throw invalid('不能登记未来日期的备用金', 'day');
    const row = await lockRow(tx, caller.tenantId, body.staffId, body.day);
    if (row.state === 'SETTLED')
      throw new ApiError(ErrorCode.PICKUP_STATE, '该拿货员当日已结算，不能修改备用金');
    await tx.execute(sql`
      update picker_settlements set float_fen = ${body.floatFen}, version = version + 1 where id = ${row.id}`);
    return (await staffDay(tx, caller.tenantId, body.staffId, body.day))!;
  });
}

/** 确认结算: a staff-day of an audited day (日结) is frozen as it stands now. */
export function settleStaffDays(
  db: Db,
  caller: Caller,
  items: { staffId: number; day: string }[],
): Promise<{ moved: number; skipped: { staffId: number; day: string; why: string }[] }> {
  return db.transaction(async (tx) => {
    const skipped: { staffId: number; day: string; why: string }[] = [];
    let moved = 0;
    const sorted = [...items].sort((a, b) => a.staffId - b.staffId || a.day.localeCompare(b.day));
    for (const item of sorted) {
      const row = await lockRow(tx, caller.tenantId, item.staffId, item.day);
      const now = await staffDay(tx, caller.tenantId, item.staffId, item.day);
      if (row.state === 'SETTLED') {
        skipped.push({ ...item, why: '已结算' });
        continue;
      }
      if (!now?.dayAudited) {
        skipped.push({ ...item, why: '当日拿货未日结审核' });
        continue;
      }
      await tx.execute(sql`
        update picker_settlements set state = 'SETTLED', cash_goods_fen = ${now.cashGoodsFen},
               return_cash_fen = ${now.returnCashFen}, taken_pieces = ${now.takenPieces},
               returned_pieces = ${now.returnedPieces}, settled_name = ${callerName(caller)}, settled_at = now(),
               version = version + 1
         where id = ${row.id} and state = 'WAIT'`);
      moved++;
    }
    return { moved, skipped };
  });
}
