// `pnpm bench`: 60×40 pick-up label at 203 dpi — layout + 1-bit raster per label, and 1000-label
// batches to TSPL and PDF, with memory. Targets: median ≤ 3 ms, TSPL ≤ 1 s, PDF ≤ 5 s.
import { layoutLabel } from '../src/layout/layout.ts';
import type { LabelData } from '../src/model/binding.ts';
import { loadBundledFont } from '../src/node.ts';
import { renderPdf } from '../src/output/pdf.ts';
import { renderRaster } from '../src/output/raster.ts';
import { renderTspl } from '../src/output/tspl.ts';
import { findPreset } from '../src/presets/index.ts';
import { loadAnyTemplate } from '../src/template-input.ts';

const preset = findPreset('pickup-60x40');
if (!preset) throw new Error('pickup preset missing');
const template = loadAnyTemplate(preset.template);
let cold = performance.now();
const font = loadBundledFont();
const fontMs = performance.now() - cold;
cold = performance.now();
renderRaster(layoutLabel(template, preset.sample, { font, dpi: 203 }), font);
const firstMs = performance.now() - cold;

/** Realistic rows: every label has its own codes and numbers. */
function row(i: number): LabelData {
  return {
    ...preset!.sample,
    TAKE_CODE: `NH${String(i).padStart(4, '0')}`,
    SHOP_ORDER_NO: String(3726451900000 + i),
    SHOP_ORDER_PRODUCT_NUM: `${(i % 3) + 1}/3`,
    POSITION_NO: `库位 B-${String(i % 40).padStart(2, '0')}-0${i % 9}`,
  };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

// warm-up: JIT, glyph cache, GBK table
for (let i = 0; i < 100; i++) renderRaster(layoutLabel(template, row(i), { font, dpi: 203 }), font);
renderTspl(layoutLabel(template, row(0), { font, dpi: 203 }), font);

const times: number[] = [];
for (let i = 0; i < 1000; i++) {
  const t0 = performance.now();
  const r = renderRaster(layoutLabel(template, row(i), { font, dpi: 203 }), font);
  times.push(performance.now() - t0);
  if (r.width !== 480) throw new Error('wrong size');
}
const p95 = [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)]!;

const rows = Array.from({ length: 1000 }, (_, i) => row(i + 5000));
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heap0 = process.memoryUsage().heapUsed;
let t0 = performance.now();
const layouts = rows.map((r) => layoutLabel(template, r, { font, dpi: 203 }));
const tspl = renderTspl(layouts, font);
const tsplMs = performance.now() - t0;
const afterTspl = process.memoryUsage();

t0 = performance.now();
const pdfLayouts = rows.map((r) => layoutLabel(template, r, { font, dpi: 203 }));
const pdf = renderPdf(pdfLayouts, font);
const pdfMs = performance.now() - t0;
const afterPdf = process.memoryUsage();

const results = [
  [
    'cold start: parse the bundled font / first label',
    `${fontMs.toFixed(0)} ms / ${firstMs.toFixed(0)} ms`,
    '',
    true,
  ],
  [
    'pick-up 60×40 @203 dpi, layout + 1-bit raster, median',
    `${median(times).toFixed(3)} ms`,
    '≤ 3 ms',
    median(times) <= 3,
  ],
  ['  p95', `${p95.toFixed(3)} ms`, '', true],
  [
    '1000 pick-up labels → TSPL (layout included)',
    `${tsplMs.toFixed(0)} ms, ${mb(tspl.length)}`,
    '≤ 1000 ms',
    tsplMs <= 1000,
  ],
  [
    '1000 pick-up labels → PDF (layout included)',
    `${pdfMs.toFixed(0)} ms, ${mb(pdf.length)}`,
    '≤ 5000 ms',
    pdfMs <= 5000,
  ],
  ['heap growth during the 1000-label TSPL batch', mb(afterTspl.heapUsed - heap0), '', true],
  ['heap after the PDF batch / RSS', `${mb(afterPdf.heapUsed)} / ${mb(afterPdf.rss)}`, '', true],
] as const;
for (const [name, value, target, ok] of results)
  process.stdout.write(`${ok ? '✓' : '✗'} ${name.padEnd(56)} ${value.padEnd(22)} ${target}\n`);
if (results.some((r) => !r[3])) process.exitCode = 1;
