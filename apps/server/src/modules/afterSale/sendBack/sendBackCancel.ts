import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { ErrorCode } from '@oms/api-client';
import { ApiError, conflict } from '../../../http/apiError.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { ReturnsGateway } from '../../daifa/gateways/returnsGateway.ts';
import { quoteFreight } from '../../daifa/placement/placement.ts';
import type { Who } from '../../daifa/payments/lineSettlement.ts';
import { districtOf, lockPostOrder, ownPostOrder, type PostOrder } from './postOrders.ts';
import { newPayment } from './sendBackCreate.ts';
import { closeUnstartedPayment } from '../../funds/payments/paymentOrders.ts';
import { DeskUnreachable } from '../deskUnreachable.ts';

type Receiver = { name: string; phone: string; areaCode: string; address: string };

const changed = (order: PostOrder, state: string, freightFen: number, refundedFen = 0) => ({
  postNo: order.postNo,
  state,
  freightFen,
  refundedFen,
});

function whyNotOpen(order: PostOrder, doing: string) {
  if (order.state === 'SENT') return conflict(`包裹已寄出，不能${doing}`);
  return conflict(`寄回单已取消，不能${doing}`);
}

/**
 * The desk's answer to a change of a 寄回单 as the error to throw (shipped meanwhile, or out of reach →
 * 40900), or null when done — or when it never held it (not yet handed over: ours alone to change).
 */
function refusalOfSendBackDesk(answer: Awaited<ReturnType<ReturnsGateway['cancelSendBack']>>, doing: string) {
  if (answer.outcome === 'DONE' || answer.outcome === 'UNKNOWN_ORDER') return null;
  if (answer.outcome === 'REFUSED') return conflict(`仓库已寄出包裹，不能${doing}`);
  return new DeskUnreachable(`未${doing}`);
}

/**
 * 取消寄回: the parcels back to 待处理 (their deadline as it was) and out of the 寄回单; an unpaid one's
 * payment order closed (one at Alipay is refunded when it lands: onPaid finds it CANCEL), a paid one's
 * freight back to the balance. The desk is told first when it holds the 寄回单, under the lock.
 */
export async function cancelSendBack(
  tx: DbOrTx,
  deps: { funds: FundsServices; returns: ReturnsGateway },
  order: PostOrder,
  reason: 'USER' | 'UNPAID',
  who: Who,
) {
  if (order.state !== 'WAITING_PAYMENT' && order.state !== 'WAITING_SEND') throw whyNotOpen(order, '取消');
  if (order.deskToldAt) {
    const refused = refusalOfSendBackDesk(await deps.returns.cancelSendBack(order.postNo), '取消');
    if (refused) throw refused;
  }
  const moved = await tx.execute(sql`
    update post_orders set state = 'CANCEL', canceled_at = now(), cancel_reason = ${reason}, updated_at = now(),
           version = version + 1
     where id = ${order.id} and version = ${order.version}`);
  if (!moved.rowCount) throw conflict('寄回单状态已变化，请刷新后重试');
  await tx.execute(sql`
    update problem_parcels set state = 'WAITING_PROCESS', post_order_id = null, version = version + 1
     where post_order_id = ${order.id}`);
  let refundedFen = 0;
  if (order.state === 'WAITING_PAYMENT') {
    await closeUnstartedPayment(tx, order.payNo);
  } else {
    await deps.funds.refund(tx, {
      tenantId: order.tenantId,
      documentNo: order.postNo,
      fen: order.freightFen,
      to: 'BALANCE',
      reason: '取消寄回，退回运费',
      idempotencyKey: `sendback:${order.postNo}:cancel`,
      operator: { id: who.accountId, name: who.operatorName },
      itemType: 'FREIGHT',
    });
    refundedFen = order.freightFen;
    await tx.execute(sql`update post_orders set refunded_fen = ${refundedFen} where id = ${order.id}`);
  }
  return changed(order, 'CANCEL', order.freightFen, refundedFen);
}

/**
 * 修改收件信息 before shipping. Unpaid: re-quoted, and a new payment order when the freight changes.
 * Paid: only where the freight stays the same (else 40000), the desk told first when it holds it.
 */
export async function changeSendBackReceiver(
  tx: DbOrTx,
  deps: { funds: FundsServices; returns: ReturnsGateway },
  caller: { tenantId: number; accountId: number },
  postNo: string,
  receiver: Receiver,
) {
  const order = await ownPostOrder(tx, postNo, caller.tenantId);
  if (order.state !== 'WAITING_PAYMENT' && order.state !== 'WAITING_SEND')
    throw whyNotOpen(order, '修改收件信息');
  const district = districtOf(receiver.areaCode);
  const { fen } = await quoteFreight(tx, order.courierCode, district.provinceCode, order.weightG);
  if (order.state === 'WAITING_SEND' && fen !== order.freightFen)
    throw new ApiError(ErrorCode.SEND_BACK_FREIGHT_CHANGED, '运费已变化，请取消后重新寄回');
  if (order.deskToldAt) {
    const refused = refusalOfSendBackDesk(
      await deps.returns.changeSendBackReceiver(order.postNo, {
        name: receiver.name,
        phone: receiver.phone,
        province: district.province,
        city: district.city,
        district: district.district,
        address: receiver.address,
      }),
      '修改收件信息',
    );
    if (refused) throw refused;
  }
  await tx.execute(sql`
    update post_orders set receiver_name = ${receiver.name}, receiver_phone = ${receiver.phone},
           area_code = ${receiver.areaCode}, province = ${district.province}, city = ${district.city},
           district = ${district.district}, address = ${receiver.address}, freight_fen = ${fen},
           updated_at = now(), version = version + 1
     where id = ${order.id}`);
  if (order.state === 'WAITING_PAYMENT' && fen !== order.freightFen)
    await newPayment(tx, deps.funds, caller, order.postNo, fen);
  return changed(order, order.state, fen);
}

/**
 * A 寄回单 left unpaid: once its payment order is closed or past its 30 minutes (and none newer is
 * open), it is canceled as 取消寄回 and the parcels are 待处理 again — past their deadline, they go to
 * the platform with the next deadline sweep. One transaction each.
 */
export async function cancelUnpaidSendBacks(
  db: Db,
  deps: { funds: FundsServices; returns: ReturnsGateway },
  limit = 200,
) {
  const due = await db.execute<{ post_no: string }>(sql`
    select s.post_no from post_orders s
     where s.state = 'WAITING_PAYMENT' and s.created_at < now() - interval '30 minutes'
       and not exists (select 1 from payment_orders p
                        where p.pay_no = s.pay_no and p.state = 'WAITING' and p.expires_at > now())
     order by s.created_at limit ${limit}`);
  let done = 0;
  for (const row of due.rows)
    await db.transaction(async (tx) => {
      const order = await lockPostOrder(tx, row.post_no, null);
      if (order?.state !== 'WAITING_PAYMENT') return;
      await cancelSendBack(tx, deps, order, 'UNPAID', { accountId: null, operatorName: '系统' });
      done++;
    });
  return done;
}
