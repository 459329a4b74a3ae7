import { sql } from 'drizzle-orm';
import type { Brand } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import { offersCustomGoods } from '../customGoods.ts';

/** Goods a seller met at stalls the market does not list (clothing: the brands with 自定义商品). */
const DEMO: [
  stall: string,
  articleNo: string,
  title: string,
  colors: string[],
  sizes: string[],
  fen: number,
  g: number,
][] = [
  ['新金马 3F-318', 'ZS-2601', '真丝衬衫', ['白色', '香槟色'], ['S', 'M', 'L'], 8800, 250],
  ['大西豪 5F-502', 'DX-1187', '羊绒围巾', ['驼色', '燕麦色', '黑色'], ['均码'], 6500, 200],
  ['南城 2F-B16', 'NC-330', '灯芯绒阔腿裤', ['卡其', '咖啡'], ['S', 'M', 'L', 'XL'], 5200, 450],
  ['白马 4F-A409', 'BM-7723', '手工双面呢大衣', ['藏青', '驼色'], ['M', 'L'], 32000, 1100],
  ['非凡 1F-118', 'FF-09', '蕾丝拼接打底衫', ['黑色', '白色'], ['均码'], 2800, 180],
];

/** The seller's 自定义商品 in the demo (not on go2, which has none). */
export async function seedDemoCustomGoods(db: Db, brand: Brand): Promise<number> {
  if (!offersCustomGoods(brand)) return 0;
  const r = await db.execute(sql`
    insert into custom_goods (tenant_id, stall, article_no, title, colors, sizes, price_fen, weight_g, remark, updated_at)
    select a.id, d.stall, d.article_no, d.title, d.colors, d.sizes, d.price_fen, d.weight_g, '', now() - make_interval(days => d.n)
      from accounts a,
           jsonb_to_recordset(${JSON.stringify(
             DEMO.map(([stall, articleNo, title, colors, sizes, fen, g], n) => ({
               stall,
               article_no: articleNo,
               title,
               colors,
               sizes,
               price_fen: fen,
               weight_g: g,
               n,
             })),
           )}::jsonb) as d(stall text, article_no text, title text, colors text[], sizes text[], price_fen bigint,
                           weight_g int, n int)
     where a.username = 'seller' and a.parent_id is null
    on conflict (tenant_id, stall, article_no) do nothing
    returning 1`);
  return r.rows.length;
}
