import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/apiError.ts';

/** Sets columns of one of the tenant's shops (a shop's own sender, 退货电话…); any other id is 40400. */
export async function updateOwnShop(db: DbOrTx, tenantId: number, shopId: number, set: SQL) {
  const r = await db.execute(sql`update shops set ${set} where id = ${shopId} and tenant_id = ${tenantId}`);
  if (r.rowCount !== 1) throw notFound('店铺不存在');
}
