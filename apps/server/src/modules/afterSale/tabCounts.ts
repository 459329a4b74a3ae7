import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** A tenant's case counts by status, and 退货中's chips (`CHIP:…`), from the appended moves. */
export async function caseCounts(db: DbOrTx, tenantId: number): Promise<Map<string, number>> {
  const r = await db.execute<{ key: string; n: number }>(sql`
    select key, sum(n)::int as n from after_sale_counts where tenant_id = ${tenantId} group by key`);
  return new Map(r.rows.map((row) => [row.key, Number(row.n)]));
}

/** A tenant's 问题件 counts by state, from the appended moves. */
export async function parcelCounts(db: DbOrTx, tenantId: number): Promise<Map<string, number>> {
  const r = await db.execute<{ state: string; n: number }>(sql`
    select state, sum(n)::int as n from problem_parcel_counts where tenant_id = ${tenantId} group by state`);
  return new Map(r.rows.map((row) => [row.state, Number(row.n)]));
}

/** A tenant's 店铺售后 counts (PENDING, CONVERTED, ALL), from the appended moves. */
export async function shopCaseCounts(db: DbOrTx, tenantId: number): Promise<Map<string, number>> {
  const r = await db.execute<{ key: string; n: number }>(sql`
    select key, sum(n)::int as n from shop_after_sale_counts where tenant_id = ${tenantId} group by key`);
  return new Map(r.rows.map((row) => [row.key, Number(row.n)]));
}

/** Folds one table's moves: a row is deleted — and summed — by one folding statement only. */
async function fold(
  db: DbOrTx,
  table: 'after_sale_counts' | 'problem_parcel_counts' | 'shop_after_sale_counts',
  key: 'key' | 'state',
  limit: number,
) {
  const t = sql.identifier(table);
  const k = sql.identifier(key);
  const r = await db.execute(sql`
    with many as (select tenant_id, ${k} from ${t} group by 1, 2 having count(*) > 1 limit ${limit}),
    gone as (
      delete from ${t} c using many where c.tenant_id = many.tenant_id and c.${k} = many.${k}
      returning c.tenant_id, c.${k}, c.n)
    insert into ${t} (tenant_id, ${k}, n)
    select tenant_id, ${k}, sum(n)::int from gone group by 1, 2 having sum(n) <> 0`);
  return r.rowCount ?? 0;
}

/**
 * Folds the moves of each (tenant, key) into one row (housekeeping), as daifa's tab counts do, so two
 * processes folding at once are safe.
 */
export async function compactAfterSaleCounts(db: DbOrTx, limit = 5000): Promise<number> {
  return (
    (await fold(db, 'after_sale_counts', 'key', limit)) +
    (await fold(db, 'problem_parcel_counts', 'state', limit)) +
    (await fold(db, 'shop_after_sale_counts', 'key', limit))
  );
}
