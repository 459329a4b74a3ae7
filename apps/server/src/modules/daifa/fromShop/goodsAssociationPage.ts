import { sql, type SQL } from 'drizzle-orm';
import type {
  GoodsAssociationPageRequest,
  GoodsAssociationRow,
  GoodsDissociateRequest,
} from '@oms/api-client';
import { containing } from '../../../db/likePattern.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';
import { notFound } from '../../../http/apiError.ts';

type Row = {
  article_no: string;
  color: string;
  size: string;
  title: string;
  waiting: string | number;
  goods_id: string | null;
  stall: string | null;
  goods_article_no: string | null;
  goods_title: string | null;
  goods_color: string | null;
  goods_size: string | null;
  updated_at: Date | string | null;
};

/** Lines of shop orders still to be bought: waiting to ship, not 已代发, not refunded. */
const waitingLines = (tenantId: number) => sql`
  shop_order_lines l join shop_orders o on o.id = l.order_id
  where o.tenant_id = ${tenantId} and l.tenant_id = ${tenantId} and o.status = 'WAIT_SEND'
    and o.daifa_status <> 'DONE' and l.refund_status = 'NONE'`;

const linked = (tenantId: number, line: SQL) => sql`exists (select 1 from goods_associations g
  where g.tenant_id = ${tenantId} and g.article_no = ${line}.article_no and g.color = ${line}.color and g.size = ${line}.size)`;

/**
 * 商品关联: UNLINKED lists the SKUs of orders still to be bought that have no link (most waiting orders
 * first: link those and 下单代发 goes through); LINKED lists the links kept, newest first, with how many
 * waiting orders each serves. Counts of both tabs for the same keyword.
 */
/** 工作台's 未关联商品: the SKUs of waiting orders with no link. */
export async function unlinkedSkuCount(db: DbOrTx, tenantId: number): Promise<number> {
  const r = await db.execute<{ n: string }>(sql`select count(*) as n from (
    select 1 from ${waitingLines(tenantId)} and not ${linked(tenantId, sql.raw('l'))} group by l.article_no, l.color, l.size) s`);
  return Number(r.rows[0]!.n);
}

export async function goodsAssociationPage(db: Db, tenantId: number, request: GoodsAssociationPageRequest) {
  const pageNum = request.pageNum ?? 1;
  const pageSize = request.pageSize ?? 20;
  const offset = (pageNum - 1) * pageSize;
  const keyword = request.keyword?.trim();
  const unlinkedWhere = sql`${waitingLines(tenantId)} and not ${linked(tenantId, sql.raw('l'))}
    ${keyword ? sql`and (l.article_no ilike ${containing(keyword)} or l.title ilike ${containing(keyword)})` : sql``}`;
  const linkedWhere = sql`g.tenant_id = ${tenantId}
    ${
      keyword
        ? sql`and (g.article_no ilike ${containing(keyword)} or g.title ilike ${containing(keyword)}
              or g.stall ilike ${containing(keyword)} or g.goods_article_no ilike ${containing(keyword)})`
        : sql``
    }`;
  const [unlinkedCount, linkedCount] = await Promise.all([
    db.execute<{ n: string }>(sql`select count(*) as n from (
      select 1 from ${unlinkedWhere} group by l.article_no, l.color, l.size) s`),
    db.execute<{ n: string }>(sql`select count(*) as n from goods_associations g where ${linkedWhere}`),
  ]);
  const counts = { UNLINKED: Number(unlinkedCount.rows[0]!.n), LINKED: Number(linkedCount.rows[0]!.n) };
  const tab = request.tab ?? 'UNLINKED';
  const rows =
    tab === 'UNLINKED'
      ? await db.execute<Row>(sql`
          select l.article_no, l.color, l.size, max(l.title) as title, count(distinct l.order_id) as waiting,
                 null as goods_id, null as stall, null as goods_article_no, null as goods_title,
                 null as goods_color, null as goods_size, null as updated_at
            from ${unlinkedWhere}
           group by l.article_no, l.color, l.size
           order by waiting desc, l.article_no, l.color, l.size limit ${pageSize} offset ${offset}`)
      : await db.execute<Row>(sql`
          select g.article_no, g.color, g.size, g.title as goods_title, g.goods_id, g.stall, g.goods_article_no,
                 g.goods_color, g.goods_size, g.updated_at,
                 coalesce((select max(l.title) from shop_order_lines l
                            where l.tenant_id = g.tenant_id and l.article_no = g.article_no
                              and l.color = g.color and l.size = g.size), g.title) as title,
                 (select count(distinct l.order_id) from ${waitingLines(tenantId)}
                     and l.article_no = g.article_no and l.color = g.color and l.size = g.size) as waiting
            from goods_associations g where ${linkedWhere}
           order by g.updated_at desc, g.id desc limit ${pageSize} offset ${offset}`);
  return {
    total: counts[tab],
    counts,
    items: rows.rows.map((r): GoodsAssociationRow => ({
      articleNo: r.article_no,
      color: r.color,
      size: r.size,
      title: r.title,
      waitingOrders: Number(r.waiting),
      link: r.goods_id
        ? {
            goodsId: r.goods_id,
            stall: r.stall!,
            articleNo: r.goods_article_no!,
            title: r.goods_title!,
            color: r.goods_color!,
            size: r.goods_size!,
            linkedAt: asDate(r.updated_at!).toISOString(),
          }
        : null,
    })),
  };
}

/** 解除关联: the SKU goes back to 未关联 (orders already placed keep what they bought). */
export async function dissociate(db: Db, tenantId: number, sku: GoodsDissociateRequest): Promise<null> {
  const removed = await db.execute(sql`
    delete from goods_associations
     where tenant_id = ${tenantId} and article_no = ${sku.articleNo} and color = ${sku.color ?? ''}
       and size = ${sku.size ?? ''}`);
  if (!removed.rowCount) throw notFound('商品关联不存在');
  return null;
}
