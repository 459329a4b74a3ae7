import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { daifaEndpoints } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { asDate } from '../../../db/rawRows.ts';
import { notFound } from '../../../http/apiError.ts';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { courierByCode } from '../express/couriers.ts';

/** The order's one timeline (the detail's too), oldest first: type + params, worded by the console. */
export async function timelineOf(db: DbOrTx, orderId: number) {
  const events = await db.execute<{ type: string; params: Record<string, unknown>; at: Date | string }>(sql`
    select type, params, at from daifa_order_events where order_id = ${orderId} order by at, id`);
  return events.rows.map((e) => ({ type: e.type, params: e.params, at: asDate(e.at).toISOString() }));
}

/** The courier's pushes kept on the timeline (`courierTraces.ts`): every step, problems too. */
const COURIER_EVENTS = ['TRACE', 'SIGNED', 'COURIER_PROBLEM'];

async function ownOrder(db: DbOrTx, tenantId: number, orderNo: string) {
  const r = await db.execute<{ id: string; courier_code: string; waybill_no: string | null }>(sql`
    select id, courier_code, waybill_no from daifa_orders where tenant_id = ${tenantId} and order_no = ${orderNo}`);
  // another seller's number is answered as no order at all
  if (!r.rows[0]) throw notFound('订单不存在');
  return r.rows[0];
}

/** `…/order/:orderNo/timeline` and `…/tracking` (the waybill in the list opens it): the caller's orders only. */
export function registerDaifaOrderTrail(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  registerEndpoint(app, ctx, daifaEndpoints.timeline, async ({ params, caller }) => {
    const order = await ownOrder(db, caller.tenantId, params.orderNo);
    return { orderNo: params.orderNo, timeline: await timelineOf(db, Number(order.id)) };
  });

  registerEndpoint(app, ctx, daifaEndpoints.tracking, async ({ params, caller }) => {
    const order = await ownOrder(db, caller.tenantId, params.orderNo);
    const pushes = await db.execute<{ params: Record<string, unknown> }>(sql`
      select params from daifa_order_events
       where order_id = ${order.id} and type = any(${arrayParam(COURIER_EVENTS)}::text[])
       order by coalesce(params->>'at', '') desc, id desc`);
    const traces = pushes.rows.map(({ params: p }) => ({
      at: typeof p.at === 'string' ? p.at : null,
      station: String(p.station ?? ''),
      location: String(p.location ?? ''),
      state: String(p.state ?? ''),
      stateEx: typeof p.stateEx === 'string' ? p.stateEx : null,
    }));
    return {
      orderNo: params.orderNo,
      courierCode: order.courier_code,
      courierName: courierByCode(order.courier_code)?.name ?? order.courier_code,
      waybillNo: order.waybill_no,
      state: traces[0]?.state ?? null,
      traces,
    };
  });
}
