import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { ReturnsGateway } from '../../daifa/gateways/returnsGateway.ts';
import { closeProblemCase } from '../problemParcels.ts';
import { lockPostOrder } from './postOrders.ts';
import { receiverOf, type ReceiverColumns } from '../../daifa/orders/receiverOf.ts';

const SYSTEM = { accountId: null, operatorName: '仓库' };

/**
 * 寄回运费 paid (funds' onPaid, in the paying transaction): 待付款 → 待寄回, the parcels with it; the
 * submitter tells the desk after commit. One canceled meanwhile, or priced otherwise than this
 * payment (its receiver changed), is not owed: funds sends the money back.
 */
export function registerSendBackPaid(funds: FundsServices) {
  funds.onPaid('POST_ORDER', async ({ tx, order: payment }) => {
    const notOwed: string[] = [];
    for (const postNo of payment.documentNos) {
      const order = await lockPostOrder(tx, postNo, payment.tenantId);
      const paidFen = payment.lines.filter((l) => l.documentNo === postNo).reduce((s, l) => s + l.fen, 0);
      if (!order || order.state !== 'WAITING_PAYMENT' || paidFen !== order.freightFen) {
        notOwed.push(postNo);
        continue;
      }
      await tx.execute(sql`
        update post_orders set state = 'WAITING_SEND', paid_at = now(), pay_no = ${payment.payNo},
               updated_at = now(), version = version + 1
         where id = ${order.id}`);
      await tx.execute(sql`
        update problem_parcels set state = 'WAITING_RETURN', version = version + 1
         where post_order_id = ${order.id} and state = 'WAITING_PAYMENT'`);
    }
    return { notOwed, why: '寄回单已取消或已修改，无需支付' };
  });
}

type DueSendBack = ReceiverColumns & {
  id: number;
  post_no: string;
  courier_code: string;
};

/**
 * Hands paid 寄回单 to the returns desk, oldest payment first, each under its row lock (`skip locked`:
 * processes share the work; a 取消寄回 waits and then finds it told or not). Telling twice is a repeat
 * at the desk. Returns how many were handed over.
 */
export async function tellDeskSendBacks(db: Db, returns: ReturnsGateway, limit = 20): Promise<number> {
  let told = 0;
  for (let i = 0; i < limit; i++) {
    const outcome = await db.transaction(async (tx) => {
      const due = await tx.execute<DueSendBack>(sql`
        select id, post_no, courier_code, receiver_name, receiver_phone, province, city, district, address
          from post_orders where state = 'WAITING_SEND' and desk_told_at is null
         order by paid_at limit 1 for update skip locked`);
      const order = due.rows[0];
      if (!order) return 'NONE' as const;
      const parcels = await tx.execute<{ parcel_no: string }>(
        sql`select parcel_no from problem_parcels where post_order_id = ${order.id} order by id`,
      );
      const answer = await returns.sendBack({
        postNo: order.post_no,
        parcelNos: parcels.rows.map((p) => p.parcel_no),
        courier: order.courier_code,
        receiver: receiverOf(order),
      });
      if (answer.outcome === 'UNREACHABLE') return 'STOP' as const;
      // REFUSED: the desk holds another body under this JH — ours is told all the same, not resent forever
      await tx.execute(sql`update post_orders set desk_told_at = now() where id = ${order.id}`);
      return answer.outcome;
    });
    if (outcome === 'NONE' || outcome === 'STOP') break;
    if (outcome === 'DONE') told += 1;
  }
  return told;
}

export interface SendBackEvent {
  eventId: string;
  /** The 寄回单 (JH…). */
  subject: string;
  seq: number;
  type: 'SEND_BACK_SHIPPED';
  data: Record<string, unknown>;
}

/**
 * SEND_BACK_SHIPPED: 待寄回 → 已寄回 with the waybill, the parcels with it, and a return's case waiting
 * on its parcel ends (已拒绝: the refused goods went back to the seller). Seq as the desk's other events.
 */
export async function applySendBackEvent(tx: DbOrTx, funds: FundsServices, event: SendBackEvent) {
  const order = await lockPostOrder(tx, event.subject, null);
  if (!order) return 'UNKNOWN_POST_ORDER';
  if (event.seq <= order.deskSeq) return 'REPEAT';
  if (event.seq > order.deskSeq + 1) return 'GAP';
  await tx.execute(sql`update post_orders set desk_seq = ${event.seq} where id = ${order.id}`);
  if (order.state !== 'WAITING_SEND') return 'ANOMALY';
  const waybillNo = typeof event.data.waybillNo === 'string' ? event.data.waybillNo.slice(0, 40) : null;
  const weight = Number(event.data.weightG);
  const at = typeof event.data.at === 'string' ? event.data.at : null;
  await tx.execute(sql`
    update post_orders set state = 'SENT', waybill_no = ${waybillNo},
           shipped_weight_g = ${Number.isSafeInteger(weight) ? weight : null},
           shipped_at = coalesce(${at}::timestamptz, now()), updated_at = now(), version = version + 1
     where id = ${order.id}`);
  const parcels = await tx.execute<{ parcel_no: string; after_sale_id: number | null }>(sql`
    update problem_parcels set state = 'SEND_BACKED', handled_at = now(), version = version + 1
     where post_order_id = ${order.id} and state = 'WAITING_RETURN'
    returning parcel_no, after_sale_id`);
  for (const p of parcels.rows)
    if (p.after_sale_id !== null)
      await closeProblemCase(
        tx,
        funds,
        Number(p.after_sale_id),
        'PROBLEM_SENT_BACK',
        { parcelNo: p.parcel_no, postNo: order.postNo, waybillNo },
        SYSTEM,
      );
  return 'APPLIED';
}
