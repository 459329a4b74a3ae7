import { describe, expect, it } from 'vitest';
import { layoutLabel } from '../src/layout/layout.ts';
import { parseTemplate } from '../src/model/migrate.ts';
import { encodeGbk } from '../src/output/gbk.ts';
import { renderKonva } from '../src/output/konva.ts';
import { lodopScript, renderLodop } from '../src/output/lodop.ts';
import { renderPdf } from '../src/output/pdf.ts';
import { isBlack, renderRaster } from '../src/output/raster.ts';
import { renderTspl } from '../src/output/tspl.ts';
import { renderZpl } from '../src/output/zpl.ts';
import { findPreset } from '../src/presets/index.ts';
import { font, renderPreset } from './render.ts';

const preset = (id: string) => {
  const p = findPreset(id);
  if (!p) throw new Error(id);
  return p;
};
const latin1 = (b: Uint8Array) => Array.from(b, (c) => String.fromCharCode(c)).join('');

function indexOfBytes(hay: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let k = 0; k < needle.length; k++) if (hay[i + k] !== needle[k]) continue outer;
    return i;
  }
  return -1;
}

describe('TSPL', () => {
  const { layout } = renderPreset(preset('pickup-60x40'), 203);
  const bytes = renderTspl(layout, font);
  const text = latin1(bytes);
  it('sets up the page in mm and prints once', () => {
    expect(text.startsWith('SIZE 60 mm,40 mm\r\nGAP 2 mm,0 mm\r\n')).toBe(true);
    expect(text).toContain('CLS\r\n');
    expect(text.trimEnd().endsWith('PRINT 1,1')).toBe(true);
  });
  it('sends Chinese TEXT in GBK at the laid-out position', () => {
    const gbk = encodeGbk('小满女装旗舰店')!;
    expect(gbk.length).toBe(14);
    expect(indexOfBytes(bytes, gbk)).toBeGreaterThan(0);
    expect(text).toMatch(/TEXT \d+,\d+,"TSS24\.BF2",0,1,1,"/);
  });
  it('sends the barcode with our subsets and module width', () => {
    const bc = layout.primitives.find((p) => p.kind === 'barcode');
    if (bc?.kind !== 'barcode') throw new Error();
    expect(text).toContain(`"128M",${bc.barHeight},2,0,${bc.moduleDots},${bc.moduleDots},"!104NH0877"`);
  });
  it('falls back to BITMAP for images and bitmap text mode', () => {
    const cert = renderTspl(renderPreset(preset('certificate'), 203).layout, font);
    expect(latin1(cert)).toMatch(/BITMAP \d+,\d+,\d+,\d+,0,/);
    const bitmapText = latin1(renderTspl(layout, font, { text: 'bitmap' }));
    expect(bitmapText).not.toContain('TEXT ');
    expect(bitmapText).toContain('BITMAP ');
  });
  it('draws rules with BAR and QR with QRCODE', () => {
    const t = latin1(renderTspl(renderPreset(preset('thermal-40x70'), 203).layout, font));
    expect(t).toMatch(/BAR \d+,\d+,\d+,2\r\n/);
    expect(t).toMatch(/QRCODE \d+,\d+,M,\d+,A,0,"https:\/\/m\.example\.cn/);
  });
  it('sends QR data as UTF-8 bytes', () => {
    const t = parseTemplate({
      schemaVersion: 2,
      name: 'q',
      width: 30,
      height: 30,
      elements: [{ id: 'q', type: 'qrcode', x: 2, y: 2, width: 26, height: 26, content: '退货 "A"' }],
    });
    const bytes = renderTspl(layoutLabel(t, {}, { font, dpi: 203 }), font);
    expect(indexOfBytes(bytes, new TextEncoder().encode('"退货 \\["]A\\["]"\r\n'))).toBeGreaterThan(0);
  });
  it('a batch sets the size once and prints each label', () => {
    const t = latin1(renderTspl([layout, layout, layout], font));
    expect(t.match(/SIZE /g)).toHaveLength(1);
    expect(t.match(/PRINT 1,1/g)).toHaveLength(3);
  });
});

describe('ZPL', () => {
  const z = renderZpl(renderPreset(preset('thermal-40x70'), 203).layout, font);
  it('frames the label in dots', () => {
    expect(z).toMatch(/^\^XA\n\^CI28\n\^PW320\n\^LL560\n/);
    expect(z.trimEnd().endsWith('^XZ')).toBe(true);
  });
  it('uses ^BC with our subsets, ^BQN, ^GB and ^GFA for Chinese', () => {
    // 13 digits: the first in B, then twelve in C (>: start B, >5 switch to C)
    expect(z).toMatch(/\^BY2,3,\d+\^BCN,\d+,Y,N,N,N\^FH\^FD>:6>5943201235566\^FS/);
    expect(z).toMatch(/\^BQN,2,\d+\^FH\^FDMA,https:\/\/m\.example\.cn/);
    expect(z).toMatch(/\^GB\d+,2,2\^FS/);
    expect(z).toMatch(/\^GFA,\d+,\d+,\d+,[0-9A-F]+\^FS/);
  });
  it('uses ^FB with our line breaks for Latin text', () => {
    expect(z).toMatch(/\^A0N,\d+\^FB\d+,1,\d+,C,0\^FH\^FD2025-03-08 14:20:05\^FS/);
  });
});

describe('Lodop', () => {
  const calls = renderLodop(renderPreset(preset('after-sale'), 203).layout, font);
  it('starts with PRINT_INITA and SET_PRINT_PAGESIZE in tenths of a mm', () => {
    expect(calls[0]).toEqual({ fn: 'PRINT_INITA', args: [0, 0, '60mm', '40mm', '售后标签'] });
    expect(calls[1]).toEqual({ fn: 'SET_PRINT_PAGESIZE', args: [1, 600, 400, ''] });
  });
  it('adds text, QR code and lines with styles', () => {
    const fns = calls.map((c) => c.fn);
    expect(fns).toContain('ADD_PRINT_TEXT');
    expect(fns).toContain('ADD_PRINT_LINE');
    const qr = calls.find((c) => c.fn === 'ADD_PRINT_BARCODE');
    expect(qr?.args.slice(4)).toEqual(['QRCode', 'SU2403080012']);
    expect(calls).toContainEqual({ fn: 'SET_PRINT_STYLEA', args: [0, 'Bold', 1] });
    expect(calls.find((c) => c.fn === 'ADD_PRINT_TEXT' && c.args[4] === '勿撕！售后专用标签')).toBeTruthy();
    expect(lodopScript(calls.slice(0, 2))).toBe(
      'LODOP.PRINT_INITA(0, 0, "60mm", "40mm", "售后标签");\nLODOP.SET_PRINT_PAGESIZE(1, 600, 400, "");',
    );
  });
  it('raster mode is one image of the whole label', () => {
    const r = renderLodop(renderPreset(preset('after-sale'), 203).layout, font, { mode: 'raster' });
    expect(r.map((c) => c.fn)).toEqual([
      'PRINT_INITA',
      'SET_PRINT_PAGESIZE',
      'ADD_PRINT_IMAGE',
      'SET_PRINT_STYLEA',
    ]);
    expect(String(r[2]!.args[4])).toMatch(/^<img src="data:image\/png;base64,iVBORw0KGgo/);
  });
});

describe('Konva', () => {
  it('gives plain node configs with our lines and the bundled font', () => {
    const k = renderKonva(renderPreset(preset('pickup-60x40'), 203).layout);
    expect(k.className).toBe('Layer');
    const bg = k.children![0]!;
    expect(bg.attrs['width']).toBeCloseTo(226.77, 1);
    const texts = k.children!.flatMap((g) => g.children ?? []).filter((n) => n.className === 'Text');
    expect(texts.map((t) => t.attrs['text'])).toContain('【抖音】小满女装旗舰店');
    expect(texts.every((t) => t.attrs['fontFamily'] === 'OMS Label Sans' && t.attrs['wrap'] === 'none')).toBe(
      true,
    );
    expect(JSON.parse(JSON.stringify(k))).toEqual(k);
    const group = k.children!.find((g) => g.attrs['id'] === 'takeCode')!;
    expect(group.attrs['draggable']).toBe(true);
    expect(group.children!.map((c) => c.attrs['name'])).toEqual(['hit-area', 'barcode-bars', undefined]);
  });
  it('locked elements are not draggable', () => {
    const t = parseTemplate({
      schemaVersion: 2,
      name: 'k',
      width: 20,
      height: 10,
      elements: [
        { id: 'r', type: 'line', direction: 'horizontal', x: 0, y: 1, width: 20, height: 1, locked: true },
      ],
    });
    const k = renderKonva(layoutLabel(t, {}, { font, dpi: 203 }));
    expect(k.children![1]!.attrs).toMatchObject({ id: 'r', draggable: false });
  });
});

describe('PDF', () => {
  const pdfText = (b: Uint8Array) => latin1(b);
  it('one page per label at the label size', () => {
    const pdf = pdfText(renderPdf(renderPreset(preset('pickup-60x40'), 203).layout, font));
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('/MediaBox [0 0 170.079 113.386]');
    expect(pdf).toContain('/Count 1');
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });
  it('several certificates on one A4 sheet', () => {
    const l = renderPreset(preset('certificate'), 203).layout;
    const pdf = pdfText(renderPdf(Array(10).fill(l), font, { sheet: 'A4' }));
    expect(pdf).toContain('/MediaBox [0 0 595.276 841.89]');
    // 4 across × 3 down fit on A4
    expect(pdf).toContain('/Count 1');
    const more = pdfText(renderPdf(Array(13).fill(l), font, { sheet: 'A4' }));
    expect(more).toContain('/Count 2');
  });
  it('stores each glyph once however many labels use it', () => {
    const l = renderPreset(preset('houdao'), 203).layout;
    const one = renderPdf(l, font).length;
    const many = renderPdf(Array(20).fill(l), font).length;
    expect(many).toBeLessThan(one * 20);
  });
});

describe('image elements', () => {
  it('a data-URL PNG is drawn; an unreachable URL draws a visible frame and warns', () => {
    const cert = renderPreset(preset('certificate'), 203);
    const img = cert.layout.primitives.find((p) => p.kind === 'image' && p.elementId === 'washed1');
    expect(img?.kind === 'image' && img.image !== null).toBe(true);
    const t = parseTemplate({
      schemaVersion: 2,
      name: 'img',
      width: 20,
      height: 20,
      elements: [
        { id: 'pic', type: 'image', x: 2, y: 2, width: 10, height: 10, src: 'https://cdn.example.cn/a.jpg' },
      ],
    });
    const layout = layoutLabel(t, {}, { font, dpi: 203 });
    expect(layout.warnings.map((w) => w.code)).toEqual(['image-unavailable']);
    const r = renderRaster(layout, font);
    expect(isBlack(r, 16, 16) && isBlack(r, 16, 50) && !isBlack(r, 50, 50)).toBe(true);
  });
});

describe('image dithering', () => {
  it('ordered dithering turns mid grey into about half the dots; threshold into none or all', () => {
    // a flat grey image supplied through the `images` hook (value 120 of 255)
    const grey = { width: 8, height: 8, gray: new Uint8Array(64).fill(120) };
    const t = parseTemplate({
      schemaVersion: 2,
      name: 'dither',
      width: 10,
      height: 10,
      elements: [
        {
          id: 'a',
          type: 'image',
          x: 0,
          y: 0,
          width: 5,
          height: 5,
          src: 'grey',
          fit: 'fill',
          dither: 'ordered',
        },
        { id: 'b', type: 'image', x: 5, y: 5, width: 5, height: 5, src: 'grey', fit: 'fill' },
      ],
    });
    const layout = layoutLabel(t, {}, { font, dpi: 203, images: (src) => (src === 'grey' ? grey : null) });
    const r = renderRaster(layout, font);
    let a = 0,
      b = 0;
    for (let y = 0; y < 40; y++) for (let x = 0; x < 40; x++) a += isBlack(r, x, y) ? 1 : 0;
    for (let y = 40; y < 80; y++) for (let x = 40; x < 80; x++) b += isBlack(r, x, y) ? 1 : 0;
    expect(a / 1600).toBeGreaterThan(0.4);
    expect(a / 1600).toBeLessThan(0.6);
    expect(b).toBe(1600);
  });
});
