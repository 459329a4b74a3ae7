import { sql } from 'drizzle-orm';
import { closestOption } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import { recheckAssociations } from '../association/associationRecheck.ts';
import { writeLink } from '../association/goodsAssociation.ts';
import { suggestGoods } from '../association/goodsSuggestions.ts';
import { matchColor, matchSize } from '../association/optionMatch.ts';
import type { SupplyDeps, SupplyGoods } from '../association/supplyGoods.ts';
import type { MarketGoods } from '../gateways/marketGateway.ts';
import { demoSellerId } from './demoDaifa.ts';

/** The stand-in market's goods ids (G100001…): the demo looks them all up once. */
const MARKET_SIZE = 600;
const SHARE_LINKED = 0.7;
/** 货号 whose one size is left unlinked: 建议 finds it from the sizes linked. */
const SUGGESTED = 20;
const INVALID = 5;

type Sku = { article_no: string; color: string; size: string };

const supplyOf = (g: MarketGoods): SupplyGoods => ({ ...g, unavailable: null });
const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.codePointAt(0)!) % 65_521, 7);

/** The goods whose colours and sizes name most of the 货号's SKUs alike (the same goods for the same 货号). */
function goodsFor(article: string, skus: Sku[], goods: MarketGoods[]) {
  const fit = (g: MarketGoods) =>
    skus.filter((s) => matchColor(s.color, g.colors) && matchSize(s.size, g.sizes)).length;
  const best = Math.max(...goods.map(fit));
  const top = goods.filter((g) => fit(g) === best);
  return top[hash(article) % top.length]!;
}

/**
 * 商品关联 as a seller who has used it a while: 70 % of the shops' SKUs linked (by 货号, as people do),
 * on 20 货号 one size left for 建议 to find, 5 links to goods the market has since delisted (the hourly
 * re-read marks them 已失效 and says so in 消息), then 建议 run once. Through the same code as the page.
 */
export async function seedDemoAssociations(db: Db, deps: SupplyDeps) {
  const tenantId = await demoSellerId(db);
  if (!tenantId) return null;
  const skus = (
    await db.execute<Sku & { linked: boolean }>(sql`
      select s.article_no, s.color, s.size, exists (select 1 from goods_associations a where a.tenant_id = s.tenant_id
               and a.article_no = s.article_no and a.color = s.color and a.size = s.size) as linked
        from shop_skus s where s.tenant_id = ${tenantId} order by s.article_no, s.color, s.size`)
  ).rows;
  if (!skus.length) return null;
  const ids = Array.from({ length: MARKET_SIZE }, (_, i) => `G${100001 + i}`);
  const market = [...(await deps.market.lookup(ids)).values()].filter((g) => g.kind === deps.kind);
  const listed = market.filter((g) => !g.delisted);
  const delisted = market.filter((g) => g.delisted);
  const groups = new Map<string, Sku[]>();
  for (const s of skus.filter((x) => !x.linked))
    groups.set(s.article_no, [...(groups.get(s.article_no) ?? []), s]);
  const caller = { tenantId, accountId: tenantId };
  const target = Math.round(skus.length * SHARE_LINKED) - skus.filter((s) => s.linked).length;
  let linked = 0;
  let leftForSuggestion = 0;
  const untouched: Sku[] = [];
  for (const [article, group] of groups) {
    if (linked >= target) {
      untouched.push(...group);
      continue;
    }
    const g = goodsFor(article, group, listed);
    const named = group.filter((s) => matchColor(s.color, g.colors) && matchSize(s.size, g.sizes));
    // one size named alike left out: 建议 links it from its linked sizes
    const leave =
      leftForSuggestion < SUGGESTED && group.length >= 2 && named.length >= 2
        ? named[named.length - 1]!
        : null;
    if (leave) leftForSuggestion += 1;
    await db.transaction(async (tx) => {
      for (const s of group) {
        if (s === leave) continue;
        await writeLink(
          tx,
          caller,
          { articleNo: s.article_no, color: s.color, size: s.size },
          supplyOf(g),
          {
            color: matchColor(s.color, g.colors) ?? closestOption(s.color, g.colors),
            size: matchSize(s.size, g.sizes) ?? closestOption(s.size, g.sizes),
          },
          { replace: true },
        );
        linked += 1;
      }
    });
  }
  // linked to goods the market delisted since: the re-read finds them
  const stale = untouched.slice(0, delisted.length ? INVALID : 0);
  await db.transaction(async (tx) => {
    for (const [i, s] of stale.entries()) {
      const g = delisted[i % delisted.length]!;
      await writeLink(
        tx,
        caller,
        { articleNo: s.article_no, color: s.color, size: s.size },
        supplyOf(g),
        { color: closestOption(s.color, g.colors), size: closestOption(s.size, g.sizes) },
        { replace: true },
      );
    }
  });
  await recheckAssociations(db, deps, { tenantId, all: true });
  await suggestGoods(db, deps, tenantId);
  const counts = await db.execute<{ skus: number; linked: number; invalid: number; suggested: number }>(sql`
    select (select count(*)::int from shop_skus where tenant_id = ${tenantId}) as skus,
           (select count(*)::int from goods_associations where tenant_id = ${tenantId} and state = 'ACTIVE') as linked,
           (select count(*)::int from goods_associations where tenant_id = ${tenantId} and state = 'INVALID') as invalid,
           (select count(*)::int from goods_suggestions where tenant_id = ${tenantId}) as suggested`);
  return counts.rows[0]!;
}
