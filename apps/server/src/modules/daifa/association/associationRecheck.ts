import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { notify } from '../../notify/emit.ts';
import { goodsLabel, recordHistory } from './goodsAssociation.ts';
import { missingOption, supplyGoodsOf, type SupplyDeps } from './supplyGoods.ts';

/** Links one pass re-reads (oldest read first); each is read again an hour later. */
const PASS_LINKS = 2000;

type LinkRow = {
  id: string;
  tenant_id: string;
  article_no: string;
  color: string;
  size: string;
  goods_id: string;
  goods_color: string;
  goods_size: string;
  stall: string;
  goods_article_no: string;
  state: string;
  market_price_fen: string | null;
  linked_price_fen: string | null;
};

/**
 * 商品关联's hourly re-read: each link's goods asked again (the market's `/market/goods/lookup`, 100 a
 * call; the tenant's 自定义商品), its price now kept for 价格变动; delisted, gone, or without the colour
 * or size → 已失效 with why (history, and a 商品 message); buyable again → back to 已关联. Returns the
 * links read. The market out of reach leaves them for the next pass.
 */
export async function recheckAssociations(
  db: Db,
  deps: SupplyDeps,
  options: { tenantId?: number; all?: boolean } = {},
) {
  const links = (
    await db.execute<LinkRow>(sql`
      select id, tenant_id, article_no, color, size, goods_id, goods_color, goods_size, stall, goods_article_no,
             state, market_price_fen, linked_price_fen
        from goods_associations
       where ${options.tenantId ? sql`tenant_id = ${options.tenantId} and ` : sql``}
             ${options.all ? sql`true` : sql`(checked_at is null or checked_at < now() - interval '1 hour')`}
       order by checked_at nulls first, id limit ${PASS_LINKS}`)
  ).rows;
  const byTenant = new Map<number, LinkRow[]>();
  for (const l of links) byTenant.set(Number(l.tenant_id), [...(byTenant.get(Number(l.tenant_id)) ?? []), l]);
  for (const [tenantId, rows] of byTenant) {
    const goods = await supplyGoodsOf(
      db,
      deps,
      tenantId,
      rows.map((r) => r.goods_id),
    );
    await db.transaction(async (tx) => {
      for (const link of rows) {
        const g = goods.get(link.goods_id);
        const reason = !g
          ? '档口商品已不存在'
          : (g.unavailable ?? missingOption(g, link.goods_color, link.goods_size));
        const price = g ? g.priceFen : null;
        const changed = await tx.execute<{ id: string }>(sql`
          update goods_associations
             set checked_at = now(), market_price_fen = coalesce(${price}::bigint, market_price_fen),
                 linked_price_fen = coalesce(linked_price_fen, ${price}::bigint),
                 state = ${reason ? 'INVALID' : 'ACTIVE'}, invalid_reason = ${reason}
           where id = ${link.id} and goods_id = ${link.goods_id} and state = ${link.state}
          returning id`);
        // a link changed meanwhile (关联 again, removed) is read on the next pass
        if (!changed.rows.length) continue;
        const was = link.state;
        const now = reason ? 'INVALID' : 'ACTIVE';
        if (was === now) continue;
        const sku = { articleNo: link.article_no, color: link.color, size: link.size };
        const label = goodsLabel(
          { stall: link.stall, articleNo: link.goods_article_no },
          link.goods_color,
          link.goods_size,
        );
        await recordHistory(tx, tenantId, sku, {
          action: now === 'INVALID' ? 'INVALID' : 'RESTORED',
          goods: label,
          detail: reason ?? '档口商品可以再次购买',
          accountId: null,
        });
        if (now === 'INVALID')
          await notify.emit(tx, {
            type: 'GOODS_LINK_INVALID',
            tenantId,
            key: `goods-invalid:${link.id}:${Date.now()}`,
            params: {
              articleNo: link.article_no,
              sku: [link.color, link.size].filter(Boolean).join('/') || '无规格',
              goods: label,
              reason: reason!,
            },
          });
      }
    });
  }
  return links.length;
}
