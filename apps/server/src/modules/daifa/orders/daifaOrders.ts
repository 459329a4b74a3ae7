import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { instantSql } from '../../../db/instantSql.ts';
import { executePrepared } from '../../../db/prepared.ts';
import { ApiError } from '../../../http/apiError.ts';
import {
  derive,
  nextStatus,
  type LineView,
  type OrderEvent,
  type OrderStatus,
  type OrderView,
} from './stateMachine.ts';

/**
 * The dropship order's rows: numbers, one transition at a time with compare-and-set on status +
 * version, the derived columns and the tab counts kept in the same transaction, and the timeline.
 */

/**
 * The next system number (DF + yyMMdd in Asia/Shanghai + 8 digits) as an expression, for an insert to
 * draw it itself; dated `at`'s day when given (the demo's history is numbered on the day it was placed).
 */
export const daifaNoSql = (
  at?: Date,
) => sql`'DF' || to_char(${instantSql(at)} at time zone 'Asia/Shanghai', 'YYMMDD')
           || lpad((nextval('daifa_no_seq') % 100000000)::text, 8, '0')`;

export const stateChanged = () => new ApiError(ErrorCode.CONFLICT, '订单状态已变化，请刷新后重试');

export interface TimelineEvent {
  type: string;
  params?: Record<string, unknown>;
  accountId?: number | null;
  /** An outside event's id: the same id is applied once. */
  externalId?: string;
  /** Demo data only: when it happened, if not now. */
  at?: Date;
}

export async function addEvent(tx: DbOrTx, orderId: number, event: TimelineEvent): Promise<boolean> {
  const r = await tx.execute(eventInsert(sql`${orderId}`, event));
  return r.rowCount === 1;
}

/**
 * The timeline row's insert, returning the order's id when a row was written (an outside event seen
 * before writes none); `orderId` a value or a subquery (no row: nothing inserted).
 */
export const eventInsert = (orderId: SQL, event: TimelineEvent) => sql`
  insert into daifa_order_events (order_id, type, params, external_id, account_id, at)
  select order_id, ${event.type}, ${JSON.stringify(event.params ?? {})}::jsonb, ${event.externalId ?? null},
         ${event.accountId ?? null}::bigint, ${instantSql(event.at)}
    from (select (${orderId})::bigint as order_id) target where target.order_id is not null
  on conflict (external_id) where external_id is not null do nothing
  returning order_id`;

/** What derivation reads of an order besides its status: its lines, tab, own flags, refunds, day. */
export interface OrderSnapshot {
  tenantId: number;
  tab: string;
  manualFlags: OrderView['manualFlags'];
  refundedWhole: boolean;
  /** Its creation day in Beijing (the tab count's row). */
  day: string;
  lines: LineView[];
}

/** The order's own flags; the rest are worked out from its lines each time. */
const MANUAL_FLAGS = ['BAD_ADDRESS', 'HOLD', 'WAIT_REPLENISH', 'COLLECT_OVERDUE'] as const;

/**
 * A line as derivation reads it, as a row named `lv` for `json_agg(lv)`: its columns are the keys
 * (cheaper than json_build_object, which looks up its arguments' types on every call).
 */
const LINE_VIEW = (l: string) =>
  sql.raw(`cross join lateral (select ${l}.pickup_state as "pickupState", ${l}.exception_reason as "exceptionReason",
             ${l}.exchanged, ${l}.canceled, ${l}.after_sale_state as "afterSaleState") lv`);

/**
 * The snapshot's columns of `daifa_orders o` (aliased `snap_*`); `lines` the lines' json when the
 * statement changes them (default: as stored).
 */
const snapshotColumns = (lines?: SQL) => sql`
  o.tenant_id as snap_tenant_id, o.tab as snap_tab,
  array(select f from unnest(o.flags) f where f = any(${arrayParam([...MANUAL_FLAGS])}::text[])) as snap_manual_flags,
  o.refunded_fen > 0 and o.refunded_fen >= o.goods_fen - o.pay_later_fen + o.service_fen + o.freight_fen as snap_refunded_whole,
  to_char(o.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as snap_day,
  ${
    lines ??
    sql`coalesce((select json_agg(lv order by l.line_no)
             from daifa_order_lines l ${LINE_VIEW('l')} where l.order_id = o.id), '[]'::json)`
  } as snap_lines`;

/**
 * Changes some of an order's lines (`set` where `where`) and reads the order as derivation needs it,
 * lines as they stand after the change, in one statement. The caller holds the order's lock, so the
 * read is current; `transition(…, known)` then writes status and derived columns together.
 */
