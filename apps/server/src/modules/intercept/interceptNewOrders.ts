import { sql } from 'drizzle-orm';
import type { InterceptActions, InterceptConditions } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import type { PlatformOrder } from '../shops/platform/adapter.ts';
import { applyHits, type Hit } from './applyHits.ts';
import { countsBuyerOrders, matchReason, type OrderFacts } from './ruleMatch.ts';

export interface LiveRule {
  id: number;
  name: string;
  conditions: InterceptConditions;
  actions: InterceptActions;
}

export async function enabledRules(tx: DbOrTx, tenantId: number): Promise<LiveRule[]> {
  const r = await tx.execute<{ id: string; name: string; conditions: InterceptConditions; actions: InterceptActions }>(sql`
    select id, name, conditions, actions from intercept_rules
     where tenant_id = ${tenantId} and enabled order by position`);
  return r.rows.map((x) => ({ ...x, id: Number(x.id) }));
}

export const factsOfPlatformOrder = (shopId: number, o: PlatformOrder, buyerOrders24h: number | null): OrderFacts => ({
  shopId,
  buyerRemark: o.buyerRemark,
  sellerRemark: o.sellerRemark,
  sellerFlag: o.sellerFlag,
  province: o.receiver.province,
  city: o.receiver.city,
  district: o.receiver.district,
  address: o.receiver.address,
  paymentFen: o.paymentFen,
  quantity: o.lines.reduce((n, l) => n + l.quantity, 0),
  buyerOrders24h,
});

/** Per order, the first rule (in the seller's order) that hits it, and why. */
export function firstHits<T extends { orderId: number; tid: string; facts: OrderFacts }>(
  rules: LiveRule[],
  orders: T[],
  shopName: (id: number) => string,
): Hit[] {
  const hits: Hit[] = [];
  for (const o of orders) {
    for (const rule of rules) {
      const reason = matchReason(rule.conditions, o.facts, shopName);
      if (reason === null) continue;
      hits.push({ rule, orderId: o.orderId, tid: o.tid, shopName: shopName(o.facts.shopId), reason });
      break;
    }
  }
  return hits;
}

/**
 * 自动拦截策略 on a sync page, in its transaction: each order that has just come to 待发货 (new, or
 * paid since the last pull) meets the tenant's enabled rules in order; the first that hits is applied.
 * Nothing is asked of the database when the tenant has no rule.
 */
export async function interceptNewOrders(
  tx: DbOrTx,
  shop: { id: number; tenantId: number },
  arrived: { orderId: number; order: PlatformOrder }[],
) {
  if (arrived.length === 0) return { applied: 0, held: 0 };
  const rules = await enabledRules(tx, shop.tenantId);
  if (rules.length === 0) return { applied: 0, held: 0 };
  const counts = rules.some((r) => countsBuyerOrders(r.conditions))
    ? await buyerOrders24h(tx, shop.tenantId, arrived)
    : new Map<number, number>();
  const name = await tx.execute<{ name: string }>(sql`select name from shops where id = ${shop.id}`);
  const shopName = name.rows[0]?.name ?? '';
  const hits = firstHits(
    rules,
    arrived.map((a) => ({
      orderId: a.orderId,
      tid: a.order.tid,
      facts: factsOfPlatformOrder(shop.id, a.order, counts.get(a.orderId) ?? null),
    })),
    () => shopName,
  );
  return applyHits(tx, shop.tenantId, hits, 'SYNC');
}

/** Orders of each arrival's buyer (nick) in the tenant's shops in the 24 hours up to it, itself included. */
async function buyerOrders24h(
  tx: DbOrTx,
  tenantId: number,
  arrived: { orderId: number; order: PlatformOrder }[],
): Promise<Map<number, number>> {
  const rows = arrived.map((a) => ({ id: a.orderId, nick: a.order.buyerNick, at: a.order.createdAt.toISOString() }));
  const r = await tx.execute<{ id: string; n: number }>(sql`
    select x.id, (select count(*)::int from shop_orders o
                   where o.tenant_id = ${tenantId} and o.buyer_nick = x.nick
                     and o.order_time > x.at - interval '24 hours' and o.order_time <= x.at) as n
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id bigint, nick text, at timestamptz)`);
  return new Map(r.rows.map((x) => [Number(x.id), x.n]));
}
