// Minimal PNG reader (non-interlaced, any colour type, 1–8 bits) for image elements given as data URLs
// and for comparing golden rasters. Returns luminance composited on white.
import { unzlibSync } from 'fflate';
import type { GrayImage } from '../layout/primitives.ts';

export class PngError extends Error {}

function paeth(a: number, b: number, c: number) {
  const p = a + b - c;
  const pa = Math.abs(p - a),
    pb = Math.abs(p - b),
    pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function decodePng(png: Uint8Array): GrayImage {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (png.length < 8 || view.getUint32(0) !== 0x89504e47) throw new PngError('不是 PNG 文件');
  let off = 8;
  let width = 0,
    height = 0,
    depth = 8,
    colour = 0,
    interlace = 0;
  let palette: Uint8Array | null = null;
  let alphaTable: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  while (off + 8 <= png.length) {
    const len = view.getUint32(off);
    const type = String.fromCharCode(...png.subarray(off + 4, off + 8));
    const data = png.subarray(off + 8, off + 8 + len);
    if (type === 'IHDR') {
      width = view.getUint32(off + 8);
      height = view.getUint32(off + 12);
      depth = data[8]!;
      colour = data[9]!;
      interlace = data[12]!;
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') alphaTable = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    off += 12 + len;
  }
  if (!width || !height) throw new PngError('PNG 缺少 IHDR');
  if (interlace) throw new PngError('不支持隔行扫描的 PNG');
  if (depth === 16) throw new PngError('不支持 16 位 PNG');
  const joined = new Uint8Array(idat.reduce((n, d) => n + d.length, 0));
  let p = 0;
  for (const d of idat) {
    joined.set(d, p);
    p += d.length;
  }
  const raw = unzlibSync(joined);
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colour as 0 | 2 | 3 | 4 | 6];
  if (!channels) throw new PngError('PNG 颜色类型不支持');
  const bpp = Math.max(1, (channels * depth) >> 3);
  const stride = (width * channels * depth + 7) >> 3;
  const pixels = new Uint8Array(stride * height);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = pixels.subarray(y * stride, (y + 1) * stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? cur[i - bpp]! : 0;
      const b = prev[i]!;
      const c = i >= bpp ? prev[i - bpp]! : 0;
      const x = line[i]!;
      cur[i] =
        (filter === 0
          ? x
          : filter === 1
            ? x + a
            : filter === 2
              ? x + b
              : filter === 3
                ? x + ((a + b) >> 1)
                : x + paeth(a, b, c)) & 0xff;
    }
    prev = cur;
  }
  const gray = new Uint8Array(width * height);
  const sample = (row: Uint8Array, idx: number): number => {
    if (depth === 8) return row[idx]!;
    const bitPos = idx * depth;
    const v = (row[bitPos >> 3]! >> (8 - depth - (bitPos & 7))) & ((1 << depth) - 1);
    return colour === 3 ? v : Math.round((v * 255) / ((1 << depth) - 1));
  };
  for (let y = 0; y < height; y++) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    for (let x = 0; x < width; x++) {
      let r: number,
        g: number,
        bl: number,
        al = 255;
      if (colour === 3) {
        const i = sample(row, x);
        r = palette?.[i * 3] ?? 0;
        g = palette?.[i * 3 + 1] ?? 0;
        bl = palette?.[i * 3 + 2] ?? 0;
        al = alphaTable?.[i] ?? 255;
      } else if (colour === 0 || colour === 4) {
        r = g = bl = sample(row, x * channels);
        if (colour === 4) al = row[x * 2 + 1]!;
      } else {
        r = row[x * channels]!;
        g = row[x * channels + 1]!;
        bl = row[x * channels + 2]!;
        if (colour === 6) al = row[x * 4 + 3]!;
      }
      const lum = (r * 299 + g * 587 + bl * 114) / 1000;
      gray[y * width + x] = Math.round(255 - ((255 - lum) * al) / 255);
    }
  }
  return { width, height, gray };
}

function base64ToBytes(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Decodes `data:image/png;base64,…`; anything else (or a broken PNG) gives null. */
export function decodeDataUrl(src: string): GrayImage | null {
  const m = /^data:image\/png;base64,(.*)$/s.exec(src);
  if (!m) return null;
  try {
    return decodePng(base64ToBytes(m[1]!.trim()));
  } catch {
    return null;
  }
}
