import { sql } from 'drizzle-orm';
import type { SendBackCreateRequest } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { conflict } from '../../../http/apiError.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { PaymentLine } from '../../funds/payments/paymentOrders.ts';
import { quoteFreight } from '../../daifa/placement/placement.ts';
import type { Who } from '../../daifa/payments/lineSettlement.ts';
import { courierQuotes } from '../../daifa/express/expressEndpoints.ts';
import {
  districtOf,
  lockWaitingParcels,
  ownPostOrder,
  parcelsForQuote,
  parcelsWeightG,
  postNoSql,
} from './postOrders.ts';

type Caller = { tenantId: number; accountId: number };

/** 寄回运费 to a district, per courier, for these parcels together. */
export async function quoteSendBack(tx: DbOrTx, tenantId: number, ids: number[], areaCode: string) {
  const district = districtOf(areaCode);
  const weightG = parcelsWeightG(await parcelsForQuote(tx, tenantId, ids));
  return { weightG, couriers: await courierQuotes(tx, district.provinceCode, weightG) };
}

const freightLine = (postNo: string, fen: number): PaymentLine[] => [
  { documentNo: postNo, itemType: 'FREIGHT', fen, label: '寄回运费' },
];

/** The payment order for a 待付款 寄回单 (replacing any open one of it). */
export async function newPayment(
  tx: DbOrTx,
  funds: FundsServices,
  caller: Caller,
  postNo: string,
  fen: number,
) {
  const payment = await funds.createPaymentOrder(tx, {
    tenantId: caller.tenantId,
    createdBy: caller.accountId,
    documentKind: 'POST_ORDER',
    subject: `寄回运费（${postNo}）`,
    lines: freightLine(postNo, fen),
  });
  await tx.execute(
    sql`update post_orders set pay_no = ${payment.payNo}, updated_at = now() where post_no = ${postNo}`,
  );
  return { postNo, payNo: payment.payNo, amountFen: payment.amountFen };
}

/**
 * 寄回: the 待处理 parcels into one 寄回单 at the freight of the courier's rule now, the parcels
 * 待付款 with it, and its payment order — all or nothing.
 */
export async function createSendBack(
  tx: DbOrTx,
  funds: FundsServices,
  caller: Caller,
  who: Who,
  body: Pick<SendBackCreateRequest, 'problemIds' | 'courierCode' | 'receiver'>,
) {
  const district = districtOf(body.receiver.areaCode);
  const parcels = await lockWaitingParcels(tx, caller.tenantId, body.problemIds);
  const weightG = parcelsWeightG(parcels);
  const { fen } = await quoteFreight(tx, body.courierCode, district.provinceCode, weightG);
  const made = await tx.execute<{ id: number; post_no: string }>(sql`
    insert into post_orders (tenant_id, post_no, state, courier_code, receiver_name, receiver_phone, area_code,
                             province, city, district, address, weight_g, freight_fen, problem_ids, account_id,
                             operator_name)
    values (${caller.tenantId}, ${postNoSql}, 'WAITING_PAYMENT', ${body.courierCode}, ${body.receiver.name},
            ${body.receiver.phone}, ${body.receiver.areaCode}, ${district.province}, ${district.city},
            ${district.district}, ${body.receiver.address}, ${weightG}, ${fen},
            ${arrayParam(parcels.map((p) => Number(p.id)))}::bigint[], ${who.accountId}, ${who.operatorName})
    returning id, post_no`);
  const order = made.rows[0]!;
  await tx.execute(sql`
    update problem_parcels set state = 'WAITING_PAYMENT', post_order_id = ${Number(order.id)}, version = version + 1
     where id = any(${arrayParam(parcels.map((p) => Number(p.id)))}::bigint[])`);
  return newPayment(tx, funds, caller, order.post_no, fen);
}

/** 去支付: the open payment order of a 待付款 寄回单 if it has time left, else a new one. */
export async function paySendBack(tx: DbOrTx, funds: FundsServices, caller: Caller, postNo: string) {
  const order = await ownPostOrder(tx, postNo, caller.tenantId);
  if (order.state !== 'WAITING_PAYMENT') throw conflict('寄回单已支付或已取消，无需支付');
  if (order.payNo) {
    const open = await tx.execute<{ amount_fen: string }>(sql`
      select amount_fen from payment_orders
       where pay_no = ${order.payNo} and tenant_id = ${caller.tenantId} and state = 'WAITING'
         and expires_at > now() + interval '2 minutes'`);
    if (open.rows[0] && Number(open.rows[0].amount_fen) === order.freightFen)
      return { postNo, payNo: order.payNo, amountFen: order.freightFen };
  }
  return newPayment(tx, funds, caller, postNo, order.freightFen);
}
