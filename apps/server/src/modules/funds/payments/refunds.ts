import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { conflict } from '../../../http/apiError.ts';
import { nextFundsNo } from '../fundsNumbers.ts';
import type { Ledger, PaymentItemTypeCode } from '../ledger/ledger.ts';
import type { PaymentGateway } from '../alipay/paymentGateway.ts';

export interface RefundInput {
  tenantId: number;
  /** The document the money was paid for (a dropship order, a 补款…). */
  documentNo: string;
  fen: number;
  /** BALANCE: into the available balance; ORIGINAL: back the way it came (Alipay, else the balance). */
  to: 'BALANCE' | 'ORIGINAL';
  reason: string;
  idempotencyKey: string;
  operator: { id: number | null; name: string };
  itemType?: PaymentItemTypeCode;
  /** APPEAL: a 申诉 granted on /ops (always to the balance); counted against what was paid like a refund. */
  billType?: 'REFUND' | 'APPEAL';
}

const RETRY_SECONDS = [10, 60, 300, 1800, 3600, 6 * 3600];

/**
 * Money back for a paid document: never more than was paid for it (earlier refunds counted), posted in
 * the caller's transaction. To the original Alipay payment it is a `payment_refunds` row the refund
 * worker sends after commit, retried under one out_request_no; if Alipay finally refuses, the money
 * lands in the balance instead, so it is never lost.
 */
export async function refundDocument(tx: DbOrTx, ledger: Ledger, input: RefundInput): Promise<{ refundNo: string | null; to: 'BALANCE' | 'ALIPAY' }> {
  if (!Number.isSafeInteger(input.fen) || input.fen <= 0) throw new Error(`refund of ${input.fen} fen`);
  const paid = await tx.execute<{ pay_no: string; method: string; trade_no: string | null; fen: number }>(sql`
    select o.pay_no, o.method, o.trade_no,
           (select coalesce(sum((l->>'fen')::bigint), 0) from jsonb_array_elements(o.lines) l
             where l->>'documentNo' = ${input.documentNo} and l->>'itemType' <> 'GOODS_PAY_LATER') as fen
      from payment_orders o
     where o.tenant_id = ${input.tenantId} and o.state = 'PAID' and o.document_nos @> array[${input.documentNo}]::text[]
     order by o.paid_at desc`);
  // Serialises refunds of one document, so two at once cannot both pass the cap.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`refund:${input.tenantId}:${input.documentNo}`}, 5))`);
  const already = await tx.execute<{ key: string | null; fen: number }>(sql`
    select (select idempotency_key from ledger_transactions where idempotency_key = ${input.idempotencyKey}) as key,
           coalesce(sum(amount_fen) filter (where bill_type in ('REFUND', 'ALI_REFUND', 'APPEAL') and reverses_id is null
                                            and memo not like '原路退回失败%'), 0) as fen
      from ledger_transactions where tenant_id = ${input.tenantId} and document_no = ${input.documentNo}`);
  if (already.rows[0]?.key) return { refundNo: null, to: 'BALANCE' };
  const paidFen = paid.rows.reduce((s, r) => s + Number(r.fen), 0);
  if (Number(already.rows[0]?.fen ?? 0) + input.fen > paidFen) throw conflict('退款金额超过已支付金额');
  const itemType = input.itemType ?? 'ORDER';
  const from = itemType === 'ORDER' || itemType === 'UPDATE_PRICE' ? 'supplierPayable' : 'revenue';
  const viaAlipay =
    input.to === 'ORIGINAL' && input.billType !== 'APPEAL'
      ? paid.rows.find((r) => r.method !== 'BALANCE' && r.trade_no)
      : undefined;
  const base = {
    tenantId: input.tenantId,
    direction: 'IN' as const,
    document: { kind: 'REFUND', no: input.documentNo },
    operator: input.operator,
    memo: input.reason,
    idempotencyKey: input.idempotencyKey,
  };
  if (!viaAlipay) {
    await ledger.post(tx, {
      ...base,
      billType: input.billType ?? 'REFUND',
      payMethod: 'BALANCE',
      entries: [
        { account: from, fen: -input.fen, itemType },
        { account: 'available', fen: input.fen, itemType },
      ],
    });
    return { refundNo: null, to: 'BALANCE' };
  }
  const refundNo = await nextFundsNo(tx, 'TK');
  await ledger.post(tx, {
    ...base,
    billType: 'ALI_REFUND',
    payMethod: viaAlipay.method as 'ALIPAY_WEB',
    detail: { refundNo, payNo: viaAlipay.pay_no, tradeNo: viaAlipay.trade_no },
    entries: [
      { account: from, fen: -input.fen, itemType },
      { account: 'alipayClearing', fen: input.fen, itemType },
    ],
  });
  await tx.execute(sql`
    insert into payment_refunds (refund_no, tenant_id, pay_no, trade_no, document_no, fen, reason)
    values (${refundNo}, ${input.tenantId}, ${viaAlipay.pay_no}, ${viaAlipay.trade_no}, ${input.documentNo}, ${input.fen}, ${input.reason})`);
  return { refundNo, to: 'ALIPAY' };
}

