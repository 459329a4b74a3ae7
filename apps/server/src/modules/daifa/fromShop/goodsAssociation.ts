import { sql } from 'drizzle-orm';
import { ErrorCode, type GoodsAssociateRequest, type GoodsLink } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { ApiError, invalid } from '../../../http/apiError.ts';
import type { MarketGateway, MarketGoods, StallKind } from '../gateways/marketGateway.ts';
import { askMarket } from '../placement/goodsEndpoints.ts';

/** A shop SKU as the platform sends it: the listing's 货号, colour and size. */
export interface ShopSku {
  articleNo: string;
  color: string;
  size: string;
}

export const skuKey = (s: ShopSku) => `${s.articleNo}\u0000${s.color}\u0000${s.size}`;

type LinkRow = {
  article_no: string;
  color: string;
  size: string;
  goods_id: string;
  goods_color: string;
  goods_size: string;
};

/** The 商品关联 of these SKUs, by skuKey. */
export async function linksOf(tx: DbOrTx, tenantId: number, skus: ShopSku[]) {
  if (!skus.length) return new Map<string, LinkRow>();
  const r = await tx.execute<LinkRow>(sql`
    select a.article_no, a.color, a.size, a.goods_id, a.goods_color, a.goods_size
      from goods_associations a
      join unnest(${sql.param(skus.map((s) => s.articleNo))}::text[], ${sql.param(skus.map((s) => s.color))}::text[],
                  ${sql.param(skus.map((s) => s.size))}::text[]) as k(a, c, z)
        on a.article_no = k.a and a.color = k.c and a.size = k.z
     where a.tenant_id = ${tenantId}`);
  return new Map(
    r.rows.map((row) => [skuKey({ articleNo: row.article_no, color: row.color, size: row.size }), row]),
  );
}

/** The market's goods of these ids, asked in one call (the market out of reach → 40900 in Chinese). */
export async function marketGoodsOf(market: MarketGateway, goodsIds: string[]) {
  const ids = [...new Set(goodsIds)];
  const found = ids.length ? await askMarket(() => market.lookup(ids)) : new Map<string, MarketGoods>();
  return new Map<string, MarketGoods | null>(ids.map((id) => [id, found.get(id) ?? null]));
}

/** The link as placing uses it, or null when the goods are gone or no longer have the colour or size. */
export function usableLink(
  link: LinkRow | undefined,
  goods: MarketGoods | null | undefined,
  kind: StallKind,
): GoodsLink | null {
  if (!link || !goods || goods.delisted || goods.kind !== kind) return null;
  if (!goods.colors.includes(link.goods_color) || !goods.sizes.includes(link.goods_size)) return null;
  return {
    goodsId: goods.goodsId,
    stall: goods.stall,
    articleNo: goods.articleNo,
    title: goods.title,
    color: link.goods_color,
    size: link.goods_size,
    priceFen: goods.priceFen,
    weightG: goods.weightG,
  };
}

/** 关联商品: checked at the market (listed, the brand's kind, the colour and size it has), then kept. */
export async function associate(
  tx: DbOrTx,
  market: MarketGateway,
  kind: StallKind,
  caller: { tenantId: number; accountId: number },
  body: GoodsAssociateRequest,
): Promise<GoodsLink> {
  const goods = (await marketGoodsOf(market, [body.goodsId])).get(body.goodsId);
  if (!goods || goods.delisted || goods.kind !== kind)
    throw new ApiError(ErrorCode.GOODS_UNAVAILABLE, '商品已下架或不存在', { field: 'goodsId' });
  if (!goods.colors.includes(body.goodsColor))
    throw invalid(`该商品没有「${body.goodsColor}」这个颜色`, 'goodsColor');
  if (!goods.sizes.includes(body.goodsSize))
    throw invalid(`该商品没有「${body.goodsSize}」这个尺码`, 'goodsSize');
  await tx.execute(sql`
    insert into goods_associations
      (tenant_id, article_no, color, size, goods_id, goods_color, goods_size, stall, goods_article_no, title, created_by)
    values (${caller.tenantId}, ${body.articleNo}, ${body.color ?? ''}, ${body.size ?? ''}, ${goods.goodsId}, ${body.goodsColor},
            ${body.goodsSize}, ${goods.stall}, ${goods.articleNo}, ${goods.title}, ${caller.accountId})
    on conflict (tenant_id, article_no, color, size) do update
      set goods_id = excluded.goods_id, goods_color = excluded.goods_color, goods_size = excluded.goods_size,
          stall = excluded.stall, goods_article_no = excluded.goods_article_no, title = excluded.title,
          created_by = excluded.created_by, updated_at = now()`);
  return {
    goodsId: goods.goodsId,
    stall: goods.stall,
    articleNo: goods.articleNo,
    title: goods.title,
    color: body.goodsColor,
    size: body.goodsSize,
    priceFen: goods.priceFen,
    weightG: goods.weightG,
  };
}
