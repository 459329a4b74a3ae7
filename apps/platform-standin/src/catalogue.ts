import { Rng, mixSeed } from '@oms/standin-kit';
import { goodsImagePath } from './goodsImage.ts';

/** One listing of a clothing shop, as the seller copied it from a wholesale stall. */
export interface Goods {
  /** The title without the year, which the order's date supplies ("秋冬新款韩版宽松毛衣女"). */
  titleAfterYear: string;
  articleNo: string;
  stall: string | null;
  colours: readonly string[];
  sizes: readonly string[];
  priceFen: number;
  /** The listing's main picture, served by the stand-in (`/images/goods/…`). */
  imagePath: string;
}

interface Kind {
  name: string;
  season: string;
  sizes: readonly string[];
  colours: readonly string[];
  /** Price range in yuan. */
  price: readonly [number, number];
}

const LETTER_SIZES = 'S M L XL XXL';
const WAIST_SIZES = '25 26 27 28 29 30';
const MEN_SIZES = 'M L XL XXL 3XL';

/** name, season, sizes, colours, price range in yuan: one row a kind of garment. */
const KIND_ROWS: readonly (readonly [string, string, string, string, number, number])[] = [
  ['毛衣女', '秋冬', LETTER_SIZES, '米白色 燕麦色 雾霾蓝 焦糖色 黑色', 59, 169],
  ['针织开衫女', '秋冬', '均码 S M L', '奶杏色 灰色 酒红色', 69, 159],
  ['羽绒服女', '冬季', LETTER_SIZES, '黑色 米白色 奶茶色', 199, 499],
  ['连衣裙', '春夏', 'S M L XL', '碎花蓝 白色 杏色 黑色', 79, 259],
  ['T恤女', '夏季', LETTER_SIZES, '白色 黑色 浅粉色 灰色', 29, 79],
  ['阔腿裤女', '春秋', LETTER_SIZES, '黑色 卡其色 深灰色', 49, 139],
  ['牛仔裤女', '春秋', WAIST_SIZES, '浅蓝色 深蓝色 黑色', 69, 179],
  ['卫衣女', '春秋', LETTER_SIZES, '灰色 藏青色 浅紫色 白色', 59, 149],
  ['衬衫女', '春秋', 'S M L XL', '白色 浅蓝条纹 杏色', 49, 129],
  ['半身裙', '春夏', 'S M L', '黑色 咖啡色 米白色', 49, 119],
  ['风衣女', '春秋', 'S M L XL', '卡其色 黑色 燕麦色', 159, 399],
  ['夹克男', '春秋', MEN_SIZES, '黑色 军绿色 藏青色', 99, 259],
  ['休闲裤男', '春秋', MEN_SIZES, '黑色 灰色 卡其色', 59, 149],
];

const KINDS: readonly Kind[] = KIND_ROWS.map(([name, season, sizes, colours, low, high]) => ({
  name,
  season,
  sizes: sizes.split(' '),
  colours: colours.split(' '),
  price: [low, high],
}));

const STYLES = ['韩版', '法式', '复古', '小香风', '日系', '百搭', '气质', '简约'];
const FITS = ['宽松', '修身', '显瘦', '慵懒风', '高腰', '短款', '中长款', '加厚'];
const MARKETS = [
  '十三行新中国大厦',
  '十三行服装批发市场',
  '沙河万佳服装城',
  '杭州四季青服装大厦',
  '濮院羊毛衫市场',
  '虎门富民时装城',
  '白马服装市场',
  '常熟招商城',
];
const GOODS_PER_SHOP = 30;
const CATALOGUE_STREAM = 2;

function stallOf(rng: Rng): string | null {
  if (rng.chance(0.2)) return null;
  const floor = rng.int(1, 6);
  return `${rng.pick(MARKETS)} ${floor}楼 ${rng.pick(['A', 'B', 'C', 'D'])}${floor}${rng.digits(2)}`;
}

function goodsOf(rng: Rng): Goods {
  const kind = rng.pick(KINDS);
  const articleNo = `${rng.pick(['A', 'B', 'C', 'K', 'M', 'X'])}${rng.int(1000, 9999)}`;
  // Prices end in 9 yuan or .90, as listings do.
  const yuan = rng.int(kind.price[0], kind.price[1]);
  const priceFen = rng.chance(0.5) ? (Math.floor(yuan / 10) * 10 + 9) * 100 : yuan * 100 - 10;
  return {
    titleAfterYear: `${kind.season}新款${rng.pick(STYLES)}${rng.pick(FITS)}${kind.name}`,
    articleNo,
    stall: stallOf(rng),
    colours: kind.colours,
    sizes: kind.sizes,
    priceFen,
    imagePath: goodsImagePath(articleNo, kind.name),
  };
}

/** The goods a shop sells: the same for a shop every time, different between shops. */
export function catalogueOf(shopSeed: number): readonly Goods[] {
  const rng = new Rng(mixSeed(shopSeed, CATALOGUE_STREAM));
  return Array.from({ length: GOODS_PER_SHOP }, () => goodsOf(rng));
}
