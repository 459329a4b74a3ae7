import { sql } from 'drizzle-orm';
import { addReconcileCheck } from '../../funds/ledger/reconcile.ts';
import { FEE_REASONS } from '../../funds/payments/replenish.ts';

const NAME = '每个已付款的代发订单：货款 + 代发费 + 运费 − 货款后付 − 已退 = 账上为它收付的钱';

/**
 * The dropship side of reconcile: for every order that was paid, what the order says it kept (its
 * price columns less 货款后付 and what it refunded) equals what the money side moved for it — its lines
 * of paid payment orders, its paid 补款, less its refunds (in) plus its freight top-ups (out).
 */
const perOrder = sql`
  with paid as (
    select l->>'documentNo' as order_no, sum((l->>'fen')::bigint) as fen
      from payment_orders p cross join lateral jsonb_array_elements(p.lines) l
     where p.state = 'PAID' and p.document_kind = 'DAIFA_ORDER' and l->>'itemType' <> 'GOODS_PAY_LATER'
     group by 1),
  replenished as (
    select order_no, sum(amount_fen) as fen from replenish_requests
     where state = 'PAID' and reason not in (${FEE_REASONS}) group by 1),
  own as (
    select document_no as order_no,
           sum(case direction when 'IN' then amount_fen when 'OUT' then -amount_fen else 0 end) as fen
      -- a payment order of one order posts under the order's number: counted once, from its lines
      from ledger_transactions where document_no like 'DF%' and idempotency_key not like 'pay:%' group by 1)
  select o.order_no, o.status,
         o.goods_fen + o.service_fen + o.freight_fen - o.pay_later_fen - o.refunded_fen as kept,
         coalesce(p.fen, 0) + coalesce(r.fen, 0) - coalesce(w.fen, 0) as moved
    from daifa_orders o
    left join paid p on p.order_no = o.order_no
    left join replenished r on r.order_no = o.order_no
    left join own w on w.order_no = o.order_no
   where o.paid_at is not null
     and o.goods_fen + o.service_fen + o.freight_fen - o.pay_later_fen - o.refunded_fen
         <> coalesce(p.fen, 0) + coalesce(r.fen, 0) - coalesce(w.fen, 0)`;

const REPLENISH_NAME = '每笔已支付的补款：已用于它的商品行或运费，或已退回';

/**
 * A paid 补款 took money for a line's new price or a parcel's freight: its order's timeline says it
 * was applied, or the money went back — never kept for nothing.
 */
const replenishApplied = sql`
  select r.replenish_no, r.order_no, r.amount_fen
    from replenish_requests r
   where r.state = 'PAID' and r.reason not in (${FEE_REASONS})
     and not exists (
       select 1 from daifa_orders o join daifa_order_events e on e.order_id = o.id
        where o.tenant_id = r.tenant_id and o.order_no = r.order_no
          and e.type in ('REPLENISH_PAID', 'FREIGHT_REPLENISH_PAID') and e.params->>'replenishNo' = r.replenish_no)
     and not exists (
       select 1 from ledger_transactions t
        where t.tenant_id = r.tenant_id and t.document_no = r.replenish_no and t.bill_type in ('REFUND', 'ALI_REFUND'))`;

/** Adds the dropship rules to reconcile (once per process). */
export function registerDaifaReconcile() {
  addReconcileCheck({ name: NAME, query: perOrder });
  addReconcileCheck({ name: REPLENISH_NAME, query: replenishApplied });
}
