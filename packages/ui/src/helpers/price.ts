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

/**
 * What a PriceInput holds, as whole fen, by string arithmetic ("12.3" → 1230, no 12.3 * 100 =
 * 1229.9999); null when the text is not a price.
 */
export function priceTextToFen(text: string): number | null {
  const m = /^(\d{1,13})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Whole fen as the text a PriceInput holds ("35.00"): what a price field starts from. */
export const fenToPriceText = (fen: number) => (fen / 100).toFixed(2);
