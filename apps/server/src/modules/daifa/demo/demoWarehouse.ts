import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { fulfilmentOrderOf, type DueLine, type DueOrder } from '../warehouse/fulfilmentSubmitter.ts';
import type { FulfilmentOrder } from '../gateways/fulfilmentGateway.ts';

/**
 * The warehouse stand-in's `control.adopt` body (its PROTOCOL.md, `POST /control/orders/adopt`): an
 * order it already holds, where it stands.
 */
export interface WarehouseAdoption {
  order: FulfilmentOrder;
  seq: number;
  stage: 'TAKING' | 'QC' | 'PACKING' | 'PRINTING' | 'ADDRESS_HOLD' | 'SHIPPED';
  lines: {
    lineId: number;
    state: 'WAITING' | 'TAKING' | 'TOOK' | 'TOOK_PART' | 'EXCEPTION';
    tookQty?: number;
    result?: string;
    reason?: string;
    exchange?: Record<string, unknown>;
  }[];
  weightG?: number;
  parcel?: { waybillNo: string; courierCode: string; step: number };
  held?: boolean;
}

/** The demo's warehouse: the stand-in's control in this process. */
export interface DemoWarehouse {
  adopt(body: WarehouseAdoption): Promise<unknown>;
  /** A return the desk expects, taken on where the demo's case already stands (its events applied up to `seq`). */
  adoptReturn(
    asNo: string,
    at: { stage: 'SIGNED' | 'QC_PASSED' | 'AT_STALL' | 'DONE' | 'PROBLEM' | 'CANCELED'; seq: number },
  ): Promise<unknown>;
  /** What the desk answers next for a return, instead of its seeded draw (a 协商退款 that gets an offer). */
  forceReturn(asNo: string, force: { negotiation?: 'OFFER' | 'REFUSE' }): Promise<unknown>;
  /** The courier's answer to the next interception of an order's parcel (已发货仅退款), instead of the draw. */
  forceIntercept(orderNo: string, outcome: 'OK' | 'FAIL'): Promise<unknown>;
  /** A return's (or interception's) steps played to their end now, whatever the clock says. */
  playReturn(asNo: string): Promise<unknown>;
}

type OpenOrder = DueOrder & {
  status: 'TAKING' | 'WAITING_DELIVERING' | 'DELIVERED';
  fulfilment_seq: number;
  waybill_no: string | null;
  weight_g: number;
  flags: string[];
  last_step: string | null;
  courier_steps: number;
  courier_problem: boolean;
};

type OpenLine = DueLine & {
  took_qty: number;
  pickup_state: string;
  exception_reason: string | null;
  exception_detail: { exchange?: Record<string, unknown> } | null;
};

/** Where a line stands at the warehouse, from ours. */
function lineAt(l: OpenLine): WarehouseAdoption['lines'][number] {
  const lineId = Number(l.id);
  switch (l.pickup_state) {
    case 'WAITING_TAKING':
      return { lineId, state: 'WAITING' };
    case 'TAKING':
      return { lineId, state: 'TAKING' };
    case 'TOOK_PART':
      return { lineId, state: 'TOOK_PART', tookQty: Number(l.took_qty) };
    case 'E_LACK_TAKING':
    case 'E_NEXT_TAKING':
    case 'E_CHANGE_TAKING':
    case 'E_STOP_TAKING':
      return {
        lineId,
        state: 'EXCEPTION',
        tookQty: Number(l.took_qty),
        result: l.pickup_state,
        ...(l.exception_reason ? { reason: l.exception_reason } : {}),
        ...(l.exception_detail?.exchange ? { exchange: l.exception_detail.exchange } : {}),
      };
    default:
      return { lineId, state: 'TOOK' };
  }
}

/** The warehouse's stage of a packed-or-later order, from the last of its events we applied. */
function stageOf(o: OpenOrder): Pick<WarehouseAdoption, 'stage' | 'parcel'> {
  if (o.status === 'TAKING') return { stage: 'TAKING' };
  if (o.flags.includes('BAD_ADDRESS')) return { stage: 'ADDRESS_HOLD' };
  if (o.waybill_no)
    return {
      stage: 'SHIPPED',
      parcel: { waybillNo: o.waybill_no, courierCode: o.courier_code, step: Number(o.courier_steps) },
    };
  if (o.last_step === 'PACKED') return { stage: 'PRINTING' };
  if (o.last_step === 'QC_DONE') return { stage: 'PACKING' };
  return { stage: 'QC' };
}

/**
 * Demo mode: the open orders the seed moved with its own events (taking, waiting on an exception,
 * packed, on the road, 地址异常) handed to the warehouse stand-in where they stand, so they move on
 * after the start like new ones — picked, packed, collected, signed — and answer 处理异常, 修改地址,
 * 挂起 and 取消 as the warehouse would. Signed parcels and courier problems are over at the warehouse and
 * stay ours. Returns how many were handed over.
 */
export async function handDemoOrdersToWarehouse(db: Db, warehouse: DemoWarehouse): Promise<number> {
  const open = await db.execute<OpenOrder>(sql`
    select o.id, o.order_no, o.courier_code, o.receiver_name, o.receiver_phone, o.province, o.city, o.district,
           o.address, o.receiver_cipher, o.receiver_oaid, o.platform, o.platform_order_no, o.extras, o.status, o.fulfilment_seq, o.waybill_no, o.weight_g, o.flags,
           (select e.type from daifa_order_events e
             where e.order_id = o.id and e.type in ('QC_DONE', 'PACKED', 'WAYBILL_PRINTED', 'WAYBILL_REFUSED')
             order by e.id desc limit 1) as last_step,
           (select count(*)::int from daifa_order_events e where e.order_id = o.id and e.type = 'TRACE') as courier_steps,
           exists (select 1 from daifa_order_events e where e.order_id = o.id and e.type = 'COURIER_PROBLEM') as courier_problem
      from daifa_orders o
     where o.submitted_at is null and o.fulfilment_seq > 0 and o.signed_at is null
       and o.status in ('TAKING', 'WAITING_DELIVERING', 'DELIVERED')
     order by o.id`);
  let handed = 0;
  for (const order of open.rows) {
    if (order.courier_problem) continue;
    const lines = await db.execute<OpenLine>(sql`
      select id, line_no, goods_id, article_no, stall, color, size, qty, price_fen, took_qty, pickup_state,
             exception_reason, exception_detail
        from daifa_order_lines where order_id = ${order.id} and not canceled order by line_no`);
    await warehouse.adopt({
      order: fulfilmentOrderOf(order, lines.rows),
      seq: Number(order.fulfilment_seq),
      ...stageOf(order),
      lines: lines.rows.map(lineAt),
      ...(order.status === 'TAKING' ? {} : { weightG: Number(order.weight_g) }),
      ...(order.flags.includes('HOLD') ? { held: true } : {}),
    });
    await db.execute(sql`update daifa_orders set submitted_at = now() where id = ${order.id}`);
    handed += 1;
  }
  return handed;
}
