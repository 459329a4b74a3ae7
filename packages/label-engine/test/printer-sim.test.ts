// Plays the bitmap and bar commands back the way a printer would and compares with our raster, so
// BITMAP's inverted bits, ^GFA's hex rows and every offset are checked dot for dot.
import { describe, expect, it } from 'vitest';
import { layoutLabel } from '../src/layout/layout.ts';
import { parseTemplate } from '../src/model/migrate.ts';
import { isBlack, renderRaster, type MonoBitmap } from '../src/output/raster.ts';
import { renderTspl } from '../src/output/tspl.ts';
import { renderZpl } from '../src/output/zpl.ts';
import { findPreset } from '../src/presets/index.ts';
import { font, renderPreset } from './render.ts';

function diff(a: Uint8Array, raster: MonoBitmap): number {
  let n = 0;
  for (let y = 0; y < raster.height; y++)
    for (let x = 0; x < raster.width; x++) if ((a[y * raster.width + x] === 1) !== isBlack(raster, x, y)) n++;
  return n;
}

function playTspl(bytes: Uint8Array, w: number, h: number): Uint8Array {
  const dots = new Uint8Array(w * h);
  let i = 0;
  const line = () => {
    let s = '';
    while (i < bytes.length && bytes[i] !== 0x0a) s += String.fromCharCode(bytes[i++]!);
    i++;
    return s.replace(/\r$/, '');
  };
  while (i < bytes.length) {
    const start = i;
    const head = line();
    const bm = /^BITMAP (\d+),(\d+),(\d+),(\d+),0,/.exec(head);
    if (bm) {
      const [x, y, wb, hh] = bm.slice(1).map(Number) as [number, number, number, number];
      const dataStart = start + bm[0].length;
      for (let r = 0; r < hh; r++)
        for (let c = 0; c < wb * 8; c++) {
          const white = (bytes[dataStart + r * wb + (c >> 3)]! >> (7 - (c & 7))) & 1;
          if (x + c < w && y + r < h) dots[(y + r) * w + x + c] = white ? 0 : 1;
        }
      i = dataStart + wb * hh + 2;
      continue;
    }
    const bar = /^BAR (\d+),(\d+),(\d+),(\d+)$/.exec(head);
    if (bar) {
      const [x, y, bw, bh] = bar.slice(1).map(Number) as [number, number, number, number];
      for (let r = y; r < y + bh; r++) dots.fill(1, r * w + x, r * w + x + bw);
    }
    if (/^(TEXT|BARCODE|QRCODE)/.test(head)) throw new Error(`expected only bitmaps and bars, got ${head}`);
  }
  return dots;
}

function playZpl(zpl: string, w: number, h: number): Uint8Array {
  const dots = new Uint8Array(w * h);
  for (const m of zpl.matchAll(/\^FO(\d+),(\d+)\^GFA,(\d+),\d+,(\d+),([0-9A-F]+)\^FS/g)) {
    const [x, y, total, rowBytes] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    const hex = m[5]!;
    for (let b = 0; b < total; b++) {
      const byte = parseInt(hex.slice(b * 2, b * 2 + 2), 16);
      const r = Math.floor(b / rowBytes),
        c0 = (b % rowBytes) * 8;
      for (let k = 0; k < 8; k++) if ((byte >> (7 - k)) & 1) dots[(y + r) * w + x + c0 + k] = 1;
    }
  }
  for (const m of zpl.matchAll(/\^FO(\d+),(\d+)\^GB(\d+),(\d+),\d+\^FS/g)) {
    const [x, y, bw, bh] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    for (let r = y; r < y + bh; r++) dots.fill(1, r * w + x, r * w + x + bw);
  }
  return dots;
}

describe('printer playback equals the raster', () => {
  for (const dpi of [203, 300] as const) {
    it(`TSPL BITMAP/BAR of the certificate at ${dpi} dpi`, () => {
      const { layout, raster } = renderPreset(findPreset('certificate')!, dpi);
      const dots = playTspl(renderTspl(layout, font, { text: 'bitmap' }), raster.width, raster.height);
      expect(diff(dots, raster)).toBe(0);
    });
    it(`ZPL ^GFA/^GB of the certificate at ${dpi} dpi`, () => {
      const { layout, raster } = renderPreset(findPreset('certificate')!, dpi);
      const zpl = renderZpl(layout, font);
      expect(zpl).not.toMatch(/\^A0|\^BC|\^BQ/);
      expect(diff(playZpl(zpl, raster.width, raster.height), raster)).toBe(0);
    });
  }
});

describe('bitmap fallbacks cover everything the raster inks', () => {
  it('a line that runs past its box (ellipsis off) is sent whole', () => {
    const t = parseTemplate({
      schemaVersion: 2,
      name: '溢出',
      width: 60,
      height: 20,
      elements: [
        {
          id: 't',
          type: 'text',
          x: 2,
          y: 2,
          width: 10,
          height: 5,
          content: '很长很长的一行文字不会被截断',
          fontSize: 3,
          wrap: false,
          ellipsis: false,
        },
      ],
    });
    const layout = layoutLabel(t, {}, { font, dpi: 203 });
    const raster = renderRaster(layout, font);
    expect(
      diff(playTspl(renderTspl(layout, font, { text: 'bitmap' }), raster.width, raster.height), raster),
    ).toBe(0);
    expect(diff(playZpl(renderZpl(layout, font), raster.width, raster.height), raster)).toBe(0);
  });
});