/**
 * A second Alipay trade for one payment order (or a payment of something no longer owed): the money
 * is booked in and handed straight back to the same trade, both visible on the tenant's bills.
 */
export async function refundTrade(
  tx: DbOrTx,
  ledger: Ledger,
  input: { tenantId: number; payNo: string; tradeNo: string; fen: number; method: string; reason: string },
): Promise<string> {
  const refundNo = await nextFundsNo(tx, 'TK');
  const common = {
    tenantId: input.tenantId,
    document: { kind: 'PAYMENT', no: input.payNo },
    payMethod: input.method as 'ALIPAY_WEB',
    operator: { id: null, name: '系统' },
    detail: { payNo: input.payNo, tradeNo: input.tradeNo, refundNo },
  };
  await ledger.post(tx, {
    ...common,
    billType: 'OTHER',
    direction: 'IN',
    memo: `${input.reason}：收到支付宝付款，将原路退回`,
    idempotencyKey: `trade:${input.tradeNo}`,
    entries: [
      { account: 'alipayClearing', fen: -input.fen },
      { account: 'available', fen: input.fen },
    ],
  });
  await ledger.post(tx, {
    ...common,
    billType: 'ALI_REFUND',
    direction: 'OUT',
    memo: `${input.reason}：原路退回支付宝`,
    idempotencyKey: `trade:${input.tradeNo}:refund`,
    entries: [
      { account: 'available', fen: -input.fen },
      { account: 'alipayClearing', fen: input.fen },
    ],
  });
  await tx.execute(sql`
    insert into payment_refunds (refund_no, tenant_id, pay_no, trade_no, document_no, fen, reason)
    values (${refundNo}, ${input.tenantId}, ${input.payNo}, ${input.tradeNo}, ${input.payNo}, ${input.fen}, ${input.reason})`);
  return refundNo;
}

/**
 * Sends due Alipay refunds. A row is claimed by pushing its next attempt out (so another process skips
 * it), sent, then settled: SUCCESS; RETRY later under the same out_request_no; FAILED → the money goes
 * to the balance with a visible entry.
 */
export async function sendDueRefunds(db: Db, ledger: Ledger, gateway: PaymentGateway, limit = 20): Promise<number> {
  const due = await db.execute<{ id: number; refund_no: string; tenant_id: number; pay_no: string; trade_no: string; document_no: string; fen: number; reason: string; attempts: number }>(sql`
    update payment_refunds r set next_attempt_at = now() + interval '2 minutes', attempts = r.attempts + 1
      from (select id from payment_refunds where state = 'PROCESSING' and next_attempt_at <= now()
             order by next_attempt_at limit ${limit} for update skip locked) d
     where r.id = d.id
     returning r.*`);
  for (const r of due.rows) {
    const result = await gateway.refund({ refundNo: r.refund_no, payNo: r.pay_no, tradeNo: r.trade_no, fen: Number(r.fen), reason: r.reason });
    if (result.status === 'SUCCESS') {
      await db.execute(sql`update payment_refunds set state = 'SUCCESS', finished_at = now(), last_error = null where id = ${r.id} and state = 'PROCESSING'`);
    } else if (result.status === 'RETRY' && r.attempts < RETRY_SECONDS.length + 3) {
      const wait = RETRY_SECONDS[Math.min(r.attempts - 1, RETRY_SECONDS.length - 1)]!;
      await db.execute(sql`
        update payment_refunds set last_error = ${result.message}, next_attempt_at = now() + make_interval(secs => ${wait})
         where id = ${r.id} and state = 'PROCESSING'`);
    } else {
      const message = result.status === 'RETRY' ? result.message : result.message;
      await db.transaction(async (tx) => {
        const moved = await tx.execute(sql`
          update payment_refunds set state = 'FAILED', last_error = ${message}, finished_at = now() where id = ${r.id} and state = 'PROCESSING'`);
        if (moved.rowCount !== 1) return;
        await ledger.post(tx, {
          tenantId: Number(r.tenant_id),
          billType: 'REFUND',
          direction: 'IN',
          document: { kind: 'REFUND', no: r.document_no },
          payMethod: 'BALANCE',
          operator: { id: null, name: '系统' },
          memo: `原路退回失败（${message}），已退至余额`,
          idempotencyKey: `refund-fallback:${r.refund_no}`,
          detail: { refundNo: r.refund_no },
          entries: [
            { account: 'alipayClearing', fen: -Number(r.fen) },
            { account: 'available', fen: Number(r.fen) },
          ],
        });
      });
    }
  }
  return due.rows.length;
}
