import { shopOrderFilterSchema } from '@oms/api-client';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  batchMatch,
  shopOrderConditions,
  tabCondition,
  tabCountColumns,
} from '../src/modules/shopOrders/shopOrderFilter.ts';
import { orderColumns } from '../src/modules/shopOrders/shopOrderRows.ts';
import { arrayParam } from '../src/db/arrayParam.ts';

/** EXPLAIN (ANALYZE, BUFFERS) of the list's main queries, built by the same functions the endpoint uses. */
export async function explainMainQueries(db: Db, tenantId: number, shopId: number, numbers: string[]) {
  const filter = shopOrderFilterSchema.parse({
    tab: 'WAIT_SEND',
    orderTime: { from: new Date(Date.now() - 30 * 86400_000).toISOString(), to: new Date().toISOString() },
    shopIds: [shopId],
  });
  const base = shopOrderConditions(tenantId, filter);
  const page = sql`select ${orderColumns} from shop_orders o join shops s on s.id = o.shop_id
    where ${and(...base, tabCondition(filter.tab)!)} order by o.order_time desc, o.id desc limit 51`;
  const counts = sql`select ${tabCountColumns} from shop_orders o where ${and(...base)}`;
  const batch = sql`select n from unnest(${arrayParam(numbers)}::text[]) with ordinality as pasted(n, position)
     where not exists (${batchMatch(tenantId, 'any')}) order by position`;
  const plans: { name: string; plan: string }[] = [];
  for (const [name, query] of [
    ['page of 50 (待发货, last 30 days, one shop)', page],
    ['tab counts for the same filters', counts],
    ['batch paste: 1,000 numbers, 未找到', batch],
  ] as const) {
    const result = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${query}`);
    plans.push({ name, plan: result.rows.map((r) => r['QUERY PLAN']).join('\n') });
  }
  return plans;
}
