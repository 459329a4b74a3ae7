// An independent reading of the barcode commands we send, as the printer's firmware would read them:
// TSPL "128M" data (!nnn values, start and switch codes) and ZPL ^BC field data (>9 >: >; starts,
// >7 >6 >5 switches, ^FH hex escapes). What they spell must be the element's data, for every preset
// over random rows; the tests elsewhere only compare with the encoder's own runs.
import { describe, expect, it } from 'vitest';
import { layoutLabel } from '../src/layout/layout.ts';
import type { LabelData } from '../src/model/binding.ts';
import { loadBundledFont } from '../src/node.ts';
import { renderTspl } from '../src/output/tspl.ts';
import { renderZpl } from '../src/output/zpl.ts';
import { PRESETS } from '../src/presets/index.ts';
import { loadAnyTemplate } from '../src/template-input.ts';

const font = loadBundledFont();

/** TSPL 128M: "!" + three digits is a symbol value; anything else is a character of the current set. */
export function read128M(data: string): string {
  let set: 'A' | 'B' | 'C' | null = null;
  let out = '';
  for (let i = 0; i < data.length; ) {
    if (data[i] === '!' && /^\d{3}$/.test(data.slice(i + 1, i + 4))) {
      const v = Number(data.slice(i + 1, i + 4));
      i += 4;
      if (v === 103 || v === 101) set = 'A';
      else if (v === 104 || v === 100) set = 'B';
      else if (v === 105 || v === 99) set = 'C';
      else if (set === 'A') out += String.fromCharCode(v < 64 ? v + 32 : v - 64);
      else if (set === 'B') out += String.fromCharCode(v + 32);
      else throw new Error(`value ${v} in set ${set}`);
      continue;
    }
    if (set === null) throw new Error('data before a start code');
    if (set === 'C') {
      const pair = data.slice(i, i + 2);
      if (!/^\d\d$/.test(pair)) throw new Error(`"${pair}" in set C`);
      out += pair;
      i += 2;
    } else out += data[i++];
  }
  return out;
}

/** ZPL ^BC field data after ^FH: _hh escapes, >-codes for starts and switches, >< for ">". */
export function readBc(field: string): string {
  const text = field.replace(/_([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  let set: 'A' | 'B' | 'C' | null = null;
  let out = '';
  const codes: Record<string, 'A' | 'B' | 'C'> = { '>9': 'A', '>:': 'B', '>;': 'C', '>7': 'A', '>6': 'B', '>5': 'C' };
  for (let i = 0; i < text.length; ) {
    const two = text.slice(i, i + 2);
    if (codes[two]) {
      set = codes[two];
      i += 2;
      continue;
    }
    if (set === null) throw new Error('data before a start code');
    if (two === '><') {
      out += '>';
      i += 2;
    } else if (set === 'C') {
      if (!/^\d\d$/.test(two)) throw new Error(`"${two}" in set C`);
      out += two;
      i += 2;
    } else out += text[i++];
  }
  return out;
}

function randomRows(sample: LabelData, n: number, seed: number): LabelData[] {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const pick = (chars: string) => chars[Math.floor(next() * chars.length)]!;
  const scramble = (v: string) =>
    Array.from(v, (c) => (/[0-9]/.test(c) ? pick('0123456789') : /[A-Z]/.test(c) ? pick('ABCDEFGHJKLMNPQRSTUVWXYZ!"') : c)).join('');
  return Array.from({ length: n }, () =>
    Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, typeof v === 'string' && !v.startsWith('data:') ? scramble(v) : v])),
  );
}

describe('barcode commands spell the element’s data', () => {
  it('the readers are real checks', () => {
    expect(read128M('!104NH!0990877')).toBe('NH0877');
    expect(() => read128M('!105123')).toThrow();
    expect(readBc('>:NH>50877')).toBe('NH0877');
    expect(() => readBc('>;12A4')).toThrow();
  });

  for (const preset of PRESETS) {
    const template = loadAnyTemplate(preset.template);
    if (!template.elements.some((e) => e.type === 'barcode')) continue;
    it(preset.id, () => {
      for (const row of randomRows(preset.sample, 100, preset.id.length)) {
        const layout = layoutLabel(template, row, { font, dpi: 203 });
        const wanted = layout.primitives.filter((p) => p.kind === 'barcode').map((p) => (p.kind === 'barcode' ? p.data : ''));
        const tspl = Buffer.from(renderTspl(layout, font)).toString('latin1');
        const tsplData = [...tspl.matchAll(/BARCODE [^\r\n]*?"128M"[^\r\n]*?,"((?:[^"\\]|\\\["\])*)"\r\n/g)].map((m) => read128M(m[1]!.replace(/\\\["\]/g, '"')));
        const zpl = renderZpl(layout, font);
        const zplData = [...zpl.matchAll(/\^BC[^^]*\^FH\^FD(.*?)\^FS/g)].map((m) => readBc(m[1]!));
        expect(tsplData).toEqual(wanted);
        expect(zplData).toEqual(wanted);
      }
    }, 60_000);
  }
});
