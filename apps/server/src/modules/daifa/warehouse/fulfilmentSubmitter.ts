import type { DaifaExtras } from '@oms/api-client';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { addEvent } from '../orders/daifaOrders.ts';
import type { FulfilmentGateway, FulfilmentOrder } from '../gateways/fulfilmentGateway.ts';
import { tellWarehouse } from './warehouseDue.ts';
import { receiverOf, type ReceiverColumns } from '../orders/receiverOf.ts';
import type { OrderSender } from '../../platformSettings/customInfo.ts';

export type DueOrder = ReceiverColumns & {
  id: number;
  order_no: string;
  courier_code: string;
  receiver_cipher: string | null;
  receiver_oaid: string | null;
  platform: string | null;
  platform_order_no: string | null;
  extras: DaifaExtras | null;
  sender: OrderSender | null;
};

/** What `fulfilmentOrderOf` reads of a daifa_orders row. */
export const DUE_COLUMNS = sql.raw(
  `id, order_no, courier_code, receiver_name, receiver_phone, province, city, district, address,
   receiver_cipher, receiver_oaid, platform, platform_order_no, extras, sender`,
);

export type DueLine = {
  id: number;
  line_no: number;
  goods_id: string | null;
  article_no: string;
  stall: string;
  color: string;
  size: string;
  qty: number;
  price_fen: number;
};

/** The receiver as the warehouse is handed it: a sealed one with the shop order it belongs to. */
export function fulfilmentReceiverOf(
  order: Omit<DueOrder, 'id' | 'order_no' | 'courier_code' | 'extras' | 'sender'>,
) {
  const sealed = order.receiver_cipher && order.receiver_oaid && order.platform && order.platform_order_no;
  return {
    receiver: {
      ...receiverOf(order),
      ...(sealed ? { encrypted: order.receiver_cipher!, oaid: order.receiver_oaid! } : {}),
    },
    ...(sealed ? { platform: { channel: order.platform!, tid: order.platform_order_no! } } : {}),
  };
}

/** The order as the warehouse is handed it (`POST /fulfilment/orders`): its active lines. */
export function fulfilmentOrderOf(order: DueOrder, lines: DueLine[]): FulfilmentOrder {
  return {
    orderNo: order.order_no,
    courier: order.courier_code,
    ...fulfilmentReceiverOf(order),
    ...(order.extras && Object.keys(order.extras).length ? { services: order.extras } : {}),
    ...(order.sender ? { sender: order.sender } : {}),
    lines: lines.map((l) => ({
      lineId: Number(l.id),
      lineNo: Number(l.line_no),
      ...(l.goods_id ? { goodsId: l.goods_id } : {}),
      articleNo: l.article_no,
      stall: l.stall,
      color: l.color,
      size: l.size,
      qty: Number(l.qty),
      priceFen: Number(l.price_fen),
    })),
  };
}

/**
 * Hands paid orders to the warehouse, oldest payment first. Each order is claimed with its row lock
 * (`skip locked`: several server processes share the work) and held through the call, so a cancel
 * waits and then finds the order submitted (and intercepts it) or not (and nothing was sent). A held
 * order (挂起) waits here. Submitting twice is a repeat at the warehouse, so a crash after its answer
 * and before our commit costs nothing. Returns how many were handed over.
 */
export async function submitPaidOrders(
  db: Db,
  gateway: FulfilmentGateway,
  limit = 20,
  /** One tenant's orders only (the demo hands its purchaser's over without touching the seller's). */
  tenantId: number | null = null,
): Promise<number> {
  let submitted = 0;
  for (let i = 0; i < limit; i++) {
    const outcome = await db.transaction(async (tx) => {
      const due = await tx.execute<DueOrder>(sql`
        select ${DUE_COLUMNS} from daifa_orders
         where status = 'WAITING_TAKING' and submitted_at is null and fulfilment_seq = 0
           and not ('HOLD' = any(flags)) ${tenantId === null ? sql`` : sql`and tenant_id = ${tenantId}`}
         order by paid_at limit 1 for update skip locked`);
      const order = due.rows[0];
      if (!order) return 'NONE' as const;
      const lines = await tx.execute<DueLine>(sql`
        select id, line_no, goods_id, article_no, stall, color, size, qty, price_fen
          from daifa_order_lines where order_id = ${order.id} and not canceled order by line_no`);
      const handed = fulfilmentOrderOf(order, lines.rows);
      const answer = await gateway.submit(handed);
      if (answer.outcome === 'UNREACHABLE') return 'STOP' as const;
      await tx.execute(sql`update daifa_orders set submitted_at = now() where id = ${order.id}`);
      await addEvent(
        tx,
        Number(order.id),
        answer.outcome === 'ACCEPTED'
          ? { type: 'SUBMITTED' }
          : { type: 'SUBMIT_REFUSED', params: { message: answer.message } },
      );
      return answer.outcome;
    });
    // Nothing due, or the warehouse is out of reach: the next round tries again.
    if (outcome === 'NONE' || outcome === 'STOP') break;
    if (outcome === 'ACCEPTED') submitted += 1;
  }
  return submitted;
}

/**
 * Runs `submitPaidOrders` and `tellWarehouse` every `everyMs` until stopped, then `extraPasses` (other
 * modules' hand-overs to the warehouse: 寄回单 to the returns desk).
 */
export function startFulfilmentSubmitter(
  db: Db,
  gateway: FulfilmentGateway,
  everyMs: number,
  onError: (error: unknown) => void,
  extraPasses: readonly (() => Promise<unknown>)[] = [],
) {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const loop = async () => {
    try {
      await submitPaidOrders(db, gateway);
      await tellWarehouse(db, gateway);
    } catch (error) {
      onError(error);
    }
    for (const pass of extraPasses) await pass().catch(onError);
    if (!stopped) timer = setTimeout(() => void loop(), everyMs);
  };
  timer = setTimeout(() => void loop(), 0);
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
