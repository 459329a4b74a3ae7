// Whatever the data, every preset lays out and every output renders without throwing; problems
// become warnings. Deterministic pseudo-random rows keep failures reproducible.
import { describe, expect, it } from 'vitest';
import { layoutLabel } from '../src/layout/layout.ts';
import { renderKonva } from '../src/output/konva.ts';
import { renderLodop } from '../src/output/lodop.ts';
import { renderPdf } from '../src/output/pdf.ts';
import { renderRaster } from '../src/output/raster.ts';
import { renderTspl } from '../src/output/tspl.ts';
import { renderZpl } from '../src/output/zpl.ts';
import { loadAnyTemplate } from '../src/template-input.ts';
import { font, PRESETS } from './render.ts';

const POOL = Array.from('中文标签，。！？（）「」ABCxyz0123456789 -_/^~"\\>!\n\t😀𠀀é€¥…');

function rng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

describe('robust against odd data', () => {
  for (const preset of PRESETS)
    it(`${preset.id}: 30 random rows render in every format`, () => {
      const template = loadAnyTemplate(preset.template);
      const next = rng(preset.id.length * 7919);
      for (let n = 0; n < 30; n++) {
        const row: Record<string, unknown> = {};
        for (const key of Object.keys(preset.sample)) {
          const len = Math.floor(next() * (n % 5 === 0 ? 400 : 30));
          row[key] =
            n % 7 === 3
              ? null
              : Array.from({ length: len }, () => POOL[Math.floor(next() * POOL.length)]).join('');
        }
        const layout = layoutLabel(template, row, { font, dpi: n % 2 ? 300 : 203 });
        expect(layout.warnings.every((w) => w.message.includes(`「${w.elementId}」`))).toBe(true);
        renderRaster(layout, font);
        renderTspl(layout, font);
        renderZpl(layout, font);
        renderLodop(layout, font);
        renderKonva(layout);
        if (n % 10 === 0) renderPdf(layout, font);
      }
    });
});
