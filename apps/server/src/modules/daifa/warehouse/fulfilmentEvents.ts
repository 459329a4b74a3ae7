import { sql } from 'drizzle-orm';
import { queueEarlyWriteBack } from '../../platformSettings/speedDelivery.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { executePrepared } from '../../../db/prepared.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { settlePackedFreight } from '../payments/packedFreight.ts';
import {
  HEAD_COLUMNS,
  headOf,
  refreshDerived,
  transition,
  transitionMany,
  updateLinesForSnapshot,
  updateLinesForSnapshots,
  writeDerived,
  type DaifaOrderHead,
} from '../orders/daifaOrders.ts';
import { isException, nextLineState, type LineState } from '../orders/stateMachine.ts';
import { kindOf } from '../abnormal/exceptionKinds.ts';
import { notify } from '../../notify/emit.ts';

/**
 * What the warehouse tells about an order, one event at a time in `seq` order (gapless per order):
 * BATCHED (the batch cut took it), LINE_RESULT (a picker's answer for one line), QC_DONE, PACKED
 * (weight), WAYBILL_REFUSED (the courier gives no waybill for the address: 地址异常, the order waits for
 * 修改地址, 换快递 or 取消), WAYBILL_PRINTED (courier, waybill). A repeat (seq already applied, or an event id seen)
 * changes nothing; a gap is refused so the sender retries in order.
 */
export interface FulfilmentEvent {
  eventId: string;
  orderNo: string;
  seq: number;
  type: 'BATCHED' | 'LINE_RESULT' | 'QC_DONE' | 'PACKED' | 'WAYBILL_REFUSED' | 'WAYBILL_PRINTED';
  data: Record<string, unknown>;
}

export type EventOutcome = 'APPLIED' | 'REPEAT' | 'GAP' | 'UNKNOWN_ORDER' | 'NOT_APPLICABLE';

type LineRow = {
  id: number;
  line_no: number;
  pickup_state: LineState;
  canceled: boolean;
  article_no: string;
  color: string;
  size: string;
  qty: number;
};

/** `funds` settles the freight at PACKED (the parcel's real weight); without it the weight is only kept. */
export async function applyFulfilmentEvent(
  tx: DbOrTx,
  event: FulfilmentEvent,
  funds: FundsServices | null = null,
): Promise<EventOutcome> {
  const [claim] = await claimEvents(tx, [event]);
  if (!claim!.order) return claim!.outcome;
  const order = claim!.order;

  switch (event.type) {
    case 'BATCHED': {
      // Lines requeued (等待, 换档口, 补款 paid) go into a later batch of an order already picking.
      if (order.status === 'TAKING' && event.data.requeued === true && Array.isArray(event.data.lineNos)) {
        const lineNos = event.data.lineNos.map(Number).filter(Number.isInteger);
        await tx.execute(sql`update daifa_order_lines set pickup_state = 'TAKING'
                              where order_id = ${order.id} and pickup_state = 'WAITING_TAKING' and not canceled
                                and line_no = any(${arrayParam(lineNos)}::int[])`);
        await refreshDerived(tx, order.id);
        return 'APPLIED';
      }
      if (order.status !== 'WAITING_TAKING') return 'NOT_APPLICABLE';
      // the lines moved with the order read back, then the move writes status and derived columns at
      // once: the batch cut sends thousands of these within minutes
      const known = await updateLinesForSnapshot(
        tx,
        order.id,
        sql`pickup_state = 'TAKING'`,
        sql`pickup_state = 'WAITING_TAKING' and not canceled`,
      );
      await transition(tx, order, 'BATCH_CUT', { type: 'TAKING_STARTED' }, {}, known);
      return 'APPLIED';
    }
    case 'LINE_RESULT':
      return applyLineResult(tx, order, event);
    case 'PACKED':
      if (typeof event.data.weightG === 'number' && event.data.weightG > 0) {
        const weightG = Math.round(event.data.weightG);
        await tx.execute(sql`update daifa_orders set weight_g = ${weightG} where id = ${order.id}`);
        if (funds) await settlePackedFreight(tx, funds, order, weightG);
      }
      return 'APPLIED';
    case 'WAYBILL_REFUSED': {
      if (order.status !== 'WAITING_DELIVERING') return 'NOT_APPLICABLE';
      const issue = {
        at: new Date().toISOString(),
        courierCode: String(event.data.courierCode ?? ''),
        code: String(event.data.code ?? ''),
        reason: String(event.data.reason ?? '快递无法揽收'),
      };
      await tx.execute(sql`
        update daifa_orders set flags = array_append(array_remove(flags, 'BAD_ADDRESS'), 'BAD_ADDRESS'),
               address_issue = ${JSON.stringify(issue)}::jsonb, version = version + 1, updated_at = now()
         where id = ${order.id}`);
      await refreshDerived(tx, order.id);
      await notify.emit(tx, {
        type: 'ABNORMAL_BAD_ADDRESS',
        tenantId: order.tenantId,
        key: `fe:${event.eventId}`,
        params: { orderNo: order.orderNo, goods: '收件地址', reason: issue.reason },
      });
      return 'APPLIED';
    }
    case 'WAYBILL_PRINTED':
      if (typeof event.data.waybillNo === 'string') {
        await tx.execute(
          sql`update daifa_orders set waybill_no = ${event.data.waybillNo} where id = ${order.id}`,
        );
        // 提速发货: the waybill goes back to the shop now, not at 揽收
        await queueEarlyWriteBack(tx, order.id);
      }
      return 'APPLIED';
    default:
      return 'APPLIED';
  }
}

