/**
 * Brand variants (spec §1). The main brand is e3e3 (生意网); go2 is the consumer brand; the two
 * e3h brands (衣衫汇) add 报单管理.
 */
export const brands = {
  e3e3: { supplierLabel: '生意网', isMain: true },
  go2: { supplierLabel: '购途网', isMain: false },
  e3hw: { supplierLabel: '衣衫汇女装', isMain: false },
  e3hm: { supplierLabel: '衣衫汇男装', isMain: false },
} as const;

export type Brand = keyof typeof brands;
export const brandCodes = Object.keys(brands) as Brand[];
export const defaultBrand: Brand = 'e3e3';

export function isBrand(value: unknown): value is Brand {
  return typeof value === 'string' && Object.hasOwn(brands, value);
}

export function isE3hBrand(brand: Brand): boolean {
  return brand === 'e3hw' || brand === 'e3hm';
}
