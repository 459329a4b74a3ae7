import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { ApiError } from '../../http/apiError.ts';
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

/** DF + yyMMdd (Asia/Shanghai) + 8 digits. */
/** The next system number as an expression, for an insert to draw it itself. */
export const daifaNoSql = sql`'DF' || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD')
           || lpad((nextval('daifa_no_seq') % 100000000)::text, 8, '0')`;

export async function nextDaifaNo(tx: DbOrTx): Promise<string> {
  const r = await tx.execute<{ no: string }>(sql`select ${daifaNoSql} as no`);
  return r.rows[0]!.no;
}

export const stateChanged = () => new ApiError(ErrorCode.CONFLICT, '订单状态已变化，请刷新后重试');

export interface TimelineEvent {
  type: string;
  params?: Record<string, unknown>;
  accountId?: number | null;
  /** An outside event's id: the same id is applied once. */
  externalId?: string;
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
  insert into daifa_order_events (order_id, type, params, external_id, account_id)
  select order_id, ${event.type}, ${JSON.stringify(event.params ?? {})}::jsonb, ${event.externalId ?? null},
         ${event.accountId ?? null}::bigint
    from (select (${orderId})::bigint as order_id) target where target.order_id is not null
  on conflict (external_id) where external_id is not null do nothing
  returning order_id`;

type OrderRow = {
  lines: LineView[];
  id: number;
  tenant_id: number;
  status: OrderStatus;
  version: number;
  tab: string;
  flags: string[];
  manual_flags: string[];
  refunded_whole: boolean;
  day: string;
};

/** The flags an order carries by itself; the rest are worked out from its lines each time. */
const MANUAL_FLAGS = ['BAD_ADDRESS', 'HOLD', 'WAIT_REPLENISH'] as const;

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
    await tx.execute<OrderRow>(sql`
      select id, tenant_id, status, version, tab, flags,
             array(select f from unnest(flags) f where f = any(${arrayParam([...MANUAL_FLAGS])}::text[])) as manual_flags,
             refunded_fen > 0 and refunded_fen >= goods_fen - pay_later_fen + service_fen + freight_fen as refunded_whole,
             to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day,
             coalesce((select json_agg(json_build_object(
                        'pickupState', l.pickup_state, 'exceptionReason', l.exception_reason,
                        'exchanged', l.exchanged, 'canceled', l.canceled, 'afterSaleState', l.after_sale_state)
                        order by l.line_no)
                        from daifa_order_lines l where l.order_id = o.id), '[]'::json) as lines
        from daifa_orders o where id = ${orderId}`)
  ).rows[0];
  if (!o) throw new Error(`daifa order ${orderId} not found`);
  const view: OrderView = {
    status: o.status,
    manualFlags: (manualFlags ?? o.manual_flags) as OrderView['manualFlags'],
    refundedWhole: o.refunded_whole,
  };
  const d = derive(view, o.lines);
  const moved = d.tab !== o.tab;
  await tx.execute(sql`
    with changed as (
      update daifa_orders set combined_state = ${d.combinedState}, tab = ${d.tab}, flags = ${arrayParam(d.flags)}::text[],
             updated_at = now()
       where id = ${orderId})
    ${moved ? tabMove(Number(o.tenant_id), o.day, o.tab, d.tab) : sql`select 1`}`);
  return d;
}

/** The count rows' insert for one order leaving `from` for `to` (`from` null: a new order). */
const tabMove = (tenantId: number, day: string, from: string | null, to: string) => sql`
  insert into daifa_tab_counts (tenant_id, day, tab, n)
  values ${from ? sql`(${tenantId}, ${day}::date, ${from}, -1), ` : sql``}(${tenantId}, ${day}::date, ${to}, 1)`;

/** One order leaves a tab for another on its creation day's row (`from` null: a new order). */
export async function moveTabCount(
  tx: DbOrTx,
  tenantId: number,
  day: string,
  from: string | null,
  to: string,
) {
  // appended, never updated: no lock on a row other transactions of the seller's day also move
  await tx.execute(tabMove(tenantId, day, from, to));
}

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
): Promise<{ status: OrderStatus; version: number }> {
  const to = nextStatus(order.status, event);
  if (!to) throw stateChanged();
  // the move and its timeline row in one statement: the row is written only if the move was made
  const r = await tx.execute<{ version: number }>(sql`
    with moved as (
      update daifa_orders
         set status = ${to}, version = version + 1,
             paid_at = case when ${!!set.paidAt} then now() else paid_at end,
             canceled_at = case when ${!!set.canceledAt} then now() else canceled_at end,
             delivered_at = case when ${!!set.deliveredAt} then now() else delivered_at end,
             finished_at = case when ${!!set.finishedAt} then now() else finished_at end
       where id = ${order.id} and status = ${order.status} and version = ${order.version}
       returning id, version),
    logged as (
      ${eventInsert(sql`(select id from moved)`, timeline)})
    select version from moved`);
  if (!r.rows[0]) throw stateChanged();
  await refreshDerived(tx, order.id);
  return { status: to, version: Number(r.rows[0].version) };
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
