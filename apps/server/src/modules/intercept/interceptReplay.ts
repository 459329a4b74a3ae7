import { sql } from 'drizzle-orm';
import {
  INTERCEPT_APPLY_MAX,
  INTERCEPT_TRIAL_DAYS,
  INTERCEPT_TRIAL_SCAN_MAX,
  type InterceptConditions,
  type InterceptTrial,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/apiError.ts';
import { applyHits } from './applyHits.ts';
import { firstHits, type LiveRule } from './interceptNewOrders.ts';
import { countsBuyerOrders, matchReason, type OrderFacts } from './ruleMatch.ts';

type FactRow = {
  id: string;
  tid: string;
  shop_id: string;
  shop_name: string;
  buyer_nick: string;
  buyer_remark: string;
  seller_remark: string;
  seller_flag: number;
  receiver_province: string;
  receiver_city: string;
  receiver_district: string;
  receiver_address: string;
  payment_fen: string;
  order_time: Date | string;
  quantity: number;
  buyer_orders: number | null;
};

const factsOf = (r: FactRow): OrderFacts => ({
  shopId: Number(r.shop_id),
  buyerRemark: r.buyer_remark,
  sellerRemark: r.seller_remark,
  sellerFlag: r.seller_flag,
  province: r.receiver_province,
  city: r.receiver_city,
  district: r.receiver_district,
  address: r.receiver_address,
  paymentFen: Number(r.payment_fen),
  quantity: r.quantity,
  buyerOrders24h: r.buyer_orders,
});

/** The orders a rule is replayed on, newest first, with what it looks at (the buyer's count only when asked). */
async function loadFacts(db: DbOrTx, tenantId: number, where: ReturnType<typeof sql>, limit: number, buyer: boolean) {
  const r = await db.execute<FactRow>(sql`
    select o.id, o.tid, o.shop_id, s.name as shop_name, o.buyer_nick, o.buyer_remark, o.seller_remark, o.seller_flag,
           o.receiver_province, o.receiver_city, o.receiver_district, o.receiver_address, o.payment_fen, o.order_time,
           coalesce((select sum(l.quantity)::int from shop_order_lines l where l.order_id = o.id), 0) as quantity,
           ${
             buyer
               ? sql`(select count(*)::int from shop_orders b where b.tenant_id = o.tenant_id and b.buyer_nick = o.buyer_nick
                        and b.order_time > o.order_time - interval '24 hours' and b.order_time <= o.order_time)`
               : sql`null::int`
           } as buyer_orders
      from shop_orders o join shops s on s.id = o.shop_id
     where o.tenant_id = ${tenantId} and ${where}
     order by o.order_time desc, o.id desc
     limit ${limit}`);
  return r.rows;
}

const TRIAL_SAMPLES = 20;

/** 规则试算: what the conditions would have hit among the orders synced in the last 7 days. Changes nothing. */
export async function trialRule(db: DbOrTx, tenantId: number, conditions: InterceptConditions): Promise<InterceptTrial> {
  const rows = await loadFacts(
    db,
    tenantId,
    sql`o.order_time >= now() - make_interval(days => ${INTERCEPT_TRIAL_DAYS})`,
    INTERCEPT_TRIAL_SCAN_MAX + 1,
    countsBuyerOrders(conditions),
  );
  const capped = rows.length > INTERCEPT_TRIAL_SCAN_MAX;
  const scanned = rows.slice(0, INTERCEPT_TRIAL_SCAN_MAX);
  const names = new Map(scanned.map((r) => [Number(r.shop_id), r.shop_name]));
  const shopName = (id: number) => names.get(id) ?? '';
  let matched = 0;
  const samples: InterceptTrial['samples'] = [];
  for (const r of scanned) {
    const reason = matchReason(conditions, factsOf(r), shopName);
    if (reason === null) continue;
    matched += 1;
    if (samples.length < TRIAL_SAMPLES)
      samples.push({
        orderId: Number(r.id),
        tid: r.tid,
        shopName: r.shop_name,
        buyerNick: r.buyer_nick,
        paymentFen: Number(r.payment_fen),
        orderTime: new Date(r.order_time).toISOString(),
        reason,
      });
  }
  return { scanned: scanned.length, matched, capped, samples };
}

/**
 * 应用到待发货订单: the rule on the orders waiting now (待发货, not held, not yet placed as 代发), in one
 * transaction; an order it already hit is left alone. Whether the rule is switched on does not matter:
 * the seller asked for it.
 */
export async function applyRuleNow(db: Db, tenantId: number, ruleId: number) {
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ id: string; name: string; conditions: LiveRule['conditions']; actions: LiveRule['actions'] }>(sql`
      select id, name, conditions, actions from intercept_rules where tenant_id = ${tenantId} and id = ${ruleId}
         for update`);
    if (!r.rows[0]) throw notFound('拦截规则不存在或已删除');
    const rule: LiveRule = { ...r.rows[0], id: Number(r.rows[0].id) };
    const rows = await loadFacts(
      tx,
      tenantId,
      sql`o.status = 'WAIT_SEND' and not o.hold and o.daifa_status = 'NONE'`,
      INTERCEPT_APPLY_MAX,
      countsBuyerOrders(rule.conditions),
    );
    const names = new Map(rows.map((x) => [Number(x.shop_id), x.shop_name]));
    const hits = firstHits(
      [rule],
      rows.map((x) => ({ orderId: Number(x.id), tid: x.tid, facts: factsOf(x) })),
      (id) => names.get(id) ?? '',
    );
    const done = await applyHits(tx, tenantId, hits, 'APPLY');
    return { matched: hits.length, held: done.held };
  });
}

/** The hit log, newest first (of one rule when asked). */
export async function hitPage(
  db: DbOrTx,
  tenantId: number,
  q: { pageNum: number; pageSize: number; ruleId?: number | undefined },
) {
  const where = sql`h.tenant_id = ${tenantId} ${q.ruleId === undefined ? sql`` : sql`and h.rule_id = ${q.ruleId}`}`;
  const [rows, total] = await Promise.all([
    db.execute<{
      id: string;
      rule_id: string | null;
      rule_name: string;
      order_id: string;
      tid: string;
      shop_name: string;
      reason: string;
      actions: string;
      source: 'SYNC' | 'APPLY';
      at: Date | string;
    }>(sql`
      select h.id, h.rule_id, h.rule_name, h.order_id, o.tid, s.name as shop_name, h.reason, h.actions, h.source, h.at
        from intercept_hits h join shop_orders o on o.id = h.order_id join shops s on s.id = o.shop_id
       where ${where}
       order by h.at desc, h.id desc
       limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from intercept_hits h where ${where}`),
  ]);
  return {
    list: rows.rows.map((h) => ({
      id: Number(h.id),
      ruleId: h.rule_id === null ? null : Number(h.rule_id),
      ruleName: h.rule_name,
      orderId: Number(h.order_id),
      tid: h.tid,
      shopName: h.shop_name,
      reason: h.reason,
      actions: h.actions,
      source: h.source,
      at: new Date(h.at).toISOString(),
    })),
    total: total.rows[0]!.n,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
