import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** A tenant's cached balances (0 before its first movement). */
export async function balancesOf(db: DbOrTx, tenantId: number): Promise<{ available: number; frozen: number; payLater: number }> {
  const r = await db.execute<{ code: string; balance: number }>(
    sql`select code, balance from ledger_accounts where tenant_id = ${tenantId}`,
  );
  const of = (code: string) => Number(r.rows.find((x) => x.code === code)?.balance ?? 0);
  return { available: of('available'), frozen: of('frozen'), payLater: of('payLater') };
}

export const availableFen = async (db: DbOrTx, tenantId: number) => (await balancesOf(db, tenantId)).available;