export async function updateLinesForSnapshot(
  tx: DbOrTx,
  orderId: number,
  set: SQL,
  where: SQL,
): Promise<OrderSnapshot> {
  const snap = (await updateLinesForSnapshots(tx, [orderId], set, where)).get(orderId);
  if (!snap) throw new Error(`daifa order ${orderId} not found`);
  return snap;
}

/** `updateLinesForSnapshot` for many orders (locked by the caller) in one statement. */
export async function updateLinesForSnapshots(
  tx: DbOrTx,
  orderIds: readonly number[],
  set: SQL,
  where: SQL,
): Promise<Map<number, OrderSnapshot>> {
  const ids = arrayParam([...orderIds]);
  const r = await executePrepared<Record<string, unknown>>(
    tx,
    sql`
    with changed as (
      update daifa_order_lines set ${set} where order_id = any(${ids}::bigint[]) and ${where}
      returning id, pickup_state, exception_reason, exchanged, canceled, after_sale_state)
    select o.id as snap_id, ${snapshotColumns(sql`coalesce((
             select json_agg(lv order by v.line_no)
               -- a changed line as the update left it (a column set to null stays null)
               from (select l.line_no,
                            case when c.id is null then l.pickup_state else c.pickup_state end as pickup_state,
                            case when c.id is null then l.exception_reason else c.exception_reason end as exception_reason,
                            case when c.id is null then l.exchanged else c.exchanged end as exchanged,
                            case when c.id is null then l.canceled else c.canceled end as canceled,
                            case when c.id is null then l.after_sale_state else c.after_sale_state end as after_sale_state
                       from daifa_order_lines l left join changed c on c.id = l.id
                      where l.order_id = o.id) v ${LINE_VIEW('v')}), '[]'::json)`)}
      from daifa_orders o where o.id = any(${ids}::bigint[])`,
  );
  return new Map(r.rows.map((row) => [Number(row.snap_id), snapshotOf(row)]));
}

function snapshotOf(row: Record<string, unknown>): OrderSnapshot {
  return {
    tenantId: Number(row.snap_tenant_id),
    tab: String(row.snap_tab),
    manualFlags: row.snap_manual_flags as OrderView['manualFlags'],
    refundedWhole: row.snap_refunded_whole === true,
    day: String(row.snap_day),
    lines: row.snap_lines as LineView[],
  };
}

/**
 * The derived columns' write for an order of `status` as the snapshot shows it (the lines as they
 * stand after the change), with the count's move when the tab changes: a fragment of an update's SET
 * and the statement's tail.
 */
function derivedWrite(status: OrderStatus, snap: OrderSnapshot, manualFlags?: readonly string[]) {
  const view: OrderView = {
    status,
    manualFlags: (manualFlags ?? snap.manualFlags) as OrderView['manualFlags'],
    refundedWhole: snap.refundedWhole,
  };
  const d = derive(view, snap.lines);
  const set = sql`combined_state = ${d.combinedState}, tab = ${d.tab}, flags = ${arrayParam(d.flags)}::text[], updated_at = now()`;
  const move = (onlyIf?: SQL) =>
    d.tab !== snap.tab ? tabMove(snap.tenantId, snap.day, snap.tab, d.tab, onlyIf) : null;
  return { d, set, move };
}

/**
 * Works out combined state, tab and flags from the stored order and lines and stores them, moving the
 * order between tab counts. Call after any change to the order or its lines, in the same transaction.
 */
export async function refreshDerived(
  tx: DbOrTx,
  orderId: number,
  manualFlags?: readonly string[],
): Promise<{ tab: string; combinedState: string }> {
  // the order and its lines in one round trip, written back with the count's move in another: every
  // transition and warehouse event runs this
  const o = (
    await executePrepared<Record<string, unknown> & { status: OrderStatus }>(
      tx,
      sql`
      select o.status, ${snapshotColumns()} from daifa_orders o where id = ${orderId}`,
    )
  ).rows[0];
  if (!o) throw new Error(`daifa order ${orderId} not found`);
  return writeDerived(tx, orderId, o.status, snapshotOf(o), manualFlags);
}

/**
 * `refreshDerived` without its read: the order of `status` as the snapshot shows it (read under the
 * order's lock, lines after the change — `updateLinesForSnapshot`).
 */
export async function writeDerived(
  tx: DbOrTx,
  orderId: number,
  status: OrderStatus,
  snap: OrderSnapshot,
  manualFlags?: readonly string[],
): Promise<{ tab: string; combinedState: string }> {
  const { d, set, move } = derivedWrite(status, snap, manualFlags);
  await executePrepared(
    tx,
    sql`
    with changed as (update daifa_orders set ${set} where id = ${orderId})
    ${move() ?? sql`select 1`}`,
  );
  return d;
}

