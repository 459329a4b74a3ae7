/** Word lists the market is made of: Guangzhou wholesale buildings, garment and shoe kinds. */

export const CLOTHING_MARKETS = [
  '国投女装',
  '女人街',
  '新金马',
  '大西豪',
  '非凡',
  '十三行新中国大厦',
  '沙河万佳',
  '红棉国际时装城',
];
export const SHOE_MARKETS = ['站西鞋城', '新大地鞋城'];

/** Clothing sizes in the order a size run is cut from. */
export const CLOTHING_SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'];

interface KindRow {
  name: string;
  season: string;
  colours: readonly string[];
  /** Wholesale price range in yuan (stall prices are whole yuan). */
  price: readonly [number, number];
  /** Shoes: the first and last size of the run. */
  shoeSizes?: readonly [number, number];
}

const row = (
  name: string,
  season: string,
  colours: string,
  low: number,
  high: number,
  shoeSizes?: [number, number],
): KindRow => ({
  name,
  season,
  colours: colours.split(' '),
  price: [low, high],
  ...(shoeSizes ? { shoeSizes } : {}),
});

export const CLOTHING_KINDS: readonly KindRow[] = [
  row('毛衣女', '秋冬', '米白色 燕麦色 雾霾蓝 焦糖色 黑色', 35, 98),
  row('针织开衫女', '秋冬', '奶杏色 灰色 酒红色 黑色', 39, 88),
  row('羽绒服女', '冬季', '黑色 米白色 奶茶色', 128, 298),
  row('连衣裙', '春夏', '碎花蓝 白色 杏色 黑色', 45, 138),
  row('T恤女', '夏季', '白色 黑色 浅粉色 灰色', 15, 45),
  row('阔腿裤女', '春秋', '黑色 卡其色 深灰色', 28, 78),
  row('牛仔裤女', '春秋', '浅蓝色 深蓝色 黑色', 39, 95),
  row('卫衣女', '春秋', '灰色 藏青色 浅紫色 白色', 32, 85),
  row('衬衫女', '春秋', '白色 浅蓝条纹 杏色', 28, 75),
  row('半身裙', '春夏', '黑色 咖啡色 米白色', 26, 68),
  row('风衣女', '春秋', '卡其色 黑色 燕麦色', 88, 228),
  row('夹克男', '春秋', '黑色 军绿色 藏青色', 58, 148),
];

export const SHOE_KINDS: readonly KindRow[] = [
  row('小白鞋女', '四季', '白色 白粉 白绿', 39, 89, [34, 40]),
  row('马丁靴女', '秋冬', '黑色 棕色', 69, 159, [35, 40]),
  row('运动鞋男', '四季', '黑色 白色 灰色', 59, 139, [38, 44]),
  row('乐福鞋女', '春秋', '黑色 杏色', 45, 108, [34, 40]),
  row('老爹鞋', '四季', '白灰 米色 黑色', 55, 129, [35, 44]),
];

export const STYLE_WORDS = [
  '韩版',
  '法式',
  '复古',
  '小香风',
  '日系',
  '百搭',
  '气质',
  '简约',
  'ins风',
  '网红同款',
];
export const FIT_WORDS = ['宽松', '修身', '显瘦', '慵懒风', '高腰', '短款', '中长款', '加厚', '薄款'];
