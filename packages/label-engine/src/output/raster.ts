// 1-bit raster at the printer's native resolution. Bars, QR cells and rules are whole-dot rectangles;
// glyphs are scan-converted outlines (thresholded, no anti-aliasing).
import type { LabelFont } from '../font/font.ts';
import { emboldenDots, rasterizeGlyph, rotateGlyph, type GlyphBitmap } from '../font/rasterize.ts';
import {
  toLabel,
  type DotRect,
  type ImagePrimitive,
  type LabelLayout,
  type TextLine,
} from '../layout/primitives.ts';

/** One byte per dot while drawing (1 = black). A canvas may cover only part of the label from (ox, oy). */
export interface DotCanvas {
  width: number;
  height: number;
  dots: Uint8Array;
  ox?: number;
  oy?: number;
}

/** Packed 1 bit per dot, rows padded to whole bytes, most significant bit first, 1 = black (as ZPL). */
export interface MonoBitmap {
  width: number;
  height: number;
  rowBytes: number;
  bits: Uint8Array;
}

export function createCanvas(width: number, height: number, ox = 0, oy = 0): DotCanvas {
  return { width, height, dots: new Uint8Array(width * height), ox, oy };
}

export function fillRect(c: DotCanvas, r: DotRect): void {
  const rx = r.x - (c.ox ?? 0);
  const ry = r.y - (c.oy ?? 0);
  const x0 = Math.max(0, rx);
  const y0 = Math.max(0, ry);
  const x1 = Math.min(c.width, rx + r.w);
  const y1 = Math.min(c.height, ry + r.h);
  if (x1 <= x0) return;
  for (let y = y0; y < y1; y++) c.dots.fill(1, y * c.width + x0, y * c.width + x1);
}

function blit(c: DotCanvas, g: GlyphBitmap, ax: number, ay: number): void {
  const x = ax - (c.ox ?? 0),
    y = ay - (c.oy ?? 0);
  for (let row = 0; row < g.height; row++) {
    const ty = y + row;
    if (ty < 0 || ty >= c.height) continue;
    const src = row * g.width;
    const dst = ty * c.width;
    for (let col = 0; col < g.width; col++) {
      const tx = x + col;
      if (tx >= 0 && tx < c.width && g.data[src + col]) c.dots[dst + tx] = 1;
    }
  }
}

const glyphCaches = new WeakMap<LabelFont, Map<string, GlyphBitmap>>();

function glyphBitmap(
  font: LabelFont,
  gid: number,
  sizeDots: number,
  bold: boolean,
  rotation: 0 | 90 | 180 | 270,
) {
  let cache = glyphCaches.get(font);
  if (!cache) glyphCaches.set(font, (cache = new Map()));
  const embolden = bold ? emboldenDots(sizeDots) : 0;
  const key = `${gid}|${Math.round(sizeDots * 100)}|${embolden}|${rotation}`;
  let g = cache.get(key);
  if (!g) {
    const upright = rasterizeGlyph(font.outline(gid), sizeDots, embolden);
    g = rotateGlyph(upright, rotation);
    cache.set(key, g);
  }
  return g;
}

export function drawTextLine(c: DotCanvas, font: LabelFont, line: TextLine): void {
  for (const glyph of line.glyphs) {
    const g = glyphBitmap(font, glyph.gid, line.sizeDots, line.bold, line.frame.rotation);
    if (g.width === 0) continue;
    const [px, py] = toLabel(line.frame, glyph.x, line.baseline);
    blit(c, g, px + g.left, py + g.top);
  }
}

/** 4×4 Bayer thresholds, indexed by label dot position so neighbouring images line up. */
const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map((v) => (v + 0.5) * 16);

function drawImage(c: DotCanvas, p: ImagePrimitive): void {
  const f = p.frame;
  if (!p.image) {
    // placeholder frame so a missing picture is visible, never silently blank
    const edges: DotRect[] = [
      { x: p.x, y: p.y, w: p.w, h: 1 },
      { x: p.x, y: p.y + p.h - 1, w: p.w, h: 1 },
      { x: p.x, y: p.y, w: 1, h: p.h },
      { x: p.x + p.w - 1, y: p.y, w: 1, h: p.h },
    ];
    for (const e of edges) {
      const [ax, ay] = toLabel(f, e.x, e.y);
      const [bx, by] = toLabel(f, e.x + e.w, e.y + e.h);
      fillRect(c, { x: Math.min(ax, bx), y: Math.min(ay, by), w: Math.abs(bx - ax), h: Math.abs(by - ay) });
    }
    return;
  }
  const { width: iw, gray } = p.image;
  const { sx, sy, sw, sh } = p.crop;
  for (let v = 0; v < p.h; v++) {
    const srcY = Math.min(p.image.height - 1, Math.floor(sy + ((v + 0.5) * sh) / p.h));
    for (let u = 0; u < p.w; u++) {
      const srcX = Math.min(iw - 1, Math.floor(sx + ((u + 0.5) * sw) / p.w));
      // dot (u, v) covers [u, u+1); map its centre so rotation lands on the same dot
      const [lx, ly] = toLabel(f, p.x + u + 0.5, p.y + v + 0.5);
      const ax = Math.floor(lx);
      const ay = Math.floor(ly);
      const threshold = p.dither === 'ordered' ? BAYER[((ay & 3) << 2) | (ax & 3)]! : 128;
      if (gray[srcY * iw + srcX]! >= threshold) continue;
      const tx = ax - (c.ox ?? 0);
      const ty = ay - (c.oy ?? 0);
      if (tx >= 0 && ty >= 0 && tx < c.width && ty < c.height) c.dots[ty * c.width + tx] = 1;
    }
  }
}

export function drawLayout(c: DotCanvas, layout: LabelLayout, font: LabelFont): void {
  for (const p of layout.primitives) {
    switch (p.kind) {
      case 'text':
        drawTextLine(c, font, p);
        break;
      case 'barcode':
        for (const r of p.bars) fillRect(c, r);
        break;
      case 'qrcode':
        for (const r of p.cells) fillRect(c, r);
        break;
      case 'rule':
        for (const r of p.rects) fillRect(c, r);
        break;
      case 'image':
        drawImage(c, p);
        break;
    }
  }
}

export function packCanvas(c: DotCanvas): MonoBitmap {
  const rowBytes = (c.width + 7) >> 3;
  const bits = new Uint8Array(rowBytes * c.height);
  for (let y = 0; y < c.height; y++) {
    const src = y * c.width;
    const dst = y * rowBytes;
    for (let x = 0; x < c.width; x++) if (c.dots[src + x]) bits[dst + (x >> 3)]! |= 0x80 >> (x & 7);
  }
  return { width: c.width, height: c.height, rowBytes, bits };
}

/** Rasterises a whole label at its layout's resolution. */
export function renderRaster(layout: LabelLayout, font: LabelFont): MonoBitmap {
  const c = createCanvas(layout.widthDots, layout.heightDots);
  drawLayout(c, layout, font);
  return packCanvas(c);
}

export function isBlack(b: MonoBitmap, x: number, y: number): boolean {
  return ((b.bits[y * b.rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1) === 1;
}
