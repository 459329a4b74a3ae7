import { sql } from 'drizzle-orm';
import { customGoodsRef, SHOP_SKU_DAYS } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import { offersCustomGoods } from '../../customGoods/customGoods.ts';
import { askMarket } from '../placement/goodsEndpoints.ts';
import { matchColor, matchSize } from './optionMatch.ts';
import { supplyGoodsOf, type SupplyDeps, type SupplyGoods } from './supplyGoods.ts';

/** SKUs one pass looks at; each is looked at again a day later while it stays unlinked. */
const PASS_SKUS = 300;

type SkuRow = {
  id: string;
  tenant_id: string;
  article_no: string;
  color: string;
  size: string;
  title: string;
  stall: string | null;
};

/** The 货号 as stalls write it: upper case, and the part after a stall prefix (A12-8865 → 8865). */
export function articleKeys(articleNo: string): string[] {
  const whole = articleNo.trim().toUpperCase();
  const tail = whole.includes('-') ? whole.slice(whole.lastIndexOf('-') + 1) : '';
  return [...new Set([whole, tail].filter((k) => k.length >= 3))];
}

const bigrams = (text: string) => {
  const t = text.replace(/[\s\d\p{P}]/gu, '');
  return new Set(Array.from({ length: Math.max(0, t.length - 1) }, (_, i) => t.slice(i, i + 2)));
};

/** Dice similarity of two titles' character bigrams, 0–1. */
export function titleSimilarity(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  if (!x.size || !y.size) return 0;
  let both = 0;
  for (const g of x) if (y.has(g)) both += 1;
  return (2 * both) / (x.size + y.size);
}

const stallKey = (s: string) => s.replace(/\s+/g, '').toUpperCase();

interface Candidate {
  goods: SupplyGoods;
  boundBefore: boolean;
}

/**
 * A SKU's best goods among the candidates, scored 0–100 with the reasons: 同货号其他规格已关联此商品 (90: the
 * seller said what this 货号 is),
 * 货号相同 (50), 档口一致 (30) or 档口号相同 (15), the only goods of that 货号 (10), 标题相似 (up to 15).
 * Goods without the SKU's colour and size (by name) cannot be it.
 */
export function bestSuggestion(sku: SkuRow, candidates: Candidate[]) {
  const keys = articleKeys(sku.article_no);
  const sameNo = candidates.filter((c) => keys.includes(c.goods.articleNo.toUpperCase()));
  let best: { goods: SupplyGoods; color: string; size: string; score: number; reason: string } | null = null;
  for (const c of candidates) {
    const color =
      sku.color === ''
        ? c.goods.colors.length === 1
          ? c.goods.colors[0]!
          : null
        : matchColor(sku.color, c.goods.colors);
    const size =
      sku.size === ''
        ? c.goods.sizes.length === 1
          ? c.goods.sizes[0]!
          : null
        : matchSize(sku.size, c.goods.sizes);
    if (!color || !size || c.goods.unavailable) continue;
    let score = 0;
    const reasons: string[] = [];
    if (c.boundBefore) {
      score += 90;
      reasons.push('同货号其他规格已关联此商品');
    }
    if (keys.includes(c.goods.articleNo.toUpperCase())) {
      score += 50;
      reasons.push('货号相同');
      if (sameNo.length === 1) {
        score += 10;
        reasons.push('该货号仅此一款');
      }
    }
    if (sku.stall) {
      const a = stallKey(sku.stall);
      const b = stallKey(c.goods.stall);
      if (a === b || a.includes(b) || b.includes(a)) {
        score += 30;
        reasons.push('档口一致');
      } else {
        const room = /[A-Z]\d{3,4}$/.exec(a)?.[0];
        if (room && b.endsWith(room)) {
          score += 15;
          reasons.push('档口号相同');
        }
      }
    }
    const similar = titleSimilarity(sku.title, c.goods.title);
    if (similar >= 0.2) {
      score += Math.round(15 * similar);
      reasons.push(`标题相似${Math.round(similar * 100)}%`);
    }
    score = Math.min(100, score);
    if (score >= 40 && (!best || score > best.score))
      best = { goods: c.goods, color, size, score, reason: reasons.join('、') };
  }
  return best;
}

