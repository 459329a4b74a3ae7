import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * How long after placing each step of a demo order happened: the seed runs an order's whole life in a
 * few milliseconds, a detail's timeline should read like a day at the market and a courier's trip.
 */
const AFTER_PLACING = sql`case e.type
    when 'PLACED' then interval '0'
    when 'PAID' then interval '3 minutes'
    when 'CANCELED' then interval '40 minutes'
    when 'REFUNDED' then interval '41 minutes'
    when 'BATCHED' then interval '2 hours'
    when 'TAKING_STARTED' then interval '2 hours'
    when 'QC_DONE' then interval '6 hours'
    when 'PACKED' then interval '6 hours 30 minutes'
    when 'WAYBILL_PRINTED' then interval '7 hours'
    when 'TRACE' then interval '9 hours'
    when 'PICKED_UP' then interval '9 hours'
    when 'WRITE_BACK' then interval '9 hours 5 minutes'
    when 'WRITE_BACK_SKIPPED' then interval '9 hours 5 minutes'
    when 'COURIER_PROBLEM' then interval '2 days'
    when 'SIGNED' then interval '3 days'
    when 'FINISHED' then interval '10 days'
    else interval '5 hours' end`;

/**
 * Gives the demo's closed orders (shipped, finished, canceled) those times: each event at its step's
 * time after the order was placed, never before the event it followed nor later than now; the order's
 * paid, collected, signed, finished and canceled times and the write-backs' taken from its events. Open
 * orders keep theirs — an exception's countdown runs from when the stall answered.
 */
export async function settleDemoTimes(db: Db, tenantId: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with planned as (
        select e.id, e.order_id, e.at, e.id as seq, o.created_at + ${AFTER_PLACING} as target
          from daifa_order_events e join daifa_orders o on o.id = e.order_id
         where o.tenant_id = ${tenantId} and o.status in ('DELIVERED', 'FINISHED', 'CANCELED')
      ), ordered as (
        select id, least(max(target) over (partition by order_id order by at, seq rows unbounded preceding),
                         now() - interval '1 minute') as at
          from planned
      )
      update daifa_order_events e set at = ordered.at from ordered where e.id = ordered.id`);
    await tx.execute(sql`
      update daifa_orders d
         set paid_at = coalesce(t.paid, d.paid_at), delivered_at = coalesce(t.collected, d.delivered_at),
             signed_at = coalesce(t.signed, d.signed_at), finished_at = coalesce(t.finished, d.finished_at),
             canceled_at = coalesce(t.canceled, d.canceled_at), updated_at = t.last
        from (select e.order_id, min(e.at) filter (where e.type = 'PAID') as paid,
                     min(e.at) filter (where e.type = 'PICKED_UP') as collected,
                     min(e.at) filter (where e.type = 'SIGNED') as signed,
                     min(e.at) filter (where e.type = 'FINISHED') as finished,
                     min(e.at) filter (where e.type = 'CANCELED') as canceled, max(e.at) as last
                from daifa_order_events e join daifa_orders o on o.id = e.order_id
               where o.tenant_id = ${tenantId} and o.status in ('DELIVERED', 'FINISHED', 'CANCELED')
               group by e.order_id) t
       where d.id = t.order_id`);
    await tx.execute(sql`
      update shop_write_backs w set done_at = e.at
        from daifa_order_events e
       where w.tenant_id = ${tenantId} and w.state = 'DONE' and e.order_id = w.daifa_order_id
         and e.type in ('WRITE_BACK', 'WRITE_BACK_SKIPPED')`);
  });
}
