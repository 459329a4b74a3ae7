import { sql } from 'drizzle-orm';
import { addReconcileCheck } from '../funds/ledger/reconcile.ts';

/** A bill is the sum of its lines, as made. */
const billIsItsLines = sql`
  select b.bill_no, b.amount_fen, coalesce(sum(l.amount_fen), 0) as lines_fen
    from pickup_bills b left join pickup_bill_lines l on l.bill_id = b.id
   group by b.id
  having b.amount_fen <> coalesce(sum(l.amount_fen), 0) or b.goods_fen - b.refund_fen <> b.amount_fen`;

/**
 * Money and bills agree: a bill paid by balance or Alipay has exactly one paid payment order owing its
 * amount; a bill credited to the balance has exactly one OFFLINE_REFUND of its amount.
 */
const billPaidOnce = sql`
  select b.bill_no, b.paid_by, b.amount_fen,
         (select count(*) from payment_orders p
           where p.document_kind = 'PICKUP_BILL' and p.state = 'PAID' and p.document_nos @> array[b.bill_no]
             and exists (select 1 from jsonb_array_elements(p.lines) x
                          where x->>'documentNo' = b.bill_no and (x->>'fen')::bigint = b.amount_fen)) as paid_orders,
         (select count(*) from ledger_transactions t
           where t.document_kind = 'PICKUP_BILL' and t.document_no = b.bill_no and t.bill_type = 'OFFLINE_REFUND'
             and t.amount_fen = -b.amount_fen) as credits
    from pickup_bills b
   where b.state = 'PAID' and b.paid_by in ('BALANCE', 'ALIPAY', 'CREDIT')`;

export function registerBillReconcile() {
  addReconcileCheck({ name: '拿货结算账单 = 明细之和', query: billIsItsLines });
  addReconcileCheck({
    name: '拿货结算账单 已付款各有一笔支付',
    query: sql`select * from (${billPaidOnce}) q
      where (paid_by in ('BALANCE', 'ALIPAY') and paid_orders <> 1) or (paid_by = 'CREDIT' and credits <> 1)`,
  });
}