/** The count rows' insert for one order leaving `from` for `to` (`from` null: a new order), if `onlyIf`. */
const tabMove = (
  tenantId: number,
  day: string,
  from: string | null,
  to: string,
  onlyIf: SQL = sql`true`,
) => sql`
  insert into daifa_tab_counts (tenant_id, day, tab, n)
  select * from (values ${from ? sql`(${tenantId}::bigint, ${day}::date, ${from}::text, -1), ` : sql``}(${tenantId}::bigint, ${day}::date, ${to}::text, 1))
    as move(tenant_id, day, tab, n)
   where ${onlyIf}`;

/**
 * Folds the appended moves of each (tenant, day, tab) back into one row (housekeeping). Two processes
 * folding at once are safe: a row is deleted — and summed — by one of them only.
 */
export async function compactTabCounts(db: DbOrTx, limit = 5000): Promise<number> {
  const r = await db.execute(sql`
    with many as (
      select tenant_id, day, tab from daifa_tab_counts group by 1, 2, 3 having count(*) > 1 limit ${limit}),
    gone as (
      delete from daifa_tab_counts c using many
       where c.tenant_id = many.tenant_id and c.day = many.day and c.tab = many.tab
      returning c.tenant_id, c.day, c.tab, c.n)
    insert into daifa_tab_counts (tenant_id, day, tab, n)
    select tenant_id, day, tab, sum(n)::int from gone group by 1, 2, 3 having sum(n) <> 0`);
  return r.rowCount ?? 0;
}

/**
 * Moves the order by `event` only from the state the caller read (status + version): anything else
 * changed it meanwhile and the caller is told so (40900), never a silent overwrite.
 */
export async function transition(
  tx: DbOrTx,
  order: { id: number; status: OrderStatus; version: number },
  event: OrderEvent,
  timeline: TimelineEvent,
  set: { paidAt?: boolean; canceledAt?: boolean; deliveredAt?: boolean; finishedAt?: boolean } = {},
  /**
   * The order as the caller read it under its lock, lines as they stand after the change: the
   * derived columns are then written by the move itself (one statement, one row version) instead of
   * being read back and written again.
   */
  known?: OrderSnapshot,
): Promise<{ status: OrderStatus; version: number }> {
  const to = nextStatus(order.status, event);
  if (!to) throw stateChanged();
  const derived = known ? derivedWrite(to, known) : null;
  const countMove = derived?.move(sql`exists (select 1 from moved)`) ?? null;
  // the move and its timeline row in one statement: the row is written only if the move was made
  const r = await executePrepared<{ version: number }>(
    tx,
    sql`
    with moved as (
      update daifa_orders
         set status = ${to}, version = version + 1,
             paid_at = case when ${!!set.paidAt} then now() else paid_at end,
             canceled_at = case when ${!!set.canceledAt} then now() else canceled_at end,
             delivered_at = case when ${!!set.deliveredAt} then now() else delivered_at end,
             finished_at = case when ${!!set.finishedAt} then now() else finished_at end
             ${derived ? sql`, ${derived.set}` : sql``}
       where id = ${order.id} and status = ${order.status} and version = ${order.version}
       returning id, version),
    logged as (
      ${eventInsert(sql`(select id from moved)`, timeline)})
    ${countMove ? sql`, counted as (${countMove})` : sql``}
    select version from moved`,
  );
  if (!r.rows[0]) throw stateChanged();
  if (!derived) await refreshDerived(tx, order.id);
  return { status: to, version: Number(r.rows[0].version) };
}

/**
 * `transition` for many orders at once, each with its snapshot (lines after the change): one statement
 * moves them all (compare-and-set each), writes their derived columns, one timeline row each and the
 * count moves. Any order that moved meanwhile fails the whole call (40900), so the caller's transaction
 * rolls back and can apply them one at a time.
 */
