import { sql, type SQL } from 'drizzle-orm';
import { DAIFA_PAY_MAX_ORDERS, daifaOrderStatus, stateLabel, type DaifaPay } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { conflict, invalid, notFound } from '../../../http/apiError.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { paymentLines } from '../placement/placement.ts';

type PayRow = {
  id: string;
  order_no: string;
  status: string;
  goods_fen: string;
  service_fen: string;
  freight_fen: string;
  pay_no: string | null;
};

/**
 * 去支付 / 批量支付: the selection's unpaid orders in one payment order, priced as they stand now (修改地址
 * may have re-quoted the freight). The open payment order of exactly these orders is handed back
 * (clicking twice makes one); otherwise a new one replaces any open one covering them (funds closes it),
 * so an order is never in two. `where` is the selection's condition on `daifa_orders o`, tenant first.
 */
export async function payDaifaOrders(
  tx: DbOrTx,
  funds: FundsServices,
  caller: { tenantId: number; accountId: number },
  where: SQL,
  mode: 'ids' | 'filter',
): Promise<DaifaPay> {
  // By filter only the unpaid ones count (the tab may hold others); by ids each one is answered for.
  const found = await tx.execute<PayRow>(sql`
    select o.id, o.order_no, o.status, o.goods_fen, o.service_fen, o.freight_fen, o.pay_no
      from daifa_orders o where ${where} ${mode === 'filter' ? sql`and o.status = 'WAITING_PAYMENT'` : sql``}
     order by o.created_at, o.id limit ${mode === 'filter' ? DAIFA_PAY_MAX_ORDERS + 1 : 10_000}`);
  if (!found.rows.length) {
    if (mode === 'ids') throw notFound('订单不存在');
    throw conflict('没有待付款的订单');
  }
  const payable = found.rows.filter((o) => o.status === 'WAITING_PAYMENT');
  const skipped = found.rows
    .filter((o) => o.status !== 'WAITING_PAYMENT')
    .map((o) => ({ orderNo: o.order_no, reason: `订单${stateLabel(daifaOrderStatus, o.status)}，无需支付` }));
  if (!payable.length) throw conflict(skipped.length === 1 ? skipped[0]!.reason : '所选订单均无需支付');
  if (payable.length > DAIFA_PAY_MAX_ORDERS)
    throw invalid(`一次最多支付${DAIFA_PAY_MAX_ORDERS}个订单，请缩小范围`, 'selection');

  const orderNos = payable.map((o) => o.order_no);
  const open = await reusable(tx, caller.tenantId, payable);
  if (open) return { payNo: open.payNo, orderNos, amountFen: open.amountFen, skipped };

  const payment = await funds.createPaymentOrder(tx, {
    tenantId: caller.tenantId,
    createdBy: caller.accountId,
    documentKind: 'DAIFA_ORDER',
    subject: orderNos.length === 1 ? `代发订单（${orderNos[0]}）` : `代发订单 ${orderNos.length} 个`,
    lines: payable.flatMap((o) =>
      paymentLines(o.order_no, Number(o.goods_fen), Number(o.service_fen), Number(o.freight_fen)),
    ),
  });
  await tx.execute(sql`
    update daifa_orders set pay_no = ${payment.payNo}
     where tenant_id = ${caller.tenantId} and order_no = any(${arrayParam(orderNos)}::text[]) and status = 'WAITING_PAYMENT'`);
  return { payNo: payment.payNo, orderNos, amountFen: payment.amountFen, skipped };
}

/** The open payment order all these orders point at, if it covers exactly them and has time left. */
async function reusable(tx: DbOrTx, tenantId: number, payable: PayRow[]) {
  const payNo = payable[0]!.pay_no;
  if (!payNo || payable.some((o) => o.pay_no !== payNo)) return null;
  const r = await tx.execute<{ amount_fen: string; document_nos: string[] }>(sql`
    select amount_fen, document_nos from payment_orders
     where pay_no = ${payNo} and tenant_id = ${tenantId} and state = 'WAITING'
       and expires_at > now() + interval '2 minutes'`);
  const open = r.rows[0];
  if (!open || open.document_nos.length !== payable.length) return null;
  return { payNo, amountFen: Number(open.amount_fen) };
}
