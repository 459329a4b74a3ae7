import { sql } from 'drizzle-orm';
import type { SupplierMergeRequest } from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/apiError.ts';
import type { Caller } from '../../http/caller.ts';

/**
 * 合并 (one transaction, the stalls locked in id order): every line (of every day), assignment, return
 * item and 自动指派 rule of the merged stalls moves to the one kept, so its 近30天 and 缺货率 count them;
 * the merged stop with `merged_into`, and a new line naming them (their market id or writing) goes to the
 * kept one. 拿货结算账单 stay with the stall they were made for: a bill is what that stall was owed.
 */
export function mergeSuppliers(db: Db, caller: Caller, body: SupplierMergeRequest) {
  return db.transaction(async (tx) => {
    const ids = [...new Set([...body.fromIds, body.intoId])];
    const own = await tx.execute<{ id: number; merged_into: number | null }>(sql`
      select id, merged_into from suppliers where tenant_id = ${caller.tenantId} and id = any(${sql.param(ids)}::bigint[])
       order by id for update`);
    if (own.rows.length !== ids.length) throw notFound('档口不存在');
    if (own.rows.find((r) => Number(r.id) === body.intoId)!.merged_into !== null)
      throw invalid('保留的档口已合并到其他档口，请选择合并后的档口', 'intoId');
    const from = sql.param([...new Set(body.fromIds)]);
    const tasks = await tx.execute(sql`
      update pickup_tasks set supplier_id = ${body.intoId}, updated_at = now()
       where tenant_id = ${caller.tenantId} and supplier_id = any(${from}::bigint[])`);
    await tx.execute(sql`
      update pickup_assignments set supplier_id = ${body.intoId}
       where tenant_id = ${caller.tenantId} and supplier_id = any(${from}::bigint[])`);
    const returns = await tx.execute(sql`
      update return_items set supplier_id = ${body.intoId}
       where tenant_id = ${caller.tenantId} and supplier_id = any(${from}::bigint[])`);
    await tx.execute(sql`
      update pickup_auto_rules set supplier_id = ${body.intoId}
       where tenant_id = ${caller.tenantId} and supplier_id = any(${from}::bigint[])`);
    // what pointed at the merged ones points at the kept one (a merge of an earlier merge's target)
    await tx.execute(sql`
      update suppliers set merged_into = ${body.intoId}, state = 'STOPPED', updated_at = now()
       where tenant_id = ${caller.tenantId} and (id = any(${from}::bigint[]) or merged_into = any(${from}::bigint[]))`);
    return { merged: body.fromIds.length, lines: tasks.rowCount ?? 0, returns: returns.rowCount ?? 0 };
  });
}
