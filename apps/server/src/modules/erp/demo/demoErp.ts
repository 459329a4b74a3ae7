import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { ErpGateway } from '../erpGateway.ts';
import { syncErp } from '../erpSync.ts';
import { putLinesOnBoard } from '../erpTasks.ts';
import { lockErp } from '../erpAccess.ts';

/**
 * The purchaser's ERP read once: its goods and the last days' 采购单. The goods whose ERP supplier no stall
 * matched were set by hand before (spread over the stalls); those the ERP names no supplier for stay
 * 未指定供应商, and their open 采购单 lines wait on the board's ERP采购单.
 */
export async function seedDemoErp(
  db: Db,
  erp: ErpGateway,
): Promise<{ goods: number; unassigned: number; tasks: number }> {
  const [owner] = (
    await db.execute<{ id: string }>(sql`
      select a.id from accounts a join erp_bindings b on b.tenant_id = a.id
       where a.username = 'purchaser' and a.parent_id is null`)
  ).rows;
  if (!owner) return { goods: 0, unassigned: 0, tasks: 0 };
  const tenantId = Number(owner.id);
  const synced = await syncErp(db, erp, tenantId);
  const tasks = await db.transaction(async (tx) => {
    await lockErp(tx, tenantId);
    await tx.execute(sql`
      with stalls as (
        select id, row_number() over (order by id) - 1 as k, count(*) over () as n
          from suppliers where tenant_id = ${tenantId} and state = 'ACTIVE')
      update erp_goods g set supplier_id = s.id, assigned_at = now() - interval '20 days'
        from stalls s
       where g.tenant_id = ${tenantId} and g.supplier_id is null and g.erp_supplier is not null
         and s.k = g.id % s.n`);
    return putLinesOnBoard(tx, tenantId);
  });
  const [left] = (
    await db.execute<{ n: number }>(sql`
      select count(*)::int as n from erp_goods where tenant_id = ${tenantId} and supplier_id is null`)
  ).rows;
  return { goods: synced.goods, unassigned: Number(left!.n), tasks: synced.tasksMade + tasks };
}