const RESULTS = [
  'TOOK',
  'TOOK_PART',
  'E_STOP_TAKING',
  'E_LACK_TAKING',
  'E_CHANGE_TAKING',
  'E_NEXT_TAKING',
] as const;

async function applyLineResult(
  tx: DbOrTx,
  order: DaifaOrderHead,
  event: FulfilmentEvent,
): Promise<EventOutcome> {
  const data = event.data;
  const result = data.result as (typeof RESULTS)[number];
  const lineNo = Number(data.lineNo);
  if (order.status !== 'TAKING' || !RESULTS.includes(result)) return 'NOT_APPLICABLE';
  if (!Number.isSafeInteger(lineNo) || lineNo < 1 || lineNo > 999) return 'NOT_APPLICABLE';
  const line = (
    await executePrepared<LineRow>(
      tx,
      sql`select id, line_no, pickup_state, canceled, article_no, color, size, qty from daifa_order_lines
           where order_id = ${order.id} and line_no = ${lineNo} for update`,
    )
  ).rows[0];
  if (!line || line.canceled) return 'NOT_APPLICABLE';
  const next = nextLineState(line.pickup_state, { type: 'RESULT', result });
  if (!next) return 'NOT_APPLICABLE';
  const took =
    result === 'TOOK'
      ? sql`qty`
      : result === 'TOOK_PART'
        ? sql`${Math.max(0, Math.trunc(Number(data.tookQty) || 0))}`
        : sql`took_qty`;
  // the line's answer and the order as it then stands in one statement; then one write of the order
  const known = await updateLinesForSnapshot(
    tx,
    order.id,
    sql`pickup_state = ${next}, took_qty = ${took},
        exception_reason = ${isException(next) ? ((data.reason as string | undefined) ?? null) : null},
        exception_detail = ${isException(next) ? JSON.stringify(data) : null}::jsonb,
        exception_at = ${isException(next) ? sql`now()` : sql`null`}`,
    sql`id = ${line.id}`,
  );
  const kind = isException(next)
    ? kindOf({ pickupState: next, exceptionReason: (data.reason as string) ?? null })
    : null;
  if (kind && kind !== 'HOLD' && kind !== 'BAD_ADDRESS')
    await notify.emit(tx, {
      type: `ABNORMAL_${kind}`,
      tenantId: order.tenantId,
      key: `fe:${event.eventId}`,
      params: { orderNo: order.orderNo, goods: `${line.article_no} ${line.color}/${line.size} ×${line.qty}` },
    });
  // Every active line taken: the order goes to packing.
  const active = known.lines.filter((l) => !l.canceled);
  if (active.length && active.every((l) => l.pickupState === 'TOOK')) {
    await transition(tx, order, 'ALL_TAKEN', { type: 'ALL_TAKEN' }, {}, known);
    return 'APPLIED';
  }
  await writeDerived(tx, order.id, order.status, known);
  return 'APPLIED';
}

/** A batch cut's BATCHED for an order waiting to be taken (not lines requeued): what `applyTogether` sets apart. */
const isFirstBatch = (e: FulfilmentEvent) => e.type === 'BATCHED' && e.data.requeued !== true;

/**
 * Applies several events in the caller's transaction, in the order given, one outcome each. The batch
 * cut's BATCHED events (one per order) are applied together — one statement claims them all (lock,
 * seq check, timeline row, seq step), one moves their lines, one moves the orders — the rest one by one.
 * The outcomes are the ones `applyFulfilmentEvent` would give. That first statement locks every order
 * of the batch, in order-number order — the order the rest then come in — so two batches running side
 * by side take their orders' locks in one order and cannot deadlock over them.
 */
