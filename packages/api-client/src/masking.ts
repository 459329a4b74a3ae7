const STAR = '*';

/**
 * Spec §5: a 2-character name shows its first character and a star; a longer name keeps its first
 * and last character and stars everything between. Counted in code points so names outside the
 * BMP are not split in half. A 1-character name has nothing to hide behind and is returned as is.
 */
export function maskName(name: string | null | undefined): string {
  if (!name) return '';
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return chars[0] + STAR;
  return chars[0] + STAR.repeat(chars.length - 2) + chars[chars.length - 1];
}

/** Spec §5: the first 3 and last 4 digits with stars between (138****5678). Numbers too short to have a middle stay as they are. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const value = phone.trim();
  if (value.length <= 7) return value;
  return value.slice(0, 3) + STAR.repeat(value.length - 7) + value.slice(-4);
}
