import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  type GoodsAssociateRequest,
  type GoodsAssociationAction,
  type GoodsLink,
} from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { ApiError, invalid } from '../../../http/apiError.ts';
import { missingOption, supplyGoodsOf, type SupplyDeps, type SupplyGoods } from './supplyGoods.ts';

/** A shop SKU as the platform sends it: the listing's 货号, colour and size. */
export interface ShopSku {
  articleNo: string;
  color: string;
  size: string;
}

export const skuKey = (s: ShopSku) => `${s.articleNo}\u0000${s.color}\u0000${s.size}`;

export type LinkRow = {
  article_no: string;
  color: string;
  size: string;
  goods_id: string;
  goods_color: string;
  goods_size: string;
  state: string;
};

/** The 商品关联 of these SKUs, by skuKey. */
export async function linksOf(tx: DbOrTx, tenantId: number, skus: ShopSku[]) {
  if (!skus.length) return new Map<string, LinkRow>();
  const r = await tx.execute<LinkRow>(sql`
    select a.article_no, a.color, a.size, a.goods_id, a.goods_color, a.goods_size, a.state
      from goods_associations a
      join unnest(${sql.param(skus.map((s) => s.articleNo))}::text[], ${sql.param(skus.map((s) => s.color))}::text[],
                  ${sql.param(skus.map((s) => s.size))}::text[]) as k(a, c, z)
        on a.article_no = k.a and a.color = k.c and a.size = k.z
     where a.tenant_id = ${tenantId}`);
  return new Map(
    r.rows.map((row) => [skuKey({ articleNo: row.article_no, color: row.color, size: row.size }), row]),
  );
}

/** The link as placing uses it, or null when the goods are gone or no longer have the colour or size. */
export function usableLink(
  link: LinkRow | undefined,
  goods: SupplyGoods | null | undefined,
): GoodsLink | null {
  if (!link || !goods || goods.unavailable) return null;
  if (missingOption(goods, link.goods_color, link.goods_size)) return null;
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

/** 档口 货号 颜色/尺码, as the history and messages name the goods. */
export const goodsLabel = (g: { stall: string; articleNo: string }, color: string, size: string) =>
  `${g.stall} ${g.articleNo} ${color}/${size}`;

export async function recordHistory(
  tx: DbOrTx,
  tenantId: number,
  sku: ShopSku,
  entry: { action: GoodsAssociationAction; goods: string; detail?: string; accountId: number | null },
) {
  await tx.execute(sql`
    insert into goods_association_history (tenant_id, article_no, color, size, action, goods, detail, account_id)
    values (${tenantId}, ${sku.articleNo}, ${sku.color}, ${sku.size}, ${entry.action}, ${entry.goods},
            ${entry.detail ?? ''}, ${entry.accountId})`);
}

/** The goods as linking needs them: known, buyable, with the colour and size (46002 / 40000 else). */
export function checkedGoods(
  goods: SupplyGoods | null | undefined,
  color: string,
  size: string,
): SupplyGoods {
  if (!goods || goods.unavailable)
    throw new ApiError(ErrorCode.SUPPLY_GOODS_UNAVAILABLE, goods?.unavailable ?? '供货商品已下架或不存在', {
      field: 'goodsId',
    });
  if (!goods.colors.includes(color)) throw invalid(`该商品没有「${color}」这个颜色`, 'goodsColor');
  if (!goods.sizes.includes(size)) throw invalid(`该商品没有「${size}」这个尺码`, 'goodsSize');
  return goods;
}

/**
 * Writes one SKU's link to goods already checked, in the caller's transaction, with its history. A SKU
 * linked before is only changed with `replace` (46001 该SKU已关联 else: two people linking the same SKU
 * at once, or a stale page). The price it was linked at is kept for 价格变动.
 */
export async function writeLink(
  tx: DbOrTx,
  caller: { tenantId: number; accountId: number | null },
  sku: ShopSku,
  goods: SupplyGoods,
  option: { color: string; size: string },
  how: { replace: boolean; action?: GoodsAssociationAction; detail?: string },
): Promise<GoodsLink> {
  const before = await tx.execute<{
    goods_id: string;
    goods_color: string;
    goods_size: string;
    state: string;
  }>(sql`
    select goods_id, goods_color, goods_size, state from goods_associations
     where tenant_id = ${caller.tenantId} and article_no = ${sku.articleNo} and color = ${sku.color} and size = ${sku.size}
     for update`);
  const had = before.rows[0];
  if (had && !how.replace)
    throw new ApiError(ErrorCode.SKU_ALREADY_LINKED, '该SKU已关联，请用「修改关联」更换');
  const same =
    had?.goods_id === goods.goodsId &&
    had.goods_color === option.color &&
    had.goods_size === option.size &&
    had.state === 'ACTIVE';
  await tx.execute(sql`
    insert into goods_associations
      (tenant_id, article_no, color, size, goods_id, goods_color, goods_size, stall, goods_article_no, title,
       created_by, linked_price_fen, market_price_fen, state, invalid_reason, checked_at)
    values (${caller.tenantId}, ${sku.articleNo}, ${sku.color}, ${sku.size}, ${goods.goodsId}, ${option.color},
            ${option.size}, ${goods.stall}, ${goods.articleNo}, ${goods.title}, ${caller.accountId ?? caller.tenantId},
            ${goods.priceFen}, ${goods.priceFen}, 'ACTIVE', null, now())
    on conflict (tenant_id, article_no, color, size) do update
      set goods_id = excluded.goods_id, goods_color = excluded.goods_color, goods_size = excluded.goods_size,
          stall = excluded.stall, goods_article_no = excluded.goods_article_no, title = excluded.title,
          created_by = excluded.created_by, updated_at = now(), linked_price_fen = excluded.linked_price_fen,
          market_price_fen = excluded.market_price_fen, state = 'ACTIVE', invalid_reason = null, checked_at = now()`);
  await tx.execute(sql`
    delete from goods_suggestions s using shop_skus k
     where s.sku_id = k.id and k.tenant_id = ${caller.tenantId} and k.article_no = ${sku.articleNo}
       and k.color = ${sku.color} and k.size = ${sku.size}`);
  if (!same)
    await recordHistory(tx, caller.tenantId, sku, {
      action: how.action ?? (had ? 'RELINK' : 'LINK'),
      goods: goodsLabel(goods, option.color, option.size),
      ...(how.detail ? { detail: how.detail } : {}),
      accountId: caller.accountId,
    });
  return {
    goodsId: goods.goodsId,
    stall: goods.stall,
    articleNo: goods.articleNo,
    title: goods.title,
    color: option.color,
    size: option.size,
    priceFen: goods.priceFen,
    weightG: goods.weightG,
  };
}

/** 关联商品: checked at the market or among the tenant's 自定义商品, then kept. */
export async function associate(
  tx: DbOrTx,
  deps: SupplyDeps,
  caller: { tenantId: number; accountId: number },
  body: GoodsAssociateRequest,
): Promise<GoodsLink> {
  const found = await supplyGoodsOf(tx, deps, caller.tenantId, [body.goodsId]);
  const goods = checkedGoods(found.get(body.goodsId), body.goodsColor, body.goodsSize);
  return writeLink(
    tx,
    caller,
    { articleNo: body.articleNo, color: body.color ?? '', size: body.size ?? '' },
    goods,
    { color: body.goodsColor, size: body.goodsSize },
    { replace: body.replace ?? false },
  );
}
