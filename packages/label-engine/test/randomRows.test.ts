// Every barcode and QR code of every preset, over 500 random rows (each character replaced by a random
// one of its kind, so codes keep their shape), scans at native resolution at 203 and 300 dpi, and every
// barcode module is at least 2 dots.
import { describe, expect, it } from 'vitest';
import { layoutLabel } from '../src/layout/layout.ts';
import type { LabelData } from '../src/model/binding.ts';
import { loadBundledFont } from '../src/node.ts';
import { renderRaster } from '../src/output/raster.ts';
import { PRESETS } from '../src/presets/index.ts';
import { loadAnyTemplate } from '../src/template-input.ts';
import { readCodes } from './codes.ts';

const ROWS = 500;
const font = loadBundledFont();

function randomizer(seed: number) {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const pick = (chars: string) => chars[Math.floor(next() * chars.length)]!;
  const scramble = (v: string) =>
    Array.from(v, (c) => (/[0-9]/.test(c) ? pick('0123456789') : /[A-Z]/.test(c) ? pick('ABCDEFGHJKLMNPQRSTUVWXYZ') : /[a-z]/.test(c) ? pick('abcdefghijkmnpqrstuvwxyz') : c)).join('');
  const row = (sample: LabelData): LabelData =>
    Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, typeof v === 'string' && !v.startsWith('data:') ? scramble(v) : v]));
  return row;
}

describe(`codes of every preset scan over ${ROWS} random rows`, () => {
  for (const preset of PRESETS) {
    const template = loadAnyTemplate(preset.template);
    const hasCodes = template.elements.some((e) => e.type === 'barcode' || e.type === 'qrcode');
    if (!hasCodes) continue;
    it(`${preset.id}`, () => {
      const row = randomizer(preset.id.length * 7919);
      const failures: string[] = [];
      for (let i = 0; i < ROWS; i++) {
        const dpi = i % 2 === 0 ? 203 : 300;
        const layout = layoutLabel(template, row(preset.sample), { font, dpi });
        const raster = renderRaster(layout, font);
        for (const c of readCodes(raster, layout)) if (c.read !== c.data) failures.push(`${dpi}dpi ${c.elementId} ${c.data} → ${c.read ?? '读不出'}`);
        for (const p of layout.primitives)
          if (p.kind === 'barcode' && p.moduleDots < 2) failures.push(`${dpi}dpi ${p.elementId} ${p.data}: 模块 ${p.moduleDots} 点`);
      }
      expect(failures.slice(0, 5)).toEqual([]);
      // 500 layouts, rasters and reads: seconds on a busy 2-core machine
    }, 60_000);
  }
});
