import { sql } from 'drizzle-orm';
import type { ReturnEvent } from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { iso } from '../../db/rawRows.ts';
import { notFound } from '../../http/apiError.ts';
import type { Caller } from '../../http/caller.ts';
import { ownScope } from './returnScope.ts';

/**
 * 操作日志 of one return item, oldest first, for a caller who may see it (else 40400): each move with
 * who made it and what it carried; a 指派 names the 退货员 as they are called now.
 */
export async function returnEvents(db: Db, caller: Caller, id: number): Promise<ReturnEvent[]> {
  const seen = await db.execute(sql`
    select 1 from return_items r where r.id = ${id} and r.tenant_id = ${caller.tenantId} and ${ownScope(caller)}`);
  if (!seen.rows.length) throw notFound('退货不存在');
  const rows = await db.execute<{
    type: string;
    by_name: string;
    at: Date | string;
    params: Record<string, unknown>;
  }>(sql`
    select e.type, e.by_name, e.at,
           case when e.type = 'ASSIGNED'
                then e.params || jsonb_build_object('staffName', coalesce(s.sub_username, s.username, ''))
                else e.params end as params
      from return_events e
      left join accounts s on e.type = 'ASSIGNED' and s.id = (e.params ->> 'staffId')::bigint
     where e.item_id = ${id} and e.tenant_id = ${caller.tenantId}
     order by e.at, e.id`);
  return rows.rows.map((r) => ({ type: r.type, byName: r.by_name, at: iso(r.at)!, params: r.params ?? {} }));
}
