/**
 * Colours and sizes as shops and stalls spell them differently: 黑色 = 黑, XL码 = XL, 均码 = F = FREE,
 * XXL = 2XL. Used where a SKU is linked without a person choosing (按货号关联, 建议, 导入).
 */
export function colorKey(text: string): string {
  return text.replace(/\s+/g, '').replace(/色$/, '').toUpperCase();
}

export function sizeKey(text: string): string {
  const s = text
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/[码號号]$/, '');
  if (s === '均' || s === 'F' || s === 'FREE' || s === 'ONESIZE' || s === '均码') return 'F';
  const xs = /^(X{2,5})L$/.exec(s);
  if (xs) return `${xs[1]!.length}XL`;
  return s;
}

/** The offered option that is the wanted one, exactly or by its key; null when none is. */
export function matchOption(wanted: string, offered: readonly string[], key: (t: string) => string) {
  if (offered.includes(wanted)) return wanted;
  const k = key(wanted);
  return offered.find((o) => key(o) === k) ?? null;
}

export const matchColor = (wanted: string, offered: readonly string[]) =>
  matchOption(wanted, offered, colorKey);
export const matchSize = (wanted: string, offered: readonly string[]) =>
  matchOption(wanted, offered, sizeKey);
