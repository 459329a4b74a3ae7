import { sql } from 'drizzle-orm';
import type { DaifaOrderDetail } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';
import { FEE_REASONS } from '../../funds/payments/replenish.ts';

type FlowRow = {
  at: Date | string;
  bill_type: string;
  fen: string | number;
  method: string | null;
  reference: string | null;
  memo: string;
};

/**
 * 资金流向 of one order, from the same sources reconcile checks it against (`daifaReconcile.ts`): its
 * lines of each paid payment order, its paid 补款, and the ledger's own postings for it (refunds in,
 * freight top-ups out) — a payment order of this order alone posts under its number and is counted
 * once, from its lines.
 */
export async function moneyFlowOf(
  db: DbOrTx,
  tenantId: number,
  orderNo: string,
): Promise<DaifaOrderDetail['moneyFlow']> {
  const r = await db.execute<FlowRow>(sql`
    select p.paid_at as at, 'ORDER' as bill_type,
           -(select coalesce(sum((l->>'fen')::bigint), 0) from jsonb_array_elements(p.lines) l
              where l->>'documentNo' = ${orderNo} and l->>'itemType' <> 'GOODS_PAY_LATER') as fen,
           p.method, p.pay_no as reference, '支付订单' as memo
      from payment_orders p
     where p.tenant_id = ${tenantId} and p.state = 'PAID' and p.document_kind = 'DAIFA_ORDER'
       and p.document_nos @> array[${orderNo}]::text[]
    union all
    select r.paid_at, 'REPLENISH', -r.amount_fen, p.method, r.replenish_no,
           case r.reason when 'PRICE_RAISED' then '档口涨价补款' when 'FREIGHT_CHANGED' then '运费补款' else '补款' end
      from replenish_requests r left join payment_orders p on p.pay_no = r.pay_no
     where r.tenant_id = ${tenantId} and r.order_no = ${orderNo} and r.state = 'PAID'
       -- 退货服务费 is the after-sale case's money, shown on its page (平台拿退货费 no order's)
       and r.reason not in (${FEE_REASONS})
    union all
    select t.created_at, t.bill_type,
           case t.direction when 'IN' then t.amount_fen when 'OUT' then -t.amount_fen else 0 end,
           t.pay_method, null, t.memo
      from ledger_transactions t
     where t.tenant_id = ${tenantId} and t.document_no = ${orderNo} and t.idempotency_key not like 'pay:%'
    order by 1, 2`);
  return r.rows.map((row) => ({
    at: asDate(row.at).toISOString(),
    billType: row.bill_type,
    fen: Number(row.fen),
    method: row.method,
    reference: row.reference,
    memo: row.memo,
  }));
}
