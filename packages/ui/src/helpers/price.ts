/**
 * Spec §5: a price keeps only digits with at most 2 decimals. Applied to every keystroke and paste,
 * so it never rejects input, it trims it: letters and extra dots go, a third decimal is cut off,
 * leading zeros collapse and a bare leading dot becomes "0.".
 */
export function sanitizePrice(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  let whole = dot === -1 ? kept : kept.slice(0, dot);
  const decimals = dot === -1 ? undefined : kept.slice(dot + 1).replace(/\./g, '').slice(0, 2);
  whole = whole.replace(/^0+(?=\d)/, '');
  if (decimals === undefined) return whole;
  return `${whole === '' ? '0' : whole}.${decimals}`;
}

/** On blur a trailing dot is dropped ("12." → "12"). */
export function finishPrice(raw: string): string {
  const clean = sanitizePrice(raw);
  return clean.endsWith('.') ? clean.slice(0, -1) : clean;
}
