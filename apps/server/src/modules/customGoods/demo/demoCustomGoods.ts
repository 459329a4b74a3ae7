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
  ['新金马 2F-215', 'JM-5512', '法式碎花连衣裙', ['蓝底白花', '黑底红花'], ['S', 'M', 'L'], 6800, 300],
  ['大西豪 3F-360', 'DX-2290', '短款羽绒服', ['黑色', '米白', '雾霾蓝'], ['M', 'L', 'XL'], 16800, 700],
  ['南城 3F-C08', 'NC-618', '高腰直筒牛仔裤', ['浅蓝', '深蓝'], ['25', '26', '27', '28', '29'], 5900, 550],
  ['白马 2F-B221', 'BM-3306', '针织开衫', ['燕麦色', '奶白', '浅灰'], ['均码'], 4500, 380],
  ['非凡 2F-226', 'FF-112', '加绒卫衣', ['黑色', '灰色', '杏色'], ['M', 'L', 'XL', '2XL'], 4200, 520],
  ['新金马 4F-402', 'JM-8801', '毛呢半身裙', ['黑色', '驼色'], ['S', 'M', 'L'], 5600, 400],
  ['大西豪 2F-233', 'DX-0517', '西装外套', ['黑色', '卡其'], ['S', 'M', 'L'], 12800, 650],
  ['南城 1F-A21', 'NC-105', '纯棉打底T恤', ['白色', '黑色', '灰色', '粉色'], ['均码'], 1800, 160],
  ['白马 3F-C312', 'BM-9012', '灯笼袖衬衫', ['白色', '浅蓝'], ['S', 'M', 'L'], 5300, 240],
  ['非凡 3F-301', 'FF-208', '高领毛衣', ['黑色', '酒红', '奶白'], ['均码'], 6200, 420],
  ['新金马 1F-109', 'JM-1203', '工装束脚裤', ['军绿', '黑色'], ['S', 'M', 'L', 'XL'], 4800, 480],
  ['大西豪 4F-418', 'DX-3321', '格纹衬衫', ['红格', '蓝格'], ['M', 'L', 'XL'], 3900, 260],
  ['南城 4F-D02', 'NC-772', '皮草马甲', ['白色', '棕色'], ['均码'], 13800, 600],
  ['白马 1F-A106', 'BM-0086', '吊带背心', ['黑色', '白色', '杏色'], ['均码'], 1500, 100],
  ['非凡 4F-409', 'FF-336', '运动套装', ['黑色', '灰色'], ['M', 'L', 'XL'], 8900, 800],
  ['新金马 3F-330', 'JM-6620', '雪纺半身裙', ['米色', '黑色'], ['S', 'M', 'L'], 3600, 220],
  ['大西豪 1F-126', 'DX-4410', '马海毛毛衣', ['粉色', '紫色', '白色'], ['均码'], 7600, 450],
  ['南城 2F-B30', 'NC-455', '阔腿西裤', ['黑色', '灰色', '咖色'], ['S', 'M', 'L', 'XL'], 5500, 420],
  ['白马 5F-E501', 'BM-5501', '双面羊绒大衣', ['驼色', '黑色', '灰色'], ['M', 'L'], 46800, 1200],
  ['非凡 2F-240', 'FF-520', '泡泡袖上衣', ['白色', '粉色'], ['均码'], 2900, 170],
];

/** A stall's phone, or none (every fourth has not given one). */
const phoneOf = (n: number) =>
  n % 4 === 3 ? '' : `1${38 + (n % 2)}${String(20260000 + n * 7919).slice(-8)}`;

/** The seller's 25 自定义商品 in the demo, most with the stall's phone (not on go2, which has none). */
export async function seedDemoCustomGoods(db: Db, brand: Brand): Promise<number> {
  if (!offersCustomGoods(brand)) return 0;
  const r = await db.execute(sql`
    insert into custom_goods (tenant_id, stall, article_no, title, colors, sizes, price_fen, weight_g, stall_phone, remark,
                              updated_at)
    select a.id, d.stall, d.article_no, d.title, d.colors, d.sizes, d.price_fen, d.weight_g, d.stall_phone, '',
           now() - make_interval(hours => d.n * 13)
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
               stall_phone: phoneOf(n),
               n,
             })),
           )}::jsonb) as d(stall text, article_no text, title text, colors text[], sizes text[], price_fen bigint,
                           weight_g int, stall_phone text, n int)
     where a.username = 'seller' and a.parent_id is null
    on conflict (tenant_id, stall, article_no) do nothing
    returning 1`);
  return r.rows.length;
}
