/**
 * Spec §5: undefined, null, a blank string, an empty object and an empty array are empty; numbers,
 * booleans, functions and dates never are. Only plain objects count as "objects" here, so a Map,
 * a Set or a class instance is never empty either.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
