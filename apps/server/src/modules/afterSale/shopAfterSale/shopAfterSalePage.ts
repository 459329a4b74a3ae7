import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  RETURN_APPLY_DAYS,
  type SHOP_AFTER_SALE_TABS,
  type shopAfterSalePageRequestSchema,
} from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../http/apiError.ts';
import { keysetClause, keysetResult } from '../../../list/keysetPage.ts';
import {
  PENDING,
  SHOP_CASE_COLUMNS,
  SHOP_CASE_FROM,
  shopCaseRecord,
  shopCaseRowOf,
  type ShopCaseRecord,
} from './shopAfterSaleRows.ts';

type PageRequest = z.output<typeof shopAfterSalePageRequestSchema>;

const TAB_WHERE: Record<(typeof SHOP_AFTER_SALE_TABS)[number], SQL | null> = {
  // 待转: its goods went out as a dropship line (else there is nothing to convert)
  PENDING: sql`${PENDING} and s.shop_order_line_id is not null
    and exists (select 1 from daifa_order_lines x where x.shop_order_line_id = s.shop_order_line_id and not x.canceled)`,
  CONVERTED: sql`s.after_sale_id is not null`,
  ALL: null,
};

/**
 * Still convertible, as far as the dropship order shows in SQL (at the stall untaken, or signed for
 * within 15 days): `convertOf` has the last word on each row.
 */
const CONVERTIBLE = sql`exists (
  select 1 from daifa_order_lines x join daifa_orders xo on xo.id = x.order_id
   where x.shop_order_line_id = s.shop_order_line_id and not x.canceled
     and not exists (select 1 from after_sale_lines al where al.line_id = x.id and al.open)
     and ((xo.status in ('WAITING_TAKING', 'TAKING') and x.took_qty = 0)
          or (xo.status in ('DELIVERED', 'FINISHED') and xo.signed_at > now() - make_interval(days => ${RETURN_APPLY_DAYS}))))`;

function keywordWhere(keyword: string | undefined): SQL | null {
  if (!keyword) return null;
  return sql`(s.refund_id = ${keyword} or s.tid = ${keyword}
    or exists (select 1 from shop_order_lines k where k.id = s.shop_order_line_id
                and k.article_no like ${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)} || '%'))`;
}

/** 店铺售后: the platform's newest change first, keyset-paged, each tab counted for the same search. */
export async function shopAfterSalePage(db: DbOrTx, tenantId: number, request: PageRequest) {
  const base: SQL[] = [sql`s.tenant_id = ${tenantId}`];
  const keyword = keywordWhere(request.keyword);
  if (keyword) base.push(keyword);
  const where = [...base];
  const tab = TAB_WHERE[request.tab];
  if (tab) where.push(tab);
  const keyset = keysetClause({ ...request, order: 'desc' }, sql`s.platform_modified_at`, sql`s.id`);
  if (keyset.where) where.push(keyset.where);
  const [rows, counts] = await Promise.all([
    db.execute<ShopCaseRecord>(sql`
      select ${SHOP_CASE_COLUMNS} ${SHOP_CASE_FROM}
       where ${sql.join(where, sql` and `)}
       order by ${keyset.orderBy} limit ${keyset.limit}`),
    db.execute<{ pending: number; converted: number; all: number; leaked: number; leaked_fen: number }>(sql`
      select count(*) filter (where ${TAB_WHERE.PENDING})::int as pending,
             count(*) filter (where ${TAB_WHERE.CONVERTED})::int as converted,
             count(*)::int as all,
             count(*) filter (where ${TAB_WHERE.PENDING} and s.status = 'REFUNDED' and ${CONVERTIBLE})::int as leaked,
             coalesce(sum(s.amount_fen) filter (where ${TAB_WHERE.PENDING} and s.status = 'REFUNDED' and ${CONVERTIBLE}), 0)
               as leaked_fen
        from shop_after_sales s where ${sql.join(base, sql` and `)}`),
  ]);
  const c = counts.rows[0]!;
  const tabs = { PENDING: Number(c.pending), CONVERTED: Number(c.converted), ALL: Number(c.all) };
  const page = keysetResult({ ...request, order: 'desc' }, rows.rows, (r) => ({
    time: r.modified_key,
    id: Number(r.id),
  }));
  return {
    ...page,
    rows: page.rows.map(shopCaseRowOf),
    total: tabs[request.tab],
    tabs,
    notFound: [],
    leaked: { count: Number(c.leaked), fen: Number(c.leaked_fen) },
  };
}

/** 店铺售后详情 (another tenant's id is 40400). */
export async function shopAfterSaleDetail(db: DbOrTx, tenantId: number, id: number) {
  const r = await shopCaseRecord(db, tenantId, id);
  if (!r) throw notFound('店铺售后不存在');
  return {
    ...shopCaseRowOf(r),
    raw: r.raw,
    shopOrder:
      r.shop_order_status === null
        ? null
        : {
            status: r.shop_order_status,
            refundStatus: r.shop_refund_status ?? 'NONE',
            buyerNick: r.buyer_nick ?? '',
            paymentFen: Number(r.payment_fen),
          },
  };
}