/**
 * 建议 for unlinked SKUs not looked at in a day (all tenants, or one): per 货号, the goods its other
 * sizes were linked to, the market's goods of that 货号 and the tenant's 自定义商品 of it; the best of
 * them kept with its score and reasons, or none. Returns the SKUs looked at.
 */
export async function suggestGoods(db: Db, deps: SupplyDeps, tenantId?: number): Promise<number> {
  const skus = (
    await db.execute<SkuRow>(sql`
      select s.id, s.tenant_id, s.article_no, s.color, s.size, s.title, s.stall from shop_skus s
       where ${tenantId ? sql`s.tenant_id = ${tenantId} and ` : sql``}
             (s.suggested_at is null or s.suggested_at < now() - interval '1 day')
         and s.last_seen_at > now() - make_interval(days => ${SHOP_SKU_DAYS})
         and not exists (select 1 from goods_associations a where a.tenant_id = s.tenant_id
                           and a.article_no = s.article_no and a.color = s.color and a.size = s.size)
       order by s.last_seen_at desc limit ${PASS_SKUS}`)
  ).rows;
  const groups = new Map<string, SkuRow[]>();
  for (const s of skus) {
    const key = `${s.tenant_id}\u0000${s.article_no}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  for (const group of groups.values()) {
    const { tenant_id, article_no } = group[0]!;
    const tenant = Number(tenant_id);
    const keys = articleKeys(article_no);
    const bound = (
      await db.execute<{ goods_id: string }>(sql`
        select distinct goods_id from goods_associations
         where tenant_id = ${tenant} and article_no = ${article_no} and state = 'ACTIVE'`)
    ).rows.map((r) => r.goods_id);
    const marketIds: string[] = [];
    for (const key of keys) {
      const found = await askMarket(() =>
        deps.market.search({ articleNo: key, kind: deps.kind, page: 1, pageSize: 20 }),
      );
      marketIds.push(...found.items.map((g) => g.goodsId));
    }
    const customIds = offersCustomGoods(deps.brand)
      ? (
          await db.execute<{ id: string }>(sql`
            select id from custom_goods where tenant_id = ${tenant} and upper(article_no) = any(${sql.param(keys)}::text[])`)
        ).rows.map((r) => customGoodsRef(Number(r.id)))
      : [];
    const goods = await supplyGoodsOf(db, deps, tenant, [...bound, ...marketIds, ...customIds]);
    const candidates = [...goods.values()]
      .filter((g): g is SupplyGoods => g !== null)
      .map((g) => ({ goods: g, boundBefore: bound.includes(g.goodsId) }));
    await db.transaction(async (tx) => {
      for (const sku of group) {
        const best = bestSuggestion(sku, candidates);
        if (best)
          await tx.execute(sql`
            insert into goods_suggestions (sku_id, tenant_id, goods_id, goods_color, goods_size, stall,
              goods_article_no, title, price_fen, score, reason)
            values (${sku.id}, ${tenant}, ${best.goods.goodsId}, ${best.color}, ${best.size}, ${best.goods.stall},
              ${best.goods.articleNo}, ${best.goods.title}, ${best.goods.priceFen}, ${best.score}, ${best.reason})
            on conflict (sku_id) do update set goods_id = excluded.goods_id, goods_color = excluded.goods_color,
              goods_size = excluded.goods_size, stall = excluded.stall, goods_article_no = excluded.goods_article_no,
              title = excluded.title, price_fen = excluded.price_fen, score = excluded.score,
              reason = excluded.reason, created_at = now()`);
        else await tx.execute(sql`delete from goods_suggestions where sku_id = ${sku.id}`);
      }
      await tx.execute(sql`
        update shop_skus set suggested_at = now() where id = any(${sql.param(group.map((s) => Number(s.id)))}::bigint[])`);
    });
  }
  return skus.length;
}
