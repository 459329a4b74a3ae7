/** A timestamp from a raw `execute` row: drizzle's node-postgres driver hands timestamptz over as text there. */
export function asDate(value: Date | string): Date;
export function asDate(value: Date | string | null | undefined): Date | null;
export function asDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  // '2026-11-24 22:45:33.463+00' → ISO 8601
  return new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
}

/** A raw row's timestamp as ISO text, null kept. */
export const iso = (v: unknown): string | null => (v ? asDate(v as string | Date).toISOString() : null);
