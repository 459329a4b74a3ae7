import { sql, type SQL } from 'drizzle-orm';
import type { PickupRow } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';

/**
 * What of the line was in hand by the row's day: the task's now while the work is open, else the
 * takes of that day and before — a past day's row does not show later days' pieces.
 */
const TOOK_BY_THEN = sql`(case when a.state in ('WAITING_ASSIGNED', 'TAKING') then t.took_qty
  else (select coalesce(sum(b.took_qty), 0) from pickup_assignments b where b.task_id = a.task_id and b.day <= a.day)::int end)`;

/**
 * An assignment with its task, supplier and picker, as the board and the phone show it: the pieces and
 * 参考价 as the day had them (the assignment's copies, kept while it is open).
 */
export const ROW_SELECT = sql`
  select a.id, a.version, a.task_id, a.day::text as day, a.state, t.line_state, t.source, t.order_no,
         t.take_code, t.supplier_id, t.stall, coalesce(m.name, '') as market, coalesce(f.name, '') as floor,
         coalesce(s.stall_no, '') as stall_no, coalesce(s.name, '') as stall_name, coalesce(s.phone, '') as phone, t.article_no, t.title, t.color,
         t.size, a.qty, ${TOOK_BY_THEN} as took_qty, a.ref_price_fen,
         coalesce(a.took_price_fen, t.took_price_fen) as took_price_fen,
         a.picker_id, coalesce(p.sub_username, p.username) as picker_name, a.batch_no,
         a.printed_at is not null as printed, a.afternoon, t.held, coalesce(a.reason, t.reason) as reason,
         (a.day - (t.created_at at time zone 'Asia/Shanghai')::date) as stuck_days, a.reported_at
    from pickup_assignments a
    join pickup_tasks t on t.id = a.task_id
    left join suppliers s on s.id = t.supplier_id
    left join markets m on m.id = s.market_id
    left join market_floors f on f.id = s.floor_id
    left join accounts p on p.id = a.picker_id`;

/** The walk: market, floor, stall (档口号 in natural order); lines of no known stall last. */
export const WALK_ORDER = sql`order by s.id is null, m.sort, m.name, f.sort, f.name, s.stall_key, t.stall, t.article_no, t.color, t.size, a.id`;

export type RawRow = Record<string, unknown>;

export const rowOf = (r: RawRow): PickupRow => ({
  id: Number(r.id),
  version: Number(r.version),
  taskId: Number(r.task_id),
  day: String(r.day),
  state: r.state as PickupRow['state'],
  lineState: r.line_state as PickupRow['lineState'],
  source: r.source as PickupRow['source'],
  orderNo: String(r.order_no),
  takeCode: String(r.take_code),
  supplierId: r.supplier_id == null ? null : Number(r.supplier_id),
  stall: String(r.stall),
  market: String(r.market),
  floor: String(r.floor),
  stallNo: String(r.stall_no),
  stallName: String(r.stall_name),
  phone: String(r.phone),
  articleNo: String(r.article_no),
  title: String(r.title),
  color: String(r.color),
  size: String(r.size),
  qty: Number(r.qty),
  tookQty: Number(r.took_qty),
  refPriceFen: Number(r.ref_price_fen),
  tookPriceFen: r.took_price_fen == null ? null : Number(r.took_price_fen),
  pickerId: r.picker_id == null ? null : Number(r.picker_id),
  pickerName: r.picker_name == null ? null : String(r.picker_name),
  batchNo: r.batch_no == null ? null : String(r.batch_no),
  printed: r.printed === true,
  afternoon: r.afternoon === true,
  held: r.held === true,
  reason: r.reason == null ? null : String(r.reason),
  stuckDays: Math.max(0, Number(r.stuck_days ?? 0)),
  reportedAt: r.reported_at == null ? null : new Date(r.reported_at as string).toISOString(),
});

/** Rows of the tenant matching `where` (on a, t, s, m, f), in walking order. */
export async function rowsWhere(
  tx: DbOrTx,
  tenantId: number,
  where: SQL,
  limit?: { size: number; offset: number },
) {
  const rows = await tx.execute<RawRow>(sql`
    ${ROW_SELECT} where a.tenant_id = ${tenantId} and ${where} ${WALK_ORDER}
    ${limit ? sql`limit ${limit.size} offset ${limit.offset}` : sql``}`);
  return rows.rows.map(rowOf);
}

export async function rowById(tx: DbOrTx, tenantId: number, id: number): Promise<PickupRow | null> {
  return (await rowsWhere(tx, tenantId, sql`a.id = ${id}`))[0] ?? null;
}
