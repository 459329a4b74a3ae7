import { sql } from 'drizzle-orm';
import { addReconcileCheck } from '../../funds/ledger/reconcile.ts';

const NAME = '每个已付款的寄回单：运费 − 已退 = 账上为它收付的钱';

/**
 * A paid 寄回单 keeps its freight less what 取消寄回 gave back; the money side moved the same: its
 * lines of paid payment orders less the refunds posted on its number.
 */
const perPostOrder = sql`
  with paid as (
    select l->>'documentNo' as post_no, sum((l->>'fen')::bigint) as fen
      from payment_orders p cross join lateral jsonb_array_elements(p.lines) l
     where p.state = 'PAID' and p.document_kind = 'POST_ORDER'
     group by 1),
  own as (
    select document_no as post_no,
           sum(case direction when 'IN' then amount_fen when 'OUT' then -amount_fen else 0 end) as fen
      from ledger_transactions where document_no like 'JH%' and idempotency_key not like 'pay:%' group by 1)
  select s.post_no, s.state, s.freight_fen - s.refunded_fen as kept,
         coalesce(p.fen, 0) - coalesce(w.fen, 0) as moved
    from post_orders s
    left join paid p on p.post_no = s.post_no
    left join own w on w.post_no = s.post_no
   where s.paid_at is not null
     and s.freight_fen - s.refunded_fen <> coalesce(p.fen, 0) - coalesce(w.fen, 0)`;

/** Adds 寄回's rule to reconcile (once per process). */
export function registerSendBackReconcile() {
  addReconcileCheck({ name: NAME, query: perPostOrder });
}