export async function transitionMany(
  tx: DbOrTx,
  orders: readonly { id: number; status: OrderStatus; version: number }[],
  event: OrderEvent,
  timeline: Omit<TimelineEvent, 'externalId'>,
  known: ReadonlyMap<number, OrderSnapshot>,
  /** The warehouse's seq each order steps to with this move (its claim left it for this one write). */
  fulfilmentSeqs?: readonly number[],
): Promise<void> {
  if (!orders.length) return;
  const rows = orders.map((o) => {
    const to = nextStatus(o.status, event);
    const snap = known.get(o.id);
    if (!to || !snap) throw stateChanged();
    const d = derive(
      { status: to, manualFlags: snap.manualFlags, refundedWhole: snap.refundedWhole },
      snap.lines,
    );
    return { o, to, snap, d };
  });
  const moves = rows.flatMap(({ o, snap, d }) =>
    d.tab === snap.tab
      ? []
      : [
          { id: o.id, tenantId: snap.tenantId, day: snap.day, tab: snap.tab, n: -1 },
          { id: o.id, tenantId: snap.tenantId, day: snap.day, tab: d.tab, n: 1 },
        ],
  );
  const r = await executePrepared<{ n: number }>(
    tx,
    sql`
    with input as (
      select * from unnest(${arrayParam(rows.map((x) => x.o.id))}::bigint[],
                           ${sql.param(rows.map((x) => x.o.status))}::text[],
                           ${arrayParam(rows.map((x) => x.o.version))}::int[],
                           ${sql.param(rows.map((x) => x.to))}::text[],
                           ${sql.param(rows.map((x) => x.d.combinedState))}::text[],
                           ${sql.param(rows.map((x) => x.d.tab))}::text[],
                           ${sql.param(rows.map((x) => x.d.flags.join(',')))}::text[],
                           ${sql.param(rows.map((_, i) => fulfilmentSeqs?.[i] ?? null))}::int[])
        as i(id, from_status, version, to_status, combined_state, tab, flags, fulfilment_seq)),
    moved as (
      update daifa_orders d
         set status = i.to_status, version = d.version + 1, combined_state = i.combined_state, tab = i.tab,
             flags = coalesce(string_to_array(nullif(i.flags, ''), ','), '{}'), updated_at = now(),
             fulfilment_seq = coalesce(i.fulfilment_seq, d.fulfilment_seq)
        from input i
       where d.id = i.id and d.status = i.from_status and d.version = i.version
       returning d.id),
    logged as (
      insert into daifa_order_events (order_id, type, params, account_id)
      select id, ${timeline.type}, ${JSON.stringify(timeline.params ?? {})}::jsonb, ${timeline.accountId ?? null}::bigint
        from moved),
    -- one row a (seller, day, tab) the batch moves, not two an order: a batch cut's orders share a few days
    counted as (
      insert into daifa_tab_counts (tenant_id, day, tab, n)
      select m.tenant_id, m.day, m.tab, sum(m.n)
        from unnest(${arrayParam(moves.map((m) => m.id))}::bigint[], ${arrayParam(moves.map((m) => m.tenantId))}::bigint[],
                    ${sql.param(moves.map((m) => m.day))}::date[], ${sql.param(moves.map((m) => m.tab))}::text[],
                    ${arrayParam(moves.map((m) => m.n))}::int[]) as m(order_id, tenant_id, day, tab, n)
       where m.order_id in (select id from moved)
       group by m.tenant_id, m.day, m.tab having sum(m.n) <> 0)
    select count(*)::int as n from moved`,
  );
  if (Number(r.rows[0]?.n) !== rows.length) throw stateChanged();
}

export interface DaifaOrderHead {
  id: number;
  tenantId: number;
  orderNo: string;
  status: OrderStatus;
  version: number;
  goodsFen: number;
  serviceFen: number;
  freightFen: number;
  payLaterFen: number;
  refundedFen: number;
  payNo: string | null;
  /** The last warehouse event applied. */
  fulfilmentSeq: number;
  /** Handed to the warehouse: a cancel has to intercept it there. */
  submitted: boolean;
}

/** The order's head by number, for the tenant only (another tenant's number is not found: 40400). */
export async function findOrder(
  tx: DbOrTx,
  tenantId: number | null,
  orderNo: string,
  options: { lock?: boolean } = {},
): Promise<DaifaOrderHead | null> {
  const r = await tx.execute<Record<string, unknown>>(sql`
    select ${HEAD_COLUMNS}
      from daifa_orders
     where order_no = ${orderNo} ${tenantId === null ? sql`` : sql`and tenant_id = ${tenantId}`}
     ${options.lock ? sql`for update` : sql``}`);
  const o = r.rows[0];
  return o ? headOf(o) : null;
}

/** The columns `headOf` reads, for a statement that selects an order's head among other things. */
export const HEAD_COLUMNS = sql.raw(
  'id, tenant_id, order_no, status, version, goods_fen, service_fen, freight_fen, pay_later_fen, refunded_fen, pay_no, fulfilment_seq, submitted_at',
);

export function headOf(o: Record<string, unknown>): DaifaOrderHead {
  return {
    id: Number(o.id),
    tenantId: Number(o.tenant_id),
    orderNo: String(o.order_no),
    status: o.status as OrderStatus,
    version: Number(o.version),
    goodsFen: Number(o.goods_fen),
    serviceFen: Number(o.service_fen),
    freightFen: Number(o.freight_fen),
    payLaterFen: Number(o.pay_later_fen),
    refundedFen: Number(o.refunded_fen),
    payNo: (o.pay_no as string | null) ?? null,
    fulfilmentSeq: Number(o.fulfilment_seq),
    submitted: o.submitted_at !== null,
  };
}
