import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** What a taken answer is billed at: the price reported, else the task's. */
const TAKE_PRICE = sql`coalesce(a.took_price_fen, t.took_price_fen, t.ref_price_fen)`;

/**
 * 日结审核's bills (in the audit's transaction, the day locked): one a stall with answers taken that day
 * or refunds accepted and not yet billed, numbered JS + the day + 6 digits. Each taken answer and each
 * refund lands on exactly one bill (the lines' unique indexes), so a bill is Σ its lines by making.
 * A line no supplier matches (未归类) has no stall to owe and is left out.
 */
export async function makeDayBills(tx: DbOrTx, tenantId: number, day: string): Promise<number> {
  const made = await tx.execute<{ id: number }>(sql`
    with takes as (
      select a.supplier_id, count(*)::int as lines, sum(a.took_qty)::int as pieces,
             sum(a.took_qty * ${TAKE_PRICE})::bigint as goods
        from pickup_assignments a join pickup_tasks t on t.id = a.task_id
       where a.tenant_id = ${tenantId} and a.day = ${day}::date and a.state in ('TOOK', 'TOOK_PART')
         and a.took_qty > 0 and a.supplier_id is not null
         and not exists (select 1 from pickup_bill_lines l where l.assignment_id = a.id)
       group by a.supplier_id),
    refunds as (
      select r.supplier_id, sum(r.refund_fen)::bigint as refund
        from return_items r
       where r.tenant_id = ${tenantId} and r.state = 'FACTORY_RETURNED' and r.confirmed_at is not null
         and coalesce(r.refund_fen, 0) > 0 and r.supplier_id is not null
         and (r.confirmed_at at time zone 'Asia/Shanghai')::date <= ${day}::date
         and not exists (select 1 from pickup_bill_lines l where l.return_item_id = r.id)
       group by r.supplier_id),
    stalls as (
      select s.id, s.settle_mode, coalesce(tk.lines, 0) as lines, coalesce(tk.pieces, 0) as pieces,
             coalesce(tk.goods, 0) as goods, coalesce(rf.refund, 0) as refund
        from suppliers s
        left join takes tk on tk.supplier_id = s.id
        left join refunds rf on rf.supplier_id = s.id
       where s.tenant_id = ${tenantId} and (tk.supplier_id is not null or rf.supplier_id is not null)
       order by s.walk_key, s.id)
    insert into pickup_bills (tenant_id, bill_no, supplier_id, day, settle_mode, lines, pieces, goods_fen,
                              refund_fen, amount_fen)
    select ${tenantId}, 'JS' || to_char(${day}::date, 'YYMMDD') || lpad((nextval('pickup_bill_no_seq') % 1000000)::text, 6, '0'),
           id, ${day}::date, settle_mode, lines, pieces, goods, refund, goods - refund
      from stalls
    on conflict (tenant_id, supplier_id, day) do nothing
    returning id`);
  if (!made.rows.length) return 0;
  const ids = sql.param(made.rows.map((r) => Number(r.id)));
  await tx.execute(sql`
    insert into pickup_bill_lines (bill_id, kind, assignment_id, code, order_no, article_no, color, size, qty,
                                   price_fen, amount_fen, staff_name)
    select b.id, 'TAKE', a.id, t.take_code, t.order_no, t.article_no, t.color, t.size, a.took_qty, ${TAKE_PRICE},
           a.took_qty * ${TAKE_PRICE}, coalesce(p.sub_username, p.username, '')
      from pickup_bills b
      join pickup_assignments a on a.tenant_id = b.tenant_id and a.supplier_id = b.supplier_id and a.day = b.day
      join pickup_tasks t on t.id = a.task_id
      left join accounts p on p.id = a.picker_id
     where b.id = any(${ids}::bigint[]) and a.state in ('TOOK', 'TOOK_PART') and a.took_qty > 0
       and not exists (select 1 from pickup_bill_lines l where l.assignment_id = a.id)
     order by b.id, a.walk_key, a.id`);
  await tx.execute(sql`
    insert into pickup_bill_lines (bill_id, kind, return_item_id, code, order_no, article_no, color, size, qty,
                                   price_fen, amount_fen, staff_name)
    select b.id, 'REFUND', r.id, r.return_no, r.order_no, r.article_no, r.color, r.size, r.qty, r.price_fen,
           -r.refund_fen, coalesce(p.sub_username, p.username, '')
      from pickup_bills b
      join return_items r on r.tenant_id = b.tenant_id and r.supplier_id = b.supplier_id
      left join accounts p on p.id = r.staff_id
     where b.id = any(${ids}::bigint[]) and r.state = 'FACTORY_RETURNED' and r.confirmed_at is not null
       and coalesce(r.refund_fen, 0) > 0
       and (r.confirmed_at at time zone 'Asia/Shanghai')::date <= b.day
       and not exists (select 1 from pickup_bill_lines l where l.return_item_id = r.id)
     order by b.id, r.id`);
  return made.rows.length;
}
