import { sql } from 'drizzle-orm';
import { courierOfWaybill, ErrorCode, maskName, maskPhone, type ExpressTraceItem } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { withinRate } from '../../../db/accountRate.ts';
import { ApiError } from '../../../http/apiError.ts';
import type { Caller } from '../../../http/caller.ts';
import { courierByCode } from './couriers.ts';

/** 物流查询: this many queries a minute per account (46007 beyond). */
export const TRACE_QUERIES_PER_MINUTE = 60;

type OrderRow = {
  id: string;
  order_no: string;
  waybill_no: string;
  courier_code: string;
  receiver_name: string;
  receiver_phone: string;
};
type PushRow = { order_id: string; params: Record<string, unknown> };

/**
 * Up to 20 waybills: each of the tenant's own 代发 parcels with the courier's pushes (newest first) and the
 * receiver masked; a number no parcel of the tenant carries — another tenant's included — is not found.
 */
export async function traceWaybills(
  db: DbOrTx,
  caller: Caller,
  waybillNos: string[],
): Promise<ExpressTraceItem[]> {
  if (!(await withinRate(db, caller.accountId, 'express-trace', TRACE_QUERIES_PER_MINUTE)))
    throw new ApiError(ErrorCode.QUERY_TOO_FREQUENT, '查询过于频繁，请稍后再试');
  const orders = await db.execute<OrderRow>(sql`
    select distinct on (waybill_no) id, order_no, waybill_no, courier_code, receiver_name, receiver_phone
      from daifa_orders
     where tenant_id = ${caller.tenantId} and waybill_no = any(${arrayParam(waybillNos)}::text[])
     order by waybill_no, created_at desc`);
  const ids = orders.rows.map((o) => Number(o.id));
  const pushes = ids.length
    ? await db.execute<PushRow>(sql`
        select order_id, params from daifa_order_events
         where order_id = any(${arrayParam(ids)}::bigint[]) and type in ('TRACE', 'SIGNED', 'COURIER_PROBLEM')
         order by coalesce(params->>'at', '') desc, id desc`)
    : { rows: [] as PushRow[] };
  const byOrder = new Map<string, PushRow['params'][]>();
  for (const p of pushes.rows)
    byOrder.set(String(p.order_id), [...(byOrder.get(String(p.order_id)) ?? []), p.params]);
  const byWaybill = new Map(orders.rows.map((o) => [o.waybill_no, o]));
  return waybillNos.map((no) => {
    const order = byWaybill.get(no);
    if (!order)
      return {
        waybillNo: no,
        found: false,
        courierName: courierOfWaybill(no),
        orderNo: null,
        receiverName: null,
        receiverPhone: null,
        state: null,
        traces: [],
      };
    const traces = (byOrder.get(String(order.id)) ?? []).map((p) => ({
      at: typeof p.at === 'string' ? p.at : null,
      station: String(p.station ?? ''),
      location: String(p.location ?? ''),
      state: String(p.state ?? ''),
    }));
    return {
      waybillNo: no,
      found: true,
      courierName: courierByCode(order.courier_code)?.name ?? order.courier_code,
      orderNo: order.order_no,
      receiverName: maskName(order.receiver_name),
      receiverPhone: maskPhone(order.receiver_phone),
      state: traces[0]?.state ?? null,
      traces,
    };
  });
}
