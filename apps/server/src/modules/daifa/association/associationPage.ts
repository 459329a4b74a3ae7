import { sql, type SQL } from 'drizzle-orm';
import {
  GOODS_ASSOCIATION_TABS,
  SHOP_SKU_DAYS,
  type GoodsAssociationFilter,
  type GoodsAssociationHistory,
  type GoodsAssociationPageRequest,
  type GoodsAssociationRow,
  type GoodsDissociateRequest,
  type GoodsAssociationTab,
} from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { containing } from '../../../db/likePattern.ts';
import { asDate } from '../../../db/rawRows.ts';
import { notFound } from '../../../http/apiError.ts';
import { keysetClause, keysetResult } from '../../../list/keysetPage.ts';
import { KEYSET_TIME_FORMAT } from '../../../list/keysetCursor.ts';
import { goodsLabel, recordHistory } from './goodsAssociation.ts';

/** Lines of shop orders still to be bought: waiting to ship, not 已代发, not refunded. */
const waitingLines = (tenantId: number) => sql`
  shop_order_lines l join shop_orders o on o.id = l.order_id
  where o.tenant_id = ${tenantId} and l.tenant_id = ${tenantId} and o.status = 'WAIT_SEND'
    and o.daifa_status <> 'DONE' and l.refund_status = 'NONE'`;

const waitingOf = (tenantId: number) => sql`exists (select 1 from ${waitingLines(tenantId)}
  and l.article_no = s.article_no and l.color = s.color and l.size = s.size)`;

const linked = (tenantId: number, line: SQL) => sql`exists (select 1 from goods_associations g
  where g.tenant_id = ${tenantId} and g.article_no = ${line}.article_no and g.color = ${line}.color and g.size = ${line}.size)`;

/** 工作台's 未关联商品: the SKUs of waiting orders with no link. */
export async function unlinkedSkuCount(db: DbOrTx, tenantId: number): Promise<number> {
  const r = await db.execute<{ n: string }>(sql`select count(*) as n from (
    select 1 from ${waitingLines(tenantId)} and not ${linked(tenantId, sql.raw('l'))} group by l.article_no, l.color, l.size) s`);
  return Number(r.rows[0]!.n);
}

const TAB_WHERE: Record<GoodsAssociationTab, SQL> = {
  UNLINKED: sql`a.id is null`,
  LINKED: sql`a.state = 'ACTIVE'`,
  INVALID: sql`a.state = 'INVALID'`,
  PRICE_CHANGED: sql`a.state = 'ACTIVE' and a.market_price_fen <> a.linked_price_fen`,
  ALL: sql`true`,
};

const FROM = sql`shop_skus s left join goods_associations a
  on a.tenant_id = s.tenant_id and a.article_no = s.article_no and a.color = s.color and a.size = s.size`;

/** The filter's SQL over `FROM` (tab aside): the tenant's SKUs of 90 days, the keyword, 只看待发货. */
export function associationBaseWhere(tenantId: number, filter: Omit<GoodsAssociationFilter, 'tab'>): SQL[] {
  const where = [
    sql`s.tenant_id = ${tenantId}`,
    sql`s.last_seen_at > now() - make_interval(days => ${SHOP_SKU_DAYS})`,
  ];
  const keyword = filter.keyword?.trim();
  if (keyword)
    where.push(sql`(s.article_no ilike ${containing(keyword)} or s.title ilike ${containing(keyword)}
      or a.stall ilike ${containing(keyword)} or a.goods_article_no ilike ${containing(keyword)})`);
  if (filter.waitingOnly) where.push(waitingOf(tenantId));
  if (filter.suggestedOnly)
    where.push(sql`exists (select 1 from goods_suggestions sg where sg.sku_id = s.id) and a.id is null`);
  return where;
}

export const associationFrom = FROM;
export const associationTabWhere = (tab: GoodsAssociationTab) => TAB_WHERE[tab];

type Row = {
  id: string;
  article_no: string;
  color: string;
  size: string;
  title: string;
  image_url: string;
  shop_stall: string | null;
  last_seen_at: Date | string;
  seen_key: string;
  goods_id: string | null;
  stall: string | null;
  goods_article_no: string | null;
  goods_title: string | null;
  goods_color: string | null;
  goods_size: string | null;
  linked_price_fen: string | null;
  market_price_fen: string | null;
  state: 'ACTIVE' | 'INVALID' | null;
  invalid_reason: string | null;
  updated_at: Date | string | null;
  waiting: number;
  sg_goods_id: string | null;
  sg_stall: string | null;
  sg_article_no: string | null;
  sg_title: string | null;
  sg_color: string | null;
  sg_size: string | null;
  sg_price_fen: string | null;
  sg_score: number | null;
  sg_reason: string | null;
};

const toRow = (r: Row): GoodsAssociationRow => ({
  id: Number(r.id),
  articleNo: r.article_no,
  color: r.color,
  size: r.size,
  title: r.title,
  imageUrl: r.image_url,
  stall: r.shop_stall,
  lastSeenAt: asDate(r.last_seen_at).toISOString(),
  waitingOrders: Number(r.waiting),
  link: r.goods_id
    ? {
        goodsId: r.goods_id,
        stall: r.stall!,
        articleNo: r.goods_article_no!,
        title: r.goods_title!,
        color: r.goods_color!,
        size: r.goods_size!,
        linkedPriceFen: r.linked_price_fen === null ? null : Number(r.linked_price_fen),
        marketPriceFen: r.market_price_fen === null ? null : Number(r.market_price_fen),
        state: r.state ?? 'ACTIVE',
        invalidReason: r.invalid_reason,
        linkedAt: asDate(r.updated_at!).toISOString(),
      }
    : null,
  suggestion:
    !r.goods_id && r.sg_goods_id
      ? {
          goodsId: r.sg_goods_id,
          stall: r.sg_stall!,
          articleNo: r.sg_article_no!,
          title: r.sg_title!,
          color: r.sg_color!,
          size: r.sg_size!,
          priceFen: Number(r.sg_price_fen),
          score: Number(r.sg_score),
          reason: r.sg_reason!,
        }
      : null,
});

