import { sql, type SQL } from 'drizzle-orm';
import {
  RETURN_TABS,
  type ReturnFilter,
  type ReturnPage,
  type ReturnPageRequest,
  type ReturnStaff,
  type ReturnTab,
} from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/likePattern.ts';
import type { Caller } from '../../http/caller.ts';
import { shanghaiToday } from '../pickup/pickupTasks.ts';
import { mayReturn } from './returnMoves.ts';
import { ITEM_SELECT, ITEM_WALK, itemOf } from './returnRows.ts';
import { ownScope } from './returnScope.ts';

type Body = Required<Pick<ReturnPageRequest, 'tab' | 'pageNum' | 'pageSize'>> & ReturnPageRequest;

/** The list's filters over the tenant's items (`r`), scope aside: the page adds the caller's, 导出 is 指派's. */
export function listFilters(tenantId: number, body: Omit<ReturnFilter, 'tab'>): SQL[] {
  const parts = [sql`r.tenant_id = ${tenantId}`];
  if (body.keyword) {
    const like = containing(body.keyword);
    parts.push(sql`(r.return_no ilike ${like} or r.storage_no ilike ${like} or r.order_no ilike ${like}
      or r.take_code ilike ${like} or r.article_no ilike ${like} or r.stall ilike ${like}
      or r.waybill_no ilike ${like})`);
  }
  if (body.staffId) parts.push(sql`r.staff_id = ${body.staffId}`);
  if (body.supplierId) parts.push(sql`r.supplier_id = ${body.supplierId}`);
  if (body.unconfirmed)
    parts.push(sql`(r.state in ('FACTORY_RETURNED', 'FACTORY_REFUSE') and r.confirmed_at is null
      and r.disposition is null or r.state = 'FACTORY_RETURNED_TOCONFIRM')`);
  return parts;
}

function filtersOf(caller: Caller, body: Body) {
  const parts = [...listFilters(caller.tenantId, body), ownScope(caller)];
  if (body.mineToday)
    parts.push(sql`r.registered_by = ${caller.accountId}
      and (r.created_at at time zone 'Asia/Shanghai')::date = ${shanghaiToday}`);
  return sql.join(parts, sql` and `);
}

/** A tab's items: a state, or 寄回异地 (every item gone by courier), or all. */
export const tabWhere = (tab: ReturnTab) =>
  tab === 'ALL' ? sql`true` : tab === 'COURIER' ? sql`r.route = 'COURIER'` : sql`r.state = ${tab}`;

/**
 * 退货登记指派's list with a count per tab. 待退档口 reads in walking order (market, floor, stall) — the
 * order the goods are carried back in; the other tabs newest first.
 */
export async function returnPage(db: Db, caller: Caller, body: Body): Promise<ReturnPage> {
  const where = filtersOf(caller, body);
  const tab = tabWhere(body.tab);
  const order = body.tab === 'WAIT_FACTORY' ? ITEM_WALK : sql`order by r.id desc`;
  const [list, counted] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      ${ITEM_SELECT} where ${where} and ${tab} ${order}
       limit ${body.pageSize} offset ${(body.pageNum - 1) * body.pageSize}`),
    db.execute<{ state: string; route: string; n: number; pieces: number; goods: string }>(sql`
      select r.state, r.route, count(*)::int as n, sum(r.qty)::int as pieces,
             sum(r.qty * r.price_fen)::bigint as goods
        from return_items r where ${where} group by r.state, r.route`),
  ]);
  const counts = Object.fromEntries(RETURN_TABS.map((t) => [t, 0])) as Record<ReturnTab, number>;
  let pieces = 0;
  let goodsFen = 0;
  for (const r of counted.rows) {
    const n = Number(r.n);
    // a courier's own states (待签收 …) have no tab of their own: they count under 寄回异地 and 全部
    if (r.state in counts) counts[r.state as ReturnTab] += n;
    if (r.route === 'COURIER') counts.COURIER += n;
    counts.ALL += n;
    if (body.tab === 'ALL' || body.tab === r.state || (body.tab === 'COURIER' && r.route === 'COURIER')) {
      pieces += Number(r.pieces);
      goodsFen += Number(r.goods);
    }
  }
  return {
    list: list.rows.map(itemOf),
    total: counts[body.tab],
    pageNum: body.pageNum,
    pageSize: body.pageSize,
    counts,
    pieces,
    goodsFen,
  };
}

/** Every live sub-account that may walk returns, with the items they hold now. */
export async function returnStaff(db: Db, caller: Caller): Promise<ReturnStaff> {
  const rows = await db.execute<{ id: number; name: string; open: number }>(sql`
    select p.id, coalesce(p.sub_username, p.username) as name,
           (select count(*) from return_items r
             where r.tenant_id = ${caller.tenantId} and r.staff_id = p.id and r.state = 'WAIT_FACTORY')::int as open
      from accounts p where ${mayReturn(caller.tenantId)} order by p.id`);
  return rows.rows.map((r) => ({ staffId: Number(r.id), name: r.name, open: Number(r.open) }));
}
