// PNG writer for 1-bit rasters. fflate is pure JS, so this runs in the browser as well as in Node.
import { zlibSync } from 'fflate';
import type { LabelFont } from '../font/font.ts';
import type { LabelLayout } from '../layout/primitives.ts';
import { renderRaster, type MonoBitmap } from './raster.ts';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(bytes: Uint8Array, crc = 0xffffffff): number {
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return crc;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, (crc32(out.subarray(4, 8 + data.length)) ^ 0xffffffff) >>> 0);
  return out;
}

const SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

/** Encodes a 1-bit raster as a greyscale bit-depth-1 PNG with a pHYs chunk carrying the printer's dpi. */
export function encodePng(b: MonoBitmap, dotsPerMm?: number): Uint8Array {
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, b.width);
  v.setUint32(4, b.height);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = new Uint8Array((b.rowBytes + 1) * b.height);
  for (let y = 0; y < b.height; y++) {
    const o = y * (b.rowBytes + 1);
    raw[o] = 0; // filter: none
    // PNG greyscale: 0 is black, so invert our 1 = black bits
    for (let i = 0; i < b.rowBytes; i++) raw[o + 1 + i] = ~b.bits[y * b.rowBytes + i]! & 0xff;
  }
  const parts = [SIGNATURE, chunk('IHDR', ihdr)];
  if (dotsPerMm) {
    const phys = new Uint8Array(9);
    const pv = new DataView(phys.buffer);
    pv.setUint32(0, dotsPerMm * 1000);
    pv.setUint32(4, dotsPerMm * 1000);
    phys[8] = 1; // metres
    parts.push(chunk('pHYs', phys));
  }
  parts.push(chunk('IDAT', zlibSync(raw, { level: 6 })), chunk('IEND', new Uint8Array(0)));
  const total = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(total);
  let off = 0;
  for (const p of parts) {
    out.set(p, off);
    off += p.length;
  }
  return out;
}

export function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/** The label's 1-bit raster as a PNG data URL: the pixel-exact preview for a designer or Lodop. */
export function pngDataUrl(layout: LabelLayout, font: LabelFont): string {
  return `data:image/png;base64,${toBase64(encodePng(renderRaster(layout, font), layout.dotsPerMm))}`;
}