/**
 * 商品关联: the SKUs the shops sold in 90 days, newest sale first (keyset on last seen), each with its
 * link or its 建议 and the waiting orders holding it; every tab's count for the same search in one scan.
 */
export async function goodsAssociationPage(
  db: DbOrTx,
  tenantId: number,
  request: GoodsAssociationPageRequest,
) {
  const req = {
    tab: request.tab ?? 'UNLINKED',
    pageSize: request.pageSize ?? 20,
    cursor: request.cursor,
    direction: request.direction ?? 'next',
    order: 'desc' as const,
  };
  const base = associationBaseWhere(tenantId, request);
  const keyset = keysetClause(req, sql`s.last_seen_at`, sql`s.id`);
  const where = [...base, TAB_WHERE[req.tab], ...(keyset.where ? [keyset.where] : [])];
  const [rows, counts] = await Promise.all([
    db.execute<Row>(sql`
      select s.id, s.article_no, s.color, s.size, s.title, s.image_url, s.stall as shop_stall, s.last_seen_at,
             to_char(s.last_seen_at at time zone 'UTC', ${sql.raw(KEYSET_TIME_FORMAT)}) as seen_key,
             a.goods_id, a.stall, a.goods_article_no, a.title as goods_title, a.goods_color, a.goods_size,
             a.linked_price_fen, a.market_price_fen, a.state, a.invalid_reason, a.updated_at,
             (select count(distinct l.order_id)::int from ${waitingLines(tenantId)}
                 and l.article_no = s.article_no and l.color = s.color and l.size = s.size) as waiting,
             g.goods_id as sg_goods_id, g.stall as sg_stall, g.goods_article_no as sg_article_no,
             g.title as sg_title, g.goods_color as sg_color, g.goods_size as sg_size, g.price_fen as sg_price_fen,
             g.score as sg_score, g.reason as sg_reason
        from ${FROM} left join goods_suggestions g on g.sku_id = s.id
       where ${sql.join(where, sql` and `)}
       order by ${keyset.orderBy} limit ${keyset.limit}`),
    db.execute<Record<GoodsAssociationTab, number>>(sql`
      select ${sql.join(
        GOODS_ASSOCIATION_TABS.map(
          (t) => sql`count(*) filter (where ${TAB_WHERE[t]})::int as ${sql.identifier(t)}`,
        ),
        sql`, `,
      )}
        from ${FROM} where ${sql.join(base, sql` and `)}`),
  ]);
  const tabs = Object.fromEntries(GOODS_ASSOCIATION_TABS.map((t) => [t, Number(counts.rows[0]?.[t] ?? 0)]));
  const page = keysetResult(req, rows.rows, (r) => ({ time: r.seen_key, id: Number(r.id) }));
  return { ...page, rows: page.rows.map(toRow), total: tabs[req.tab] ?? 0, tabs, notFound: [] };
}

/** 解除关联: the SKU goes back to 未关联 (orders already placed keep what they bought). */
export async function dissociate(
  db: DbOrTx,
  caller: { tenantId: number; accountId: number },
  sku: GoodsDissociateRequest,
): Promise<null> {
  const key = { articleNo: sku.articleNo, color: sku.color ?? '', size: sku.size ?? '' };
  const removed = await db.execute<{
    stall: string;
    goods_article_no: string;
    goods_color: string;
    goods_size: string;
  }>(sql`
    delete from goods_associations
     where tenant_id = ${caller.tenantId} and article_no = ${key.articleNo} and color = ${key.color}
       and size = ${key.size}
    returning stall, goods_article_no, goods_color, goods_size`);
  const was = removed.rows[0];
  if (!was) throw notFound('商品关联不存在');
  await recordHistory(db, caller.tenantId, key, {
    action: 'UNLINK',
    goods: goodsLabel({ stall: was.stall, articleNo: was.goods_article_no }, was.goods_color, was.goods_size),
    accountId: caller.accountId,
  });
  // 建议 looks for this SKU's goods again on its next pass
  await db.execute(sql`
    update shop_skus set suggested_at = null
     where tenant_id = ${caller.tenantId} and article_no = ${key.articleNo} and color = ${key.color} and size = ${key.size}`);
  return null;
}

/** 关联记录 of one SKU, newest first (the last 100). */
export async function associationHistory(
  db: DbOrTx,
  tenantId: number,
  sku: GoodsDissociateRequest,
): Promise<GoodsAssociationHistory> {
  const r = await db.execute<{
    action: string;
    goods: string;
    detail: string;
    operator: string | null;
    at: Date | string;
  }>(sql`
    select h.action, h.goods, h.detail, coalesce(acc.sub_username, acc.username) as operator, h.at
      from goods_association_history h left join accounts acc on acc.id = h.account_id
     where h.tenant_id = ${tenantId} and h.article_no = ${sku.articleNo} and h.color = ${sku.color ?? ''}
       and h.size = ${sku.size ?? ''}
     order by h.at desc, h.id desc limit 100`);
  return {
    items: r.rows.map((h) => ({
      action: h.action as GoodsAssociationHistory['items'][number]['action'],
      goods: h.goods,
      detail: h.detail,
      operator: h.operator,
      at: asDate(h.at).toISOString(),
    })),
  };
}
