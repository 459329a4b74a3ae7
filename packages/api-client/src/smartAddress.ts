import type { AreaTree } from './schemas/daifaPlace.ts';

export interface RecognisedAddress {
  name?: string;
  phone?: string;
  /** The district's code, and the three names for the cascader. */
  areaCode?: string;
  areaPath?: [string, string, string];
  address?: string;
}

const PHONE = /(1[3-9]\d{9}(?:[-转]\d{4})?|0\d{2,3}-?\d{7,8})/;
const LABELS =
  /(收货人|收件人|联系人|姓名|手机号码|手机号|手机|联系电话|电话|所在地区|所在地|地区|详细地址|收货地址|地址)\s*[:：]?/g;
const SUFFIXES = /(省|市|自治区|特别行政区|壮族|回族|维吾尔|自治州|地区|盟|区|县|旗)+$/;

/** The name as people write it: 广东省 → 广东, 广西壮族自治区 → 广西, 南山区 → 南山 (but a one-character rest keeps the suffix). */
export function shortAreaName(name: string): string {
  const cut = name.replace(SUFFIXES, '');
  return cut.length >= 2 ? cut : name;
}

/** Where `full` or its short form first appears in `text` at or after `from`: [index, length]. */
function find(text: string, full: string, from: number): [number, number] | null {
  for (const candidate of [full, shortAreaName(full)]) {
    const at = text.indexOf(candidate, from);
    if (at >= 0) return [at, candidate.length];
  }
  return null;
}

/**
 * 智能识别: a pasted "张三 13800138000 广东省深圳市南山区科技园 1 号" (in any order, with or without labels
 * like 收货人：) split into name, phone, district (matched against the area tree, full or short names)
 * and the street address. What it cannot tell is left out for the seller to fill in.
 */
export function recogniseAddress(raw: string, tree: AreaTree): RecognisedAddress {
  const out: RecognisedAddress = {};
  let text = raw.replace(LABELS, ' ').replace(/[,，;；|/\n\r\t]+/g, ' ');
  const phone = PHONE.exec(text);
  if (phone) {
    out.phone = phone[1]!.replace('转', '-');
    text = text.replace(phone[0], ' ');
  }
  const tokens = text.split(/\s+/).filter(Boolean);
  const joined = tokens.join('');
  const area = findArea(joined, tree);
  let rest = joined;
  if (area) {
    out.areaCode = area.code;
    out.areaPath = area.path;
    rest = joined.slice(0, area.start) + ' ' + joined.slice(area.end);
  }
  // The name: a short token with no digits that is not part of the address.
  const nameToken = tokens.find(
    (t) =>
      t.length >= 2 &&
      t.length <= 6 &&
      !/\d/.test(t) &&
      !(area && joined.slice(area.start, area.end).includes(t)),
  );
  if (nameToken) {
    out.name = nameToken;
    rest = rest.replace(nameToken, ' ');
  }
  const address = rest.replace(/\s+/g, '').trim();
  if (address) out.address = address;
  return out;
}

export interface FoundArea {
  code: string;
  path: [string, string, string];
  /** Where the province-to-district part sits in the text searched. */
  start: number;
  end: number;
}

/**
 * The district a text names (province, city and district in order, full or short names; a city that
 * repeats its province may be written once): the earliest, longest match, or null.
 */
export function findArea(joined: string, tree: AreaTree): FoundArea | null {
  let best: FoundArea | null = null;
  for (const province of tree) {
    const p = find(joined, province.name, 0);
    for (const city of province.children) {
      const c = find(joined, city.name, p ? p[0] + p[1] : 0);
      // a city that only repeats the province (北京市 北京市) may be written once
      const cityFound = c ?? (city.name === province.name && p ? p : null);
      if (!p && !c) continue;
      for (const district of city.children) {
        const from = cityFound ? cityFound[0] + cityFound[1] : p![0] + p![1];
        const d = find(joined, district.name, from);
        if (!d || (!cityFound && !p)) continue;
        const start = (p ?? cityFound)![0];
        const end = d[0] + d[1];
        // the earliest, longest match wins (南山区 over 南山 in another city)
        if (!best || start < best.start || (start === best.start && end - start > best.end - best.start)) {
          best = { start, end, path: [province.name, city.name, district.name], code: district.code };
        }
      }
    }
  }
  return best;
}
