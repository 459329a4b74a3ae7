import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { saveRule } from '../interceptRules.ts';
import { applyRuleNow } from '../interceptReplay.ts';

/**
 * The seller's 自动拦截策略: three rules a dropship seller keeps, the first two applied to the orders
 * waiting now (so 命中记录 and 已挂起 have something to show), the third off. Once: later edits stay.
 */
export async function seedDemoInterceptRules(db: Db): Promise<{ rules: number; hits: number }> {
  const seller = await db.execute<{ id: string }>(
    sql`select id from accounts where username = 'seller' and parent_id is null`,
  );
  const tenantId = Number(seller.rows[0]?.id ?? 0);
  if (!tenantId) return { rules: 0, hits: 0 };
  const any = await db.execute(sql`select 1 from intercept_rules where tenant_id = ${tenantId} limit 1`);
  if (any.rows.length > 0) return { rules: 0, hits: 0 };
  const hold = await saveRule(db, tenantId, {
    name: '买家要求暂缓发货',
    enabled: true,
    conditions: { buyerRemark: ['不要发', '先别发', '暂缓发货', '等我通知'] },
    actions: { hold: { releaseAfterHours: 48, urgent: true }, notify: true },
  });
  const big = await saveRule(db, tenantId, {
    name: '大额订单人工核对',
    enabled: true,
    conditions: { amount: { min: 30000 }, quantity: { min: 3 } },
    actions: { flag: 2, notify: false },
  });
  await saveRule(db, tenantId, {
    name: '同一买家频繁下单',
    enabled: false,
    conditions: { buyerOrders24h: 3 },
    actions: { hold: { urgent: false }, notify: true },
  });
  const a = await applyRuleNow(db, tenantId, hold.id);
  const b = await applyRuleNow(db, tenantId, big.id);
  return { rules: 3, hits: a.matched + b.matched };
}
