import { areaList } from '@vant/area-data';
import type { Rng } from '@oms/standin-kit';

export interface Address {
  province: string;
  city: string;
  district: string;
  /** Street, number and, for flats, compound, building and room. */
  address: string;
}

// Parcels from a mainland dropship business go to the mainland: no Taiwan (71), Hong Kong (81), Macau (82).
const DISTRICT_CODES = Object.keys(areaList.county_list).filter((code) => !/^(71|81|82)/.test(code));

/** The data's placeholders for counties directly under a province ("省直辖县", Chongqing's "县"). */
const NOT_A_CITY = new Set(['省直辖县', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

function cityOf(code: string, province: string, district: string): string {
  const city = areaList.city_list[`${code.slice(0, 4)}00`];
  if (!city || NOT_A_CITY.has(city)) return code.startsWith('50') ? province : district;
  return city;
}

const STREET_ROOTS = [
  '人民',
  '解放',
  '中山',
  '建设',
  '文化',
  '和平',
  '新华',
  '长江',
  '滨江',
  '学院',
  '金桥',
  '花园',
  '幸福',
  '青年',
  '胜利',
  '朝阳',
  '东风',
  '光明',
  '迎宾',
  '工业',
];
const STREET_ENDINGS = ['路', '街', '大道', '东路', '西路', '南路', '北路'];
const COMPOUNDS = [
  '阳光花园',
  '锦绣家园',
  '幸福里小区',
  '翠苑小区',
  '金色港湾',
  '碧桂园',
  '万科城',
  '东方名苑',
  '和谐家园',
  '绿地新都会',
];

function detailOf(rng: Rng): string {
  const street = `${rng.pick(STREET_ROOTS)}${rng.pick(STREET_ENDINGS)}${rng.int(1, 999)}号`;
  if (rng.chance(0.25)) return street;
  const floor = rng.int(1, 32);
  return `${street}${rng.pick(COMPOUNDS)}${rng.int(1, 30)}栋${rng.int(1, 4)}单元${floor}${String(rng.int(1, 6)).padStart(2, '0')}室`;
}

/** A real province, city and district, with a made-up street address in it. */
export function addressOf(rng: Rng): Address {
  const code = rng.pick(DISTRICT_CODES);
  const province = areaList.province_list[`${code.slice(0, 2)}0000`] ?? '';
  const district = areaList.county_list[code] ?? '';
  return { province, city: cityOf(code, province, district), district, address: detailOf(rng) };
}
