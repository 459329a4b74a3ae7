// A fixed set of formatters: templates name them, they never carry code.
export type Formatter = (value: string, args: string[]) => string;

const BEIJING_OFFSET_MS = 8 * 3600_000;

const NAMED_DATE_FORMATS: Record<string, string> = {
  datetime: 'YYYY-MM-DD HH:mm:ss',
  date: 'YYYY-MM-DD',
  time: 'HH:mm:ss',
  ymd: 'YYYY年MM月DD日',
  md: 'MM-DD',
  minute: 'MM-DD HH:mm',
};

function toDate(value: string): Date | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const asNumber = Number(trimmed);
  // Plain-date strings such as 2024-05-01 12:00:00 are Beijing time, like the rest of the console.
  const d = Number.isFinite(asNumber)
    ? new Date(asNumber < 1e11 ? asNumber * 1000 : asNumber)
    : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(trimmed) ? trimmed : `${trimmed.replace(' ', 'T')}+08:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Formats in Beijing time whatever the machine's zone is, so labels are the same everywhere. */
export function formatDate(value: string, pattern = 'datetime'): string {
  const d = toDate(value);
  if (!d) return value;
  const b = new Date(d.getTime() + BEIJING_OFFSET_MS);
  const tokens: Record<string, string> = {
    YYYY: String(b.getUTCFullYear()),
    MM: pad2(b.getUTCMonth() + 1),
    DD: pad2(b.getUTCDate()),
    HH: pad2(b.getUTCHours()),
    mm: pad2(b.getUTCMinutes()),
    ss: pad2(b.getUTCSeconds()),
  };
  const fmt = NAMED_DATE_FORMATS[pattern] ?? pattern;
  return fmt.replace(/YYYY|MM|DD|HH|mm|ss/g, (t) => tokens[t] ?? t);
}

/** Integer fen to yuan with two decimals; `yuan:symbol` prefixes ¥. */
export function formatYuan(value: string, withSymbol = false): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  const fen = Math.round(n);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const text = `${sign}${Math.floor(abs / 100)}.${pad2(abs % 100)}`;
  return withSymbol ? `¥${text}` : text;
}

export const FORMATTERS: Record<string, Formatter> = {
  date: (v, [pattern]) => formatDate(v, pattern ?? 'datetime'),
  yuan: (v, [mode]) => formatYuan(v, mode === 'symbol'),
  /** pad:length[:char[:left|right]] */
  pad: (v, [len, ch, side]) => {
    const n = Number(len ?? 0);
    const fill = ch && ch.length ? ch : '0';
    return side === 'right' ? v.padEnd(n, fill) : v.padStart(n, fill);
  },
  /** substr:start[:length] — counts characters, not UTF-16 units. */
  substr: (v, [start, length]) => {
    const chars = Array.from(v);
    const s = Number(start ?? 0);
    const from = s < 0 ? Math.max(0, chars.length + s) : s;
    const to = length === undefined ? chars.length : from + Number(length);
    return chars.slice(from, to).join('');
  },
  upper: (v) => v.toUpperCase(),
  /** map:"GTW=购途网退货,YSH=衣衫汇退货,*=退货" — picks a text by value; `*` is the fallback. */
  map: (v, [table]) => {
    let fallback = v;
    for (const pair of (table ?? '').split(',')) {
      const eq = pair.indexOf('=');
      if (eq < 0) continue;
      const k = pair.slice(0, eq).trim();
      const text = pair.slice(eq + 1);
      if (k === v) return text;
      if (k === '*') fallback = text;
    }
    return fallback;
  },
  default: (v, [fallback]) => (v === '' ? (fallback ?? '') : v),
};
