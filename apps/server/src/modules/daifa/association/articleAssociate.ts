import { sql } from 'drizzle-orm';
import type { GoodsArticleAssociated, GoodsArticleAssociateRequest } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { ApiError } from '../../../http/apiError.ts';
import { checkedGoods, writeLink } from './goodsAssociation.ts';
import { matchColor, matchSize } from './optionMatch.ts';
import { supplyGoodsOf, type SupplyDeps } from './supplyGoods.ts';

/**
 * 按货号关联: every SKU of the 货号 the shops sold (90 days or not) to one goods, each colour and size to
 * the goods' own named alike (黑色 = 黑, XL码 = XL, 均码 = F). A SKU whose colour or size the goods do not
 * have, or (without `replace`) that has a link, stays as it was and is listed with why.
 */
export async function associateArticle(
  tx: DbOrTx,
  deps: SupplyDeps,
  caller: { tenantId: number; accountId: number },
  body: GoodsArticleAssociateRequest,
): Promise<GoodsArticleAssociated> {
  const skus = await tx.execute<{ color: string; size: string; linked: boolean }>(sql`
    select s.color, s.size, exists (select 1 from goods_associations a where a.tenant_id = s.tenant_id
             and a.article_no = s.article_no and a.color = s.color and a.size = s.size) as linked
      from shop_skus s where s.tenant_id = ${caller.tenantId} and s.article_no = ${body.articleNo}
     order by s.color, s.size`);
  if (!skus.rows.length) throw new ApiError(40400, `没有货号为「${body.articleNo}」的店铺商品`);
  const found = await supplyGoodsOf(tx, deps, caller.tenantId, [body.goodsId]);
  const any = found.get(body.goodsId);
  const goods = checkedGoods(any, any?.colors[0] ?? '', any?.sizes[0] ?? '');
  const skipped: GoodsArticleAssociated['skipped'] = [];
  let linked = 0;
  for (const sku of skus.rows) {
    const color =
      sku.color === ''
        ? goods.colors.length === 1
          ? goods.colors[0]!
          : null
        : matchColor(sku.color, goods.colors);
    const size =
      sku.size === ''
        ? goods.sizes.length === 1
          ? goods.sizes[0]!
          : null
        : matchSize(sku.size, goods.sizes);
    const reason =
      sku.linked && !body.replace
        ? '已关联'
        : color === null
          ? `档口商品没有「${sku.color || '无颜色'}」对应的颜色`
          : size === null
            ? `档口商品没有「${sku.size || '无尺码'}」对应的尺码`
            : null;
    if (reason) {
      skipped.push({ color: sku.color, size: sku.size, reason });
      continue;
    }
    await writeLink(
      tx,
      caller,
      { articleNo: body.articleNo, color: sku.color, size: sku.size },
      goods,
      { color: color!, size: size! },
      { replace: true, detail: '按货号关联' },
    );
    linked += 1;
  }
  return { linked, skipped };
}
