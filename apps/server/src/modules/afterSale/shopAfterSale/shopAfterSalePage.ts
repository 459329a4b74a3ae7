import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type SHOP_AFTER_SALE_TABS, type shopAfterSalePageRequestSchema } from '@oms/api-client';
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
import { leakedOf, leakedWhere } from './shopAfterSaleLeaks.ts';
import { shopCaseCounts } from '../tabCounts.ts';

type PageRequest = z.output<typeof shopAfterSalePageRequestSchema>;

const TAB_WHERE: Record<(typeof SHOP_AFTER_SALE_TABS)[number], SQL | null> = {
  // 待转: its goods went out as a dropship line (else there is nothing to convert)
  PENDING,
  CONVERTED: sql`s.after_sale_id is not null`,
  ALL: null,
};

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
  // a search counts its own rows; the whole list reads the counts the triggers keep
  const countOf = (tab: SQL | null) =>
    db
      .execute<{ n: number }>(
        sql`
        select count(*)::int as n from shop_after_sales s
         where ${sql.join(tab ? [...base, tab] : base, sql` and `)}`,
      )
      .then((r) => Number(r.rows[0]!.n));
  const tabCounts = async () => {
    if (!keyword) {
      const kept = await shopCaseCounts(db, tenantId);
      return {
        PENDING: kept.get('PENDING') ?? 0,
        CONVERTED: kept.get('CONVERTED') ?? 0,
        ALL: kept.get('ALL') ?? 0,
      };
    }
    const [pending, converted, all] = await Promise.all([
      countOf(TAB_WHERE.PENDING),
      countOf(TAB_WHERE.CONVERTED),
      countOf(null),
    ]);
    return { PENDING: pending, CONVERTED: converted, ALL: all };
  };
  const [rows, tabs, leaked] = await Promise.all([
    db.execute<ShopCaseRecord>(sql`
      select ${SHOP_CASE_COLUMNS} ${SHOP_CASE_FROM}
       where ${sql.join(where, sql` and `)}
       order by ${keyset.orderBy} limit ${keyset.limit}`),
    tabCounts(),
    keyword ? leakedWhere(db, base) : leakedOf(db, tenantId),
  ]);
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
    leaked,
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
