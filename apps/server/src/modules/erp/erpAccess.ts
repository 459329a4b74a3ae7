import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../http/apiError.ts';

/** A stall of the tenant still 合作中, by id (held: a merge waits for the assign): else 40400. */
export async function activeSupplier(tx: DbOrTx, tenantId: number, supplierId: number) {
  const rows = await tx.execute<{ id: number }>(sql`
    select id from suppliers where id = ${supplierId} and tenant_id = ${tenantId} and state = 'ACTIVE' for share`);
  if (!rows.rows[0]) throw new ApiError(ErrorCode.NOT_FOUND, '档口不存在或已停止合作');
}

/**
 * The tenant's ERP work one at a time: a read and an assign, or two assigns, write goods and lines in
 * different orders, and would otherwise deadlock; nor may two put the same line on the board at once.
 */
export async function lockErp(tx: DbOrTx, tenantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('erp-sync'), ${tenantId}::int)`);
}

/** The stall a stored supplier id stands for now: itself, or the one it was merged into; null if not 合作中. */
export const liveStall = (supplierId: SQL) => sql`(select s1.id from suppliers s0
    join suppliers s1 on s1.id = coalesce(s0.merged_into, s0.id)
   where s0.id = ${supplierId} and s1.state = 'ACTIVE')`;