export async function applyTogether(
  tx: DbOrTx,
  events: readonly FulfilmentEvent[],
  funds: FundsServices | null = null,
): Promise<EventOutcome[]> {
  const perOrder = new Map<string, number>();
  for (const e of events) perOrder.set(e.orderNo, (perOrder.get(e.orderNo) ?? 0) + 1);
  const together = events.filter((e) => isFirstBatch(e) && perOrder.get(e.orderNo) === 1);
  const outcomes = new Map<FulfilmentEvent, EventOutcome>();
  if (together.length > 1) {
    const applied = await applyFirstBatches(tx, together, [...perOrder.keys()]);
    together.forEach((e, i) => outcomes.set(e, applied[i]!));
  }
  const result: EventOutcome[] = [];
  for (const e of events) result.push(outcomes.get(e) ?? (await applyFulfilmentEvent(tx, e, funds)));
  return result;
}

/**
 * One event's claim: the order locked, its seq checked, the event kept on the timeline (once per id)
 * and the seq stepped on. `order` when the event is to be applied; else the outcome it ends with.
 */
type Claim = { order: DaifaOrderHead; outcome?: undefined } | { order?: undefined; outcome: EventOutcome };

/**
 * Claims events of distinct orders in one statement (every event pays for its claim, so it is one
 * round trip for a batch, not four an event), locking the orders — and those of `lockAlso` — in
 * order-number order. `waitingStepLater`: the orders still waiting to be taken keep their seq for the
 * move that follows to write (the batch cut: one new version of each order's row instead of two, each
 * put in every index of the table).
 */
async function claimEvents(
  tx: DbOrTx,
  events: readonly FulfilmentEvent[],
  waitingStepLater = false,
  lockAlso: readonly string[] = [],
): Promise<Claim[]> {
  const orderNos = sql.param(events.map((e) => e.orderNo));
  const locked = sql.param([...new Set([...events.map((e) => e.orderNo), ...lockAlso])]);
  const claimed = await executePrepared<Record<string, unknown> & { logged: boolean }>(
    tx,
    sql`
    with input as (
      select * from unnest(${orderNos}::text[],
                           ${arrayParam(events.map((e) => e.seq))}::int[],
                           ${sql.param(events.map((e) => e.type))}::text[],
                           ${sql.param(events.map((e) => JSON.stringify(e.data)))}::text[],
                           ${sql.param(events.map((e) => `fulfilment:${e.eventId}`))}::text[])
        as i(order_no, seq, type, params, external_id)),
    o as (
      select ${HEAD_COLUMNS} from daifa_orders where order_no = any(${locked}::text[]) order by order_no for update),
    logged as (
      insert into daifa_order_events (order_id, type, params, external_id)
      select o.id, i.type, i.params::jsonb, i.external_id
        from input i join o on o.order_no = i.order_no and o.fulfilment_seq = i.seq - 1
      on conflict (external_id) where external_id is not null do nothing
      returning order_id),
    stepped as (
      update daifa_orders d set fulfilment_seq = i.seq
        from logged l, o, input i
       where d.id = l.order_id and o.id = l.order_id and i.order_no = o.order_no
         ${waitingStepLater ? sql`and o.status <> 'WAITING_TAKING'` : sql``})
    select o.*, exists(select 1 from logged l where l.order_id = o.id) as logged from o`,
  );
  const byNo = new Map(claimed.rows.map((row) => [String(row.order_no), row]));
  return events.map((e): Claim => {
    const row = byNo.get(e.orderNo);
    if (!row) return { outcome: 'UNKNOWN_ORDER' };
    const order = headOf(row);
    if (e.seq <= order.fulfilmentSeq) return { outcome: 'REPEAT' };
    if (e.seq > order.fulfilmentSeq + 1) return { outcome: 'GAP' };
    if (!row.logged) return { outcome: 'REPEAT' };
    // A canceled order's late events are kept on the timeline and move nothing.
    if (order.status === 'CANCELED') return { outcome: 'NOT_APPLICABLE' };
    return { order };
  });
}

async function applyFirstBatches(
  tx: DbOrTx,
  events: readonly FulfilmentEvent[],
  lockAlso: readonly string[],
): Promise<EventOutcome[]> {
  const claims = await claimEvents(tx, events, true, lockAlso);
  const movingAt = claims.flatMap((c, i) => (c.order?.status === 'WAITING_TAKING' ? [i] : []));
  const moving = movingAt.map((i) => claims[i]!.order!);
  const outcomes = claims.map((c): EventOutcome =>
    !c.order ? c.outcome : c.order.status === 'WAITING_TAKING' ? 'APPLIED' : 'NOT_APPLICABLE',
  );
  if (moving.length) {
    const known = await updateLinesForSnapshots(
      tx,
      moving.map((o) => o.id),
      sql`pickup_state = 'TAKING'`,
      sql`pickup_state = 'WAITING_TAKING' and not canceled`,
    );
    await transitionMany(
      tx,
      moving,
      'BATCH_CUT',
      { type: 'TAKING_STARTED' },
      known,
      movingAt.map((i) => events[i]!.seq),
    );
  }
  return outcomes;
}
