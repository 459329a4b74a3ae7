import type { AreaTree } from '@oms/api-client';

/** The cascader's [province, city, district] for a district code, as the area tree has them. */
export function areaPath(tree: AreaTree | undefined, areaCode: string): string[] {
  for (const province of tree ?? [])
    for (const city of province.children)
      if (city.children.some((d) => d.code === areaCode)) return [province.code, city.code, areaCode];
  return [];
}
