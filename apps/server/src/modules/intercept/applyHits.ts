import { sql } from 'drizzle-orm';
import { interceptActionsText, type InterceptActions } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { notify } from '../notify/emit.ts';
import { shopOrderCounts } from '../shopOrders/shopOrderCounts.ts';

export interface RuleRef {
  id: number;
  name: string;
  actions: InterceptActions;
}

export interface Hit {
  rule: RuleRef;
  orderId: number;
  tid: string;
  shopName: string;
  reason: string;
}

/**
 * Does what each hit's rule says, in the caller's transaction: the hit logged (once an order and rule —
 * a repeated 应用到待发货订单 does nothing more), the order held (until a time, when the rule says) and/or
 * flagged, its timeline told, the rule's count moved, and a message when the rule notifies. An order
 * the seller already held keeps its own hold.
 */
export async function applyHits(tx: DbOrTx, tenantId: number, hits: Hit[], source: 'SYNC' | 'APPLY') {
  if (hits.length === 0) return { applied: 0, held: 0 };
  const logged = await tx.execute<{ order_id: string; rule_id: string }>(sql`
    insert into intercept_hits (tenant_id, rule_id, rule_name, order_id, reason, actions, source)
    select ${tenantId}, x.rule_id, x.rule_name, x.order_id, x.reason, x.actions, ${source}
      from jsonb_to_recordset(${JSON.stringify(
        hits.map((h) => ({
          rule_id: h.rule.id,
          rule_name: h.rule.name,
          order_id: h.orderId,
          reason: h.reason,
          actions: interceptActionsText(h.rule.actions),
        })),
      )}::jsonb) as x(rule_id bigint, rule_name text, order_id bigint, reason text, actions text)
    on conflict (order_id, rule_id) do nothing
    returning order_id, rule_id`);
  const fresh = new Set(logged.rows.map((r) => `${r.order_id}:${r.rule_id}`));
  const applied = hits.filter((h) => fresh.has(`${h.orderId}:${h.rule.id}`));
  if (applied.length === 0) return { applied: 0, held: 0 };

  const changes = applied.map((h) => ({
    id: h.orderId,
    hold: h.rule.actions.hold !== undefined,
    hours: h.rule.actions.hold?.releaseAfterHours ?? null,
    urgent: h.rule.actions.hold?.urgent ?? false,
    flag: h.rule.actions.flag ?? null,
  }));
  const held = await tx.execute<{ id: string; newly_held: boolean }>(sql`
    with x as (
      select * from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
        as x(id bigint, hold boolean, hours int, urgent boolean, flag smallint)),
    before as (select o.id, o.hold from shop_orders o join x on x.id = o.id where o.tenant_id = ${tenantId} for update of o)
    update shop_orders o set
      hold = o.hold or x.hold,
      hold_until = case when x.hold and not b.hold and x.hours is not null
                        then now() + make_interval(hours => x.hours) else o.hold_until end,
      hold_urgent = case when x.hold and not b.hold then x.urgent and x.hours is not null else o.hold_urgent end,
      seller_flag = coalesce(x.flag, o.seller_flag)
      from x join before b on b.id = x.id
     where o.id = x.id
    returning o.id, (x.hold and not b.hold) as newly_held`);
  const newlyHeld = held.rows.filter((r) => r.newly_held).length;

  const events = applied.map((h) => ({
    order_id: h.orderId,
    kind: h.rule.actions.hold ? 'HOLD' : 'INTERCEPT',
    detail: `自动拦截「${h.rule.name}」：${h.reason}；${interceptActionsText(h.rule.actions)}`,
  }));
  await tx.execute(sql`
    insert into shop_order_events (order_id, kind, detail)
    select x.order_id, x.kind, x.detail
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as x(order_id bigint, kind text, detail text)`);

  const perRule = new Map<number, number>();
  for (const h of applied) perRule.set(h.rule.id, (perRule.get(h.rule.id) ?? 0) + 1);
  await tx.execute(sql`
    update intercept_rules r set hits = r.hits + x.n, last_hit_at = now()
      from jsonb_to_recordset(${JSON.stringify([...perRule].map(([id, n]) => ({ id, n })))}::jsonb) as x(id bigint, n int)
     where r.id = x.id and r.tenant_id = ${tenantId}`);

  await notify.emitMany(
    tx,
    applied
      .filter((h) => h.rule.actions.notify)
      .map((h) => ({
        type: 'INTERCEPT_HIT' as const,
        tenantId,
        key: `intercept:${h.orderId}:${h.rule.id}`,
        params: {
          tid: h.tid,
          shopName: h.shopName,
          ruleName: h.rule.name,
          reason: h.reason,
          held: h.rule.actions.hold !== undefined,
        },
      })),
  );
  if (newlyHeld > 0 || changes.some((c) => c.flag !== null)) shopOrderCounts.invalidate(tenantId);
  return { applied: applied.length, held: newlyHeld };
}
