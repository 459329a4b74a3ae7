import { badRequest } from './errors.ts';

/** A JSON body or a query as the routes read it: named values, maybe absent, maybe of any type. */
export type Fields = Record<string, unknown>;

export function fieldsOf(source: unknown): Fields {
  return source !== null && typeof source === 'object' && !Array.isArray(source) ? (source as Fields) : {};
}

export function optionalText(f: Fields, name: string, maxLength = 200): string | undefined {
  const v = f[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || v.length > maxLength) throw badRequest(`${name} 格式不正确`);
  return v;
}

export function text(f: Fields, name: string, maxLength = 200): string {
  const v = optionalText(f, name, maxLength);
  if (v === undefined) throw badRequest(`缺少参数 ${name}`);
  return v;
}

/** A whole number in [min, max], from JSON or from query text. */
export function optionalInt(f: Fields, name: string, min: number, max: number): number | undefined {
  const v = f[name];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max)
    throw badRequest(`${name} 须为 ${min} 到 ${max} 的整数`);
  return n;
}

export function int(f: Fields, name: string, min: number, max: number): number {
  const v = optionalInt(f, name, min, max);
  if (v === undefined) throw badRequest(`缺少参数 ${name}`);
  return v;
}

/** A line id as the server numbers lines: a string or a whole number. */
export function lineIdOf(f: Fields, name = 'lineId'): string | number {
  const v = f[name];
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  if (typeof v === 'string' && v.length > 0 && v.length <= 64) return v;
  throw badRequest(`${name} 须为字符串或整数`);
}
