/** A whole number of fen from the contract's number, bigint or digit string; null when it is not one. */
function toFen(fen: number | bigint | string): bigint | null {
  if (typeof fen === 'bigint') return fen;
  if (typeof fen === 'number') return Number.isSafeInteger(fen) ? BigInt(fen) : null;
  const text = fen.trim();
  return /^-?\d+$/.test(text) ? BigInt(text) : null;
}

/**
 * Money as the console shows it: fen (the contract's integer unit) to yuan with two decimals and
 * thousands separators, `1234567 → ¥12,345.67`, `-100 → -¥1.00`. Integer arithmetic, so large sums
 * never pick up float noise. Anything that is not a whole number of fen gives '' (a blank cell).
 */
export function formatFen(fen: number | bigint | string): string {
  const value = toFen(fen);
  if (value === null) return '';
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const yuan = (abs / 100n).toString().replace(/\B(?=(\d{3})+$)/g, ',');
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}¥${yuan}.${cents}`;
}
