import crypto from 'node:crypto';
import { areaList } from '@vant/area-data';
import type { AreaTree } from '@oms/api-client';

/** A district with its city and province, as an order stores them. */
export interface Division {
  provinceCode: string;
  province: string;
  city: string;
  district: string;
}

const byCode = (list: Record<string, string>) => Object.entries(list).sort(([a], [b]) => a.localeCompare(b));

function build(): { tree: AreaTree; districts: Map<string, Division>; etag: string } {
  const districts = new Map<string, Division>();
  const tree: AreaTree = byCode(areaList.province_list).map(([provinceCode, province]) => ({
    code: provinceCode,
    name: province,
    children: byCode(areaList.city_list)
      .filter(([cityCode]) => cityCode.slice(0, 2) === provinceCode.slice(0, 2))
      .map(([cityCode, city]) => ({
        code: cityCode,
        name: city,
        children: byCode(areaList.county_list)
          .filter(([code]) => code.slice(0, 4) === cityCode.slice(0, 4))
          .map(([code, district]) => {
            districts.set(code, { provinceCode, province, city, district });
            return { code, name: district };
          }),
      })),
  }));
  const etag = `"${crypto.createHash('sha1').update(JSON.stringify(tree)).digest('hex').slice(0, 16)}"`;
  return { tree, districts, etag };
}

let built: ReturnType<typeof build> | null = null;

/**
 * 省市区 from `@vant/area-data` (34 provinces incl. 港澳台, 3,479 districts): the tree the forms' cascader
 * shows, and the check an address is placed against. Built once per process.
 */
export function areaTree() {
  built ??= build();
  return built;
}

/** The district's province, city and name, or null when the code is not a district of the tree. */
export function divisionOf(areaCode: string): Division | null {
  return areaTree().districts.get(areaCode) ?? null;
}

/** A province's code by its name as shops send it (广东省, 北京市, 内蒙古自治区…); null when unknown. */
export function provinceCodeOf(name: string): string | null {
  const found = Object.entries(areaList.province_list).find(([, n]) => n === name.trim());
  return found?.[0] ?? null;
}
