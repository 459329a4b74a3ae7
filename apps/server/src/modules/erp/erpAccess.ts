import { sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../http/apiError.ts';

/** Every ERP call of a tenant without one: 47010 未开通ERP (the menu hides the page; the API refuses too). */
export async function requireErp(db: DbOrTx, tenantId: number): Promise<void> {
  const rows = await db.execute<{ has_erp: boolean }>(
    sql`select has_erp from accounts where id = ${tenantId}`,
  );
  if (!rows.rows[0]?.has_erp) throw new ApiError(ErrorCode.ERP_NOT_OPEN);
}

/** A stall of the tenant still 合作中, by id: else 40400. */
export async function activeSupplier(tx: DbOrTx, tenantId: number, supplierId: number) {
  const rows = await tx.execute<{ id: number }>(sql`
    select id from suppliers where id = ${supplierId} and tenant_id = ${tenantId} and state = 'ACTIVE'`);
  if (!rows.rows[0]) throw new ApiError(ErrorCode.NOT_FOUND, '档口不存在或已停止合作');
}
