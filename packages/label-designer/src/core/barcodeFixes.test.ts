// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { layoutLabel, parseTemplate, type BarcodeElement } from '@oms/label-engine';
import { loadBundledFont } from '@oms/label-engine/node';
import { barcodeFixes } from './barcodeFixes.ts';

const font = loadBundledFont();
const templateWith = (bar: Partial<BarcodeElement>) =>
  parseTemplate({
    schemaVersion: 2,
    name: 't',
    width: 60,
    height: 40,
    elements: [{ id: 'b', type: 'barcode', x: 0.5, y: 13, width: 38.4, height: 11, content: '{{TAKE_CODE}}', subset: 'B', ...bar }],
  });
const data = { TAKE_CODE: 'NH24112400013' };
const moduleDots = (t: ReturnType<typeof templateWith>) => {
  const p = layoutLabel(t, data, { font, dpi: 203 }).primitives.find((x) => x.kind === 'barcode');
  return p?.kind === 'barcode' ? p.moduleDots : 0;
};

describe('fixes for a barcode under 2-dot modules (the spec’s 145 px box with a 13-character take code)', () => {
  it('offers auto subset and a wider box; each fix gives 2-dot modules at 203 dpi', () => {
    const t = templateWith({});
    expect(moduleDots(t)).toBe(1);
    const fixes = barcodeFixes(t.elements[0] as BarcodeElement, t, data);
    expect(fixes.map((f) => f.kind).sort()).toEqual(['auto-subset', 'widen']);
    const widen = fixes.find((f) => f.kind === 'widen')!;
    const widened = { ...t, elements: [{ ...t.elements[0]!, ...widen.patch } as BarcodeElement] };
    expect(moduleDots(widened)).toBe(2);
    expect(widen.patch.x! + widen.patch.width!).toBeLessThanOrEqual(60);
    // auto alone shortens the symbol (145 modules instead of 178); widened to its own need it reaches 2 dots
    const auto = { ...t, elements: [{ ...t.elements[0]!, subset: 'auto' } as BarcodeElement] };
    const fixesAfter = barcodeFixes(auto.elements[0] as BarcodeElement, auto, data);
    const again = { ...auto, elements: [{ ...auto.elements[0]!, ...fixesAfter[0]!.patch } as BarcodeElement] };
    expect(moduleDots(again)).toBe(2);
    expect(again.elements[0]!.width).toBeLessThan(widened.elements[0]!.width);
  });

  it('offers nothing for a barcode that is fine', () => {
    const t = templateWith({ subset: 'auto', width: 50 });
    expect(barcodeFixes(t.elements[0] as BarcodeElement, t, { TAKE_CODE: 'NH0877' })).toEqual([]);
  });
});
