import { zh_CN } from '@faker-js/faker';
import type { Rng } from '@oms/standin-kit';

function namesOf(entry: unknown): readonly string[] {
  const generic = (entry as { generic?: unknown } | undefined)?.generic;
  if (!Array.isArray(generic) || generic.length === 0) throw new Error('faker zh_CN has no generic names');
  return generic.map(String);
}

// fakerZH_CN's own name lists, drawn from with our per-order generator: seeding faker once per order
// costs more than generating the order.
const FAKER_FAMILY_NAMES = namesOf(zh_CN.person?.last_name);
const GIVEN_NAMES = namesOf(zh_CN.person?.first_name);
/** Faker's list weighs 司徒 like 王; most buyers carry one of the common names. */
const COMMON_FAMILY_NAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢',
];

/** A Chinese full name, family name first. */
export function personName(rng: Rng): string {
  const family = rng.chance(0.8) ? rng.pick(COMMON_FAMILY_NAMES) : rng.pick(FAKER_FAMILY_NAMES);
  return family + rng.pick(GIVEN_NAMES);
}

const MOBILE_PREFIXES = ['13', '15', '17', '18', '19', '16', '14'];

/** A mainland mobile number: 1[3-9] and nine more digits. */
export function mobilePhone(rng: Rng): string {
  return rng.pick(MOBILE_PREFIXES) + rng.digits(9);
}

const NICK_WORDS = [
  '小鱼儿',
  '甜甜圈',
  '风中的猫',
  '橘子汽水',
  '晴天',
  '木木',
  '爱吃草莓',
  '阿狸',
  '小太阳',
  '奶茶不加糖',
];
const NICK_LATIN = [
  'lucky',
  'sunny',
  'momo',
  'xiaoyu',
  'tingting',
  'coco',
  'jiajia',
  'yoyo',
  'miumiu',
  'dudu',
];

/** A buyer's nick as platforms show them: tb-numbers, Chinese words with a year, or Latin handles. */
export function buyerNick(rng: Rng): string {
  const style = rng.next();
  if (style < 0.35) return `tb${rng.digits(9)}`;
  if (style < 0.75) return `${rng.pick(NICK_WORDS)}${rng.int(1990, 2012)}`;
  return `${rng.pick(NICK_LATIN)}_${rng.digits(rng.int(2, 6))}`;
}

const SHOP_WORDS = [
  '小鹿',
  '棉麻',
  '暖阳',
  '初见',
  '木子',
  '清风',
  '南风',
  '星河',
  '橘子',
  '素锦',
  '花间',
  '简衣',
];
const SHOP_KINDS = ['女装', '服饰', '衣舍', '时尚女装', '潮牌男装', '针织'];
const SHOP_ENDINGS = ['旗舰店', '专营店', '的小店', '工作室', '店'];

/** A plausible clothing shop name ("小鹿女装旗舰店"). */
export function shopName(rng: Rng): string {
  return rng.pick(SHOP_WORDS) + rng.pick(SHOP_KINDS) + rng.pick(SHOP_ENDINGS);
}
