import { shopOrderEndpoints, shopOrderTabs, type ShopOrderRow } from '@oms/api-client';
import { and, asc, eq, sql } from 'drizzle-orm';
import { shops } from '../../db/schema.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { batchNotFound } from '../../list/batchNotFound.ts';
import { keysetClause, keysetResult } from '../../list/keysetPage.ts';
import { batchMatch, shopOrderConditions, tabCondition, tabCountColumns } from './shopOrderFilter.ts';
import { linesJsonOf, orderColumns, toRow, type OrderRecord } from './shopOrderRows.ts';
import { shopOrderCounts } from './shopOrderCounts.ts';
import { executePrepared } from '../../db/prepared.ts';

/** What the counts depend on: the filter without its tab, sort and paging. */
function countKey(body: Record<string, unknown>): string {
  const {
    tab: _tab,
    sort: _sort,
    cursor: _cursor,
    direction: _direction,
    pageSize: _pageSize,
    ...filter
  } = body;
  return JSON.stringify(filter);
}

/** 同步订单's list: one page of orders with their lines, every tab's count, and the 未找到 report. */
export function registerShopOrderPage(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  registerEndpoint(app, ctx, shopOrderEndpoints.shopOptions, async ({ caller }) =>
    db
      .select({ id: shops.id, name: shops.name, platform: shops.platform })
      .from(shops)
      .where(eq(shops.tenantId, caller.tenantId))
      .orderBy(asc(shops.name), asc(shops.id)),
  );

  registerEndpoint(app, ctx, shopOrderEndpoints.page, async ({ body, caller }) => {
    const base = shopOrderConditions(caller.tenantId, body);
    const tab = tabCondition(body.tab);
    const keyset = keysetClause(
      {
        pageSize: body.pageSize,
        cursor: body.cursor,
        direction: body.direction,
        order: body.sort === 'orderTime_asc' ? 'asc' : 'desc',
      },
      sql`o.order_time`,
      sql`o.id`,
    );
    const pageWhere = and(...base, ...(tab ? [tab] : []), ...(keyset.where ? [keyset.where] : []));
    const [fetched, counts, notFound] = await Promise.all([
      // The page's orders with their lines in one round trip (the lines joined after the limit).
      executePrepared<OrderRecord & { lines: ShopOrderRow['lines'] }>(
        db,
        sql`
        select page.*, lines.lines from (
          select ${orderColumns} from shop_orders o join shops s on s.id = o.shop_id
           where ${pageWhere} order by ${keyset.orderBy} limit ${keyset.limit}
        ) page
        cross join lateral (${linesJsonOf(sql`page.id`)}) lines`,
      ),
      // The same for every tab, page and sort of this filter: kept a few seconds, dropped on writes.
      shopOrderCounts.get(caller.tenantId, countKey(body), async () => {
        const result = await executePrepared<Record<string, number>>(
          db,
          sql`select ${tabCountColumns} from shop_orders o where ${and(...base)}`,
        );
        return result.rows[0] ?? {};
      }),
      body.batch
        ? batchNotFound(db, [...new Set(body.batch.numbers)], batchMatch(caller.tenantId, body.batch.field))
        : [],
    ]);
    const page = keysetResult({ ...body, order: 'desc' }, fetched.rows, (o) => ({
      time: new Date(o.order_time),
      id: Number(o.id),
    }));
    const tabs = Object.fromEntries(shopOrderTabs.map((t) => [t.key, Number(counts[t.key] ?? 0)]));
    return {
      rows: page.rows.map((o) => toRow(o, o.lines)),
      total: tabs[body.tab] ?? 0,
      tabs,
      nextCursor: page.nextCursor,
      prevCursor: page.prevCursor,
      notFound,
    };
  });
}
