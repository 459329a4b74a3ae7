import { sql, type SQL } from 'drizzle-orm';
import { RETURN_APPLY_DAYS } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { PENDING } from './shopAfterSaleRows.ts';

/** How long an account's 漏转售后 count is shown before it is counted again. */
export const LEAK_TTL_SECONDS = 60;

/**
 * Still convertible, as far as the dropship order shows in SQL (at the stall untaken, or signed for
 * within 15 days): `convertOf` has the last word on each row.
 */
const CONVERTIBLE = sql`exists (
  select 1 from daifa_order_lines x join daifa_orders xo on xo.id = x.order_id
   where x.shop_order_line_id = s.shop_order_line_id and not x.canceled
     and not exists (select 1 from after_sale_lines al where al.line_id = x.id and al.open)
     and ((xo.status in ('WAITING_TAKING', 'TAKING') and x.took_qty = 0)
          or (xo.status in ('DELIVERED', 'FINISHED') and xo.signed_at > now() - make_interval(days => ${RETURN_APPLY_DAYS})
              -- 已发货仅退款: the buyer keeps the goods, nothing to convert
              and s.kind is distinct from 'REFUND_ONLY')
          -- 已发货仅退款 while a parcel of that one line is on its way: the courier can bring it back
          or (xo.status = 'DELIVERED' and xo.signed_at is null and s.kind = 'REFUND_ONLY'
              and 1 = (select count(*) from daifa_order_lines px
                        where px.order_id = xo.id and not px.canceled and px.took_qty > 0))))`;

export type Leaked = { count: number; fen: number };

/** 漏转售后 among the refunds `where` selects: refunded to the buyer, still convertible, not yet a case. */
export async function leakedWhere(db: DbOrTx, where: SQL[]): Promise<Leaked> {
  const r = await db.execute<{ n: number; fen: number }>(sql`
    select count(*)::int as n, coalesce(sum(s.amount_fen), 0) as fen from shop_after_sales s
     where ${sql.join(
       // 换货 refunds the buyer nothing: no money at risk
       [...where, PENDING, sql`s.status = 'REFUNDED'`, sql`s.kind is distinct from 'EXCHANGE'`, CONVERTIBLE],
       sql` and `,
     )}`);
  return { count: Number(r.rows[0]!.n), fen: Number(r.rows[0]!.fen) };
}

/**
 * An account's 漏转售后 as counted within the last minute, else counted now and kept. It moves with the
 * clock (15 days after signing) as much as with writes, so it is a count with an age rather than one kept
 * by triggers; a conversion forgets it (`forgetLeaked`) so the seller sees the red figure drop at once.
 */
export async function leakedOf(db: DbOrTx, tenantId: number): Promise<Leaked> {
  const kept = await db.execute<{ count: number; fen: number }>(sql`
    select count, fen from shop_after_sale_leaks
     where tenant_id = ${tenantId} and computed_at > now() - make_interval(secs => ${LEAK_TTL_SECONDS})`);
  if (kept.rows[0]) return { count: Number(kept.rows[0].count), fen: Number(kept.rows[0].fen) };
  const leaked = await leakedWhere(db, [sql`s.tenant_id = ${tenantId}`]);
  await db.execute(sql`
    insert into shop_after_sale_leaks (tenant_id, count, fen, computed_at)
    values (${tenantId}, ${leaked.count}, ${leaked.fen}, now())
    on conflict (tenant_id) do update set count = excluded.count, fen = excluded.fen, computed_at = excluded.computed_at`);
  return leaked;
}

/** After a refund became a dropship case: the next page counts again. */
export async function forgetLeaked(tx: DbOrTx, tenantId: number) {
  await tx.execute(sql`delete from shop_after_sale_leaks where tenant_id = ${tenantId}`);
}
