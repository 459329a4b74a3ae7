// What native printer commands are not trusted with yet goes as our own dots: ¥ maps to the printer
// font's ￥ instead of turning the line into a bitmap; a turned QR code (TSPL, Lodop) and a turned
// Lodop text box print from the raster, and those pixels scan back.
import { describe, expect, it } from 'vitest';
import { layoutLabel } from '../src/layout/layout.ts';
import { parseTemplate } from '../src/model/migrate.ts';
import { loadBundledFont } from '../src/node.ts';
import { renderLodop } from '../src/output/lodop.ts';
import { decodePng } from '../src/output/png-decode.ts';
import { renderTspl } from '../src/output/tspl.ts';
import { BarcodeFormat, crop, read } from './codes.ts';

const font = loadBundledFont();
const label = (elements: unknown[]) =>
  layoutLabel(parseTemplate({ schemaVersion: 2, name: 't', width: 60, height: 40, elements }), {}, { font, dpi: 203 });
const latin1 = (b: Uint8Array) => Buffer.from(b).toString('latin1');

describe('TSPL', () => {
  it('a price with ¥ stays a native TEXT line, the sign as GBK ￥ (A3 A4)', () => {
    const out = renderTspl(label([{ id: 'p', type: 'text', x: 2, y: 2, width: 50, height: 5, content: '单价 ¥12.50', fontSize: 3 }]), font);
    const text = latin1(out);
    expect(text).toContain('TEXT ');
    expect(text).not.toContain('BITMAP');
    expect(text).toContain(latin1(Uint8Array.from([0xa3, 0xa4])) + '12.50');
  });

  it('a turned QR code goes as a bitmap; an upright one as QRCODE', () => {
    const qr = (rotation: number) => [{ id: 'q', type: 'qrcode', x: 10, y: 5, width: 25, height: 25, content: 'SU2403080012', rotation }];
    expect(latin1(renderTspl(label(qr(0)), font))).toContain('QRCODE ');
    const turned = latin1(renderTspl(label(qr(90)), font));
    expect(turned).not.toContain('QRCODE ');
    expect(turned).toContain('BITMAP ');
  });
});

describe('Lodop native', () => {
  it('a turned text box and a turned QR code print as one image of our dots, which scans', () => {
    const layout = label([
      { id: 'up', type: 'text', x: 2, y: 2, width: 30, height: 5, content: '正常文字', fontSize: 3 },
      { id: 'side', type: 'text', x: 40, y: 2, width: 5, height: 30, content: '竖排文字', fontSize: 3, rotation: 90 },
      { id: 'q', type: 'qrcode', x: 5, y: 10, width: 25, height: 25, content: 'SU2403080012', rotation: 270 },
    ]);
    const calls = renderLodop(layout, font, { mode: 'native' });
    const texts = calls.filter((c) => c.fn === 'ADD_PRINT_TEXT').map((c) => c.args[4]);
    expect(texts).toEqual(['正常文字']);
    expect(calls.some((c) => c.fn === 'SET_PRINT_STYLEA' && c.args[1] === 'Angle')).toBe(false);
    expect(calls.filter((c) => c.fn === 'ADD_PRINT_BARCODE')).toEqual([]);
    const images = calls.filter((c) => c.fn === 'ADD_PRINT_IMAGE');
    expect(images).toHaveLength(1);
    // the image's QR reads back, turned as it is
    const png = decodePng(Buffer.from(/base64,([^"]+)"/.exec(String(images[0]!.args[4]))![1]!, 'base64'));
    const rowBytes = Math.ceil(png.width / 8);
    const bits = new Uint8Array(rowBytes * png.height);
    for (let y = 0; y < png.height; y++)
      for (let x = 0; x < png.width; x++) if (png.gray[y * png.width + x]! < 128) bits[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    const bitmap = { width: png.width, height: png.height, rowBytes, bits };
    expect(read(crop(bitmap, { x: 0, y: 0, w: png.width, h: png.height, rotation: 0, cw: png.width, ch: png.height }, 24), BarcodeFormat.QR_CODE)).toBe(
      'SU2403080012',
    );
  });
});
