import { yuanText } from '@oms/api-client';
import { sql } from 'drizzle-orm';
import { fundsNoSql } from '../fundsNumbers.ts';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { createPaymentOrder, findPaymentOrder } from '../payments/paymentOrders.ts';
import { markPaid, postPayment, type PaidHandlers } from '../payments/paymentSettlement.ts';

/**
 * A recharge is its own document: paying it is the whole effect (the ledger moves Alipay's money into
 * the available balance in `postPayment`), so it is always owed.
 */
export function registerRechargePaid(handlers: PaidHandlers) {
  handlers.register('RECHARGE', async () => ({ notOwed: [] }));
}

/** A funds number as it was drawn on `at`'s Beijing day (the demo's history is numbered by its days). */
export async function numberOn(tx: DbOrTx, prefix: 'CZ' | 'ZF' | 'TX', at: Date): Promise<string> {
  const r = await tx.execute<{ no: string }>(sql`select ${fundsNoSql(prefix, at)} as no`);
  return r.rows[0]!.no;
}

/**
 * A recharge paid at Alipay: its 充值 number and payment order, the trade booked, the order marked paid
 * and the money posted by `postPayment` — what a real one's notification does. For money that must come
 * from somewhere real: the demo's history (dated `at`, numbered on that day) and tests' top-ups.
 */
export async function bookPaidRecharge(
  tx: DbOrTx,
  ledger: Ledger,
  tenantId: number,
  fen: number,
  at: Date = new Date(Date.now() - 60_000),
): Promise<{ payNo: string }> {
  const rechargeNo = await numberOn(tx, 'CZ', at);
  const created = await createPaymentOrder(tx, {
    tenantId,
    createdBy: tenantId,
    documentKind: 'RECHARGE',
    subject: `余额充值 ${yuanText(fen)}`,
    lines: [{ documentNo: rechargeNo, itemType: 'OTHER', fen, label: '余额充值' }],
  });
  const payNo = await numberOn(tx, 'ZF', at);
  const paidAt = new Date(at.getTime() + 60_000);
  await tx.execute(sql`
    update payment_orders set pay_no = ${payNo}, created_at = ${at.toISOString()}::timestamptz,
           expires_at = ${new Date(at.getTime() + 30 * 60_000).toISOString()}::timestamptz
     where pay_no = ${created.payNo}`);
  const order = (await findPaymentOrder(tx, payNo, { lock: true }))!;
  const tradeNo = `2026${payNo.replace(/\D/g, '').padStart(24, '0').slice(-24)}`;
  await tx.execute(sql`
    insert into payment_trades (trade_no, pay_no, amount_fen, outcome, created_at)
    values (${tradeNo}, ${payNo}, ${fen}, 'APPLIED', ${paidAt.toISOString()}::timestamptz)`);
  if (!(await markPaid(tx, order, 'ALIPAY_WEB', tradeNo))) throw new Error(`demo recharge ${payNo} not paid`);
  await tx.execute(
    sql`update payment_orders set paid_at = ${paidAt.toISOString()}::timestamptz where pay_no = ${payNo}`,
  );
  const paid = { ...order, state: 'PAID' as const, method: 'ALIPAY_WEB' as const, tradeNo };
  await postPayment(tx, ledger, paid, 'ALIPAY_WEB', { id: null, name: '支付宝' }, tradeNo, paidAt);
  return { payNo };
}
