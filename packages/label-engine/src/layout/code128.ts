// CODE128 with explicit subsets (the spec's 128A and CODE128B) and an automatic mode that switches
// to C for runs of digits. Returns symbol values so TSPL/ZPL can send the same subsets to the printer.
export type Code128Subset = 'auto' | 'A' | 'B' | 'C';
type Set = 'A' | 'B' | 'C';

/** Bar/space widths in modules for values 0–106 (106 = stop, 7 elements). */
export const CODE128_PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
] as const;

const START: Record<Set, number> = { A: 103, B: 104, C: 105 };
const SWITCH: Record<Set, number> = { A: 101, B: 100, C: 99 };
const STOP = 106;

export class BarcodeDataError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'BarcodeDataError';
  }
}

export interface Code128Symbol {
  /** start, data values (with subset switches), checksum, stop */
  values: number[];
  /** subset of each run, for printers that take explicit subsets */
  runs: { set: Set; text: string }[];
  /** total width in modules, quiet zones excluded */
  modules: number;
}

const isDigit = (c: number) => c >= 48 && c <= 57;

function valueIn(set: 'A' | 'B', code: number): number {
  if (set === 'A') return code < 32 ? code + 64 : code - 32;
  return code - 32;
}

function fitsA(code: number) {
  return code >= 0 && code < 96;
}
function fitsB(code: number) {
  return code >= 32 && code < 128;
}

function digitRun(codes: number[], from: number): number {
  let n = 0;
  while (from + n < codes.length && isDigit(codes[from + n]!)) n++;
  return n;
}

/** Checks data against a forced subset; returns a Chinese reason or null. */
export function code128Problem(data: string, subset: Code128Subset): string | null {
  if (data.length === 0) return '条码内容为空';
  const codes = Array.from(data, (c) => c.codePointAt(0) ?? 0);
  const bad = (pred: (c: number) => boolean) => Array.from(data).find((_c, i) => !pred(codes[i]!));
  switch (subset) {
    case 'A': {
      const c = bad(fitsA);
      return c === undefined ? null : `CODE128A 不支持字符「${c}」（A 集只含大写字母、数字、符号和控制字符）`;
    }
    case 'B': {
      const c = bad(fitsB);
      return c === undefined ? null : `CODE128B 不支持字符「${c}」（B 集只含可打印 ASCII 字符）`;
    }
    case 'C':
      if (!/^\d+$/.test(data)) return 'CODE128C 只能编码数字';
      if (data.length % 2) return 'CODE128C 需要偶数位数字';
      return null;
    case 'auto': {
      const c = bad((x) => x < 128);
      return c === undefined ? null : `CODE128 不支持字符「${c}」（只能编码 ASCII 字符）`;
    }
  }
}

export function encodeCode128(data: string, subset: Code128Subset = 'auto'): Code128Symbol {
  const problem = code128Problem(data, subset);
  if (problem) throw new BarcodeDataError(problem);
  const codes = Array.from(data, (c) => c.codePointAt(0) ?? 0);
  const values: number[] = [];
  const runs: { set: Set; text: string }[] = [];
  let set: Set | null = null;
  const use = (next: Set) => {
    if (set === next) return;
    values.push(set === null ? START[next] : SWITCH[next]);
    set = next;
    runs.push({ set: next, text: '' });
  };
  const emit = (v: number, text: string) => {
    values.push(v);
    const run = runs[runs.length - 1];
    if (run) run.text += text;
  };

  if (subset !== 'auto') {
    use(subset);
    if (subset === 'C')
      for (let i = 0; i < data.length; i += 2) emit(Number(data.slice(i, i + 2)), data.slice(i, i + 2));
    else codes.forEach((c, i) => emit(valueIn(subset, c), data[i]!));
  } else {
    let i = 0;
    while (i < codes.length) {
      const d = digitRun(codes, i);
      const atStart = i === 0;
      const atEnd = i + d === codes.length;
      // C pays off for 4+ digits at either end, 6+ in the middle, or a whole even-length number.
      const wantC = (atStart && atEnd && d >= 2 && d % 2 === 0) || ((atStart || atEnd) && d >= 4) || d >= 6;
      if (wantC) {
        const even = d - (d % 2);
        // an odd run at the start leaves its first digit in A/B so C covers the end of the number
        if (d % 2 && atStart && atEnd) {
          use('B');
          emit(valueIn('B', codes[i]!), data[i]!);
          i++;
        }
        use('C');
        for (let k = 0; k < even; k += 2, i += 2) emit(Number(data.slice(i, i + 2)), data.slice(i, i + 2));
        continue;
      }
      const c = codes[i]!;
      let next: 'A' | 'B';
      if (set === 'A' && fitsA(c)) next = 'A';
      else if (set === 'B' && fitsB(c)) next = 'B';
      else if (!fitsB(c)) next = 'A';
      else if (!fitsA(c)) next = 'B';
      else {
        // either works: pick the one the next special character needs
        let k = i + 1;
        while (k < codes.length && fitsA(codes[k]!) && fitsB(codes[k]!)) k++;
        next = k < codes.length && !fitsB(codes[k]!) ? 'A' : 'B';
      }
      use(next);
      emit(valueIn(next, c), data[i]!);
      i++;
    }
  }
  let sum = values[0]!;
  for (let k = 1; k < values.length; k++) sum += k * values[k]!;
  values.push(sum % 103, STOP);
  return { values, runs, modules: 11 * (values.length - 1) + 13 };
}

/** Bars as [startModule, widthModules] pairs, quiet zones excluded. */
export function code128Bars(symbol: Code128Symbol): [number, number][] {
  const bars: [number, number][] = [];
  let pos = 0;
  for (const v of symbol.values) {
    const pattern = CODE128_PATTERNS[v]!;
    for (let k = 0; k < pattern.length; k++) {
      const w = pattern.charCodeAt(k) - 48;
      if (k % 2 === 0) bars.push([pos, w]);
      pos += w;
    }
  }
  return bars;
}
