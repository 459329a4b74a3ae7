import { describe, expect, it } from 'vitest';
import { layoutLabel } from '../src/layout/layout.ts';
import { parseTemplate } from '../src/model/migrate.ts';
import { isBlack, renderRaster } from '../src/output/raster.ts';
import { font } from './render.ts';

const t = (elements: unknown[], width = 60, height = 40) =>
  parseTemplate({ schemaVersion: 2, name: '几何', width, height, elements });

function inkRows(b: ReturnType<typeof renderRaster>, x: number) {
  const rows: number[] = [];
  for (let y = 0; y < b.height; y++) if (isBlack(b, x, y)) rows.push(y);
  return rows;
}

describe('exact geometry', () => {
  it('60×40 at 203 dpi is 480×320 dots and 720×480 at 300 dpi', () => {
    const tpl = t([]);
    const a = renderRaster(layoutLabel(tpl, {}, { font, dpi: 203 }), font);
    const b = renderRaster(layoutLabel(tpl, {}, { font, dpi: 300 }), font);
    expect([a.width, a.height, a.bits.length]).toEqual([480, 320, 19200]);
    expect([b.width, b.height]).toEqual([720, 480]);
  });
  it('a 0.125 mm line is exactly one dot at 203 dpi', () => {
    const tpl = t([
      {
        id: 'l',
        type: 'line',
        direction: 'horizontal',
        x: 0,
        y: 10,
        width: 60,
        height: 0.125,
        thickness: 0.125,
      },
    ]);
    const b = renderRaster(layoutLabel(tpl, {}, { font, dpi: 203 }), font);
    expect(inkRows(b, 100)).toEqual([80]);
    // and it spans the label
    expect(isBlack(b, 0, 80) && isBlack(b, 479, 80)).toBe(true);
  });
  it('bars are whole dots and an even multiple of the module, no grey edges', () => {
    const tpl = t([
      { id: 'b', type: 'barcode', x: 0, y: 0, width: 60, height: 10, content: 'ABC123', showText: false },
    ]);
    const layout = layoutLabel(tpl, {}, { font, dpi: 203 });
    const bc = layout.primitives.find((p) => p.kind === 'barcode');
    if (bc?.kind !== 'barcode') throw new Error('no barcode');
    for (const r of bc.bars) {
      expect(Number.isInteger(r.x) && Number.isInteger(r.w)).toBe(true);
      expect(r.w % bc.moduleDots).toBe(0);
    }
  });
  it('QR cells are whole dots', () => {
    const tpl = t([
      { id: 'q', type: 'qrcode', x: 1, y: 1, width: 15, height: 15, content: 'https://example.cn' },
    ]);
    const q = layoutLabel(tpl, {}, { font, dpi: 300 }).primitives[0];
    if (q?.kind !== 'qrcode') throw new Error('no qr');
    for (const c of q.cells) expect([c.x, c.y, c.w, c.h].every(Number.isInteger)).toBe(true);
    expect(q.cells.every((c) => c.h === q.cellDots)).toBe(true);
  });
  it('rotation turns content inside its footprint', () => {
    const el = {
      id: 'b',
      type: 'barcode',
      x: 10,
      y: 5,
      width: 12,
      height: 30,
      content: '1234',
      showText: false,
    };
    const layout = layoutLabel(t([{ ...el, rotation: 90 }]), {}, { font, dpi: 203 });
    const bc = layout.primitives[0];
    if (bc?.kind !== 'barcode') throw new Error('no barcode');
    // turned bars run horizontally and stay inside the 12×30 mm footprint
    for (const r of bc.bars) {
      expect(r.w).toBeGreaterThan(r.h);
      expect(r.x).toBeGreaterThanOrEqual(80);
      expect(r.x + r.w).toBeLessThanOrEqual(176);
      expect(r.y + r.h).toBeLessThanOrEqual(280);
    }
  });
});

describe('control characters', () => {
  it('a tab prints as a space and other control characters print nothing', () => {
    const mk = (content: string) =>
      t([{ id: 'x', type: 'text', x: 0, y: 0, width: 60, height: 6, content, fontSize: 3 }]);
    const plain = renderRaster(layoutLabel(mk('A B'), {}, { font, dpi: 203 }), font);
    const odd = renderRaster(layoutLabel(mk('A\tB\u0007'), {}, { font, dpi: 203 }), font);
    expect(Buffer.from(odd.bits).equals(Buffer.from(plain.bits))).toBe(true);
  });
});
