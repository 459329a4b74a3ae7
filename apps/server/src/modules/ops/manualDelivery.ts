import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { opsEndpoints } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { notFound } from '../../http/apiError.ts';
import type { DbOrTx } from '../../db/client.ts';
import { asDate } from '../../db/rawRows.ts';

type Row = {
  username: string;
  kind: 'seller' | 'purchaser';
  manual_delivery: boolean;
  changed_at: Date | string | null;
  changed_by: string | null;
  reason: string | null;
};

const toRow = (r: Row) => ({
  username: r.username,
  kind: r.kind,
  manualDelivery: r.manual_delivery,
  changedAt: asDate(r.changed_at)?.toISOString() ?? null,
  changedBy: r.changed_by,
  reason: r.reason,
});

/** Main accounts with their 拿退货权限 and its last change on /ops. */
function rows(db: DbOrTx, where: ReturnType<typeof sql>) {
  return db.execute<Row>(sql`
    select a.username, a.kind, a.manual_delivery, x.created_at as changed_at, x.operator_name as changed_by, x.reason
      from accounts a
      left join lateral (
        select created_at, operator_name, reason from operator_actions
         where tenant_id = a.id order by created_at desc, id desc limit 1) x on true
     where a.parent_id is null and ${where}
     order by a.manual_delivery desc, a.username limit 200`);
}

/**
 * 拿退货权限 (spec §6) is the platform's to grant: /ops lists main accounts, 开通 and 关闭 each with a
 * reason, every change written to `operator_actions` in the same transaction. The tenant's pages and
 * endpoints read the flag on every call, so a revoke holds from the next request.
 */
export function registerManualDeliveryGrants(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  registerEndpoint(app, ctx, opsEndpoints.manualDelivery, async ({ body }) => {
    const keyword = body.keyword ? `%${body.keyword.replace(/[\\%_]/g, '\\$&')}%` : null;
    const found = await rows(db, keyword ? sql`a.username ilike ${keyword}` : sql`true`);
    return found.rows.map(toRow);
  });

  registerEndpoint(app, ctx, opsEndpoints.setManualDelivery, async ({ body, request }) => {
    const operator = request.operator!;
    return db.transaction(async (tx) => {
      const changed = await tx.execute<{ id: number; was: boolean }>(sql`
        update accounts a set manual_delivery = ${body.on}
          from (select id, manual_delivery as was from accounts
                 where parent_id is null and lower(username) = lower(${body.username}) for update) old
         where a.id = old.id
        returning a.id, old.was`);
      const tenant = changed.rows[0];
      if (!tenant) throw notFound('商家账号不存在');
      // Only a change is written down: opening what is open says nothing new.
      if (tenant.was !== body.on)
        await tx.execute(sql`
          insert into operator_actions (operator_id, operator_name, tenant_id, action, reason)
          values (${operator.id}, ${operator.name}, ${tenant.id},
                  ${body.on ? 'GRANT_MANUAL_DELIVERY' : 'REVOKE_MANUAL_DELIVERY'}, ${body.reason})`);
      return toRow((await rows(tx, sql`a.id = ${tenant.id}`)).rows[0]!);
    });
  });
}
