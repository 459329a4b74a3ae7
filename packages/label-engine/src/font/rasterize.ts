// Scan-converts glyph outlines at a printer's resolution: sample each dot centre, non-zero winding,
// no anti-aliasing, so thermal output is crisp and identical on every platform.
import type { GlyphCommand } from './font.ts';

export interface GlyphBitmap {
  /** Offset of the bitmap's top-left from the pen position on the baseline, in dots. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** One byte per dot, 1 = ink. */
  data: Uint8Array;
}

/** Synthetic bold: extra ink, about 6 % of the em, at least one dot. Raster and PDF share it. */
export function emboldenDots(sizeDots: number): number {
  return Math.max(1, Math.round(sizeDots * 0.06));
}

const EMPTY: GlyphBitmap = { left: 0, top: 0, width: 0, height: 0, data: new Uint8Array(0) };

/** Flattens an outline into line segments (x0, y0, x1, y1 quadruples) scaled by `scale`. */
export function flatten(cmds: GlyphCommand[], scale: number, steps: number): number[] {
  const seg: number[] = [];
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  const line = (x: number, y: number) => {
    if (y !== cy) seg.push(cx, cy, x, y);
    cx = x;
    cy = y;
  };
  for (const c of cmds) {
    switch (c.op) {
      case 'M':
        if (cx !== sx || cy !== sy) line(sx, sy);
        cx = sx = c.x * scale;
        cy = sy = c.y * scale;
        break;
      case 'L':
        line(c.x * scale, c.y * scale);
        break;
      case 'Q': {
        const x0 = cx,
          y0 = cy,
          x1 = c.x1 * scale,
          y1 = c.y1 * scale,
          x2 = c.x * scale,
          y2 = c.y * scale;
        for (let i = 1; i <= steps; i++) {
          const t = i / steps,
            u = 1 - t;
          line(u * u * x0 + 2 * u * t * x1 + t * t * x2, u * u * y0 + 2 * u * t * y1 + t * t * y2);
        }
        break;
      }
      case 'C': {
        const x0 = cx,
          y0 = cy;
        const x1 = c.x1 * scale,
          y1 = c.y1 * scale,
          x2 = c.x2 * scale,
          y2 = c.y2 * scale;
        const x3 = c.x * scale,
          y3 = c.y * scale;
        for (let i = 1; i <= steps; i++) {
          const t = i / steps,
            u = 1 - t;
          const a = u * u * u,
            b = 3 * u * u * t,
            d = 3 * u * t * t,
            e = t * t * t;
          line(a * x0 + b * x1 + d * x2 + e * x3, a * y0 + b * y1 + d * y2 + e * y3);
        }
        break;
      }
      case 'Z':
        line(sx, sy);
        break;
    }
  }
  if (cx !== sx || cy !== sy) line(sx, sy);
  return seg;
}

/**
 * @param sizeDots em size in dots
 * @param embolden extra dots of horizontal ink for bold (the font ships one weight)
 */
export function rasterizeGlyph(cmds: GlyphCommand[], sizeDots: number, embolden = 0): GlyphBitmap {
  if (cmds.length === 0) return EMPTY;
  const steps = sizeDots < 40 ? 4 : 8;
  const seg = flatten(cmds, sizeDots, steps);
  if (seg.length === 0) return EMPTY;
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (let i = 0; i < seg.length; i += 2) {
    const x = seg[i]!,
      y = seg[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const left = Math.floor(minX);
  const top = Math.floor(minY);
  const width = Math.ceil(maxX) - left + embolden;
  const height = Math.ceil(maxY) - top;
  if (width <= 0 || height <= 0) return EMPTY;
  const data = new Uint8Array(width * height);
  const xs: number[] = [];
  const dirs: number[] = [];
  for (let row = 0; row < height; row++) {
    const y = top + row + 0.5;
    xs.length = 0;
    dirs.length = 0;
    for (let i = 0; i < seg.length; i += 4) {
      const y0 = seg[i + 1]!,
        y1 = seg[i + 3]!;
      if ((y0 <= y && y < y1) || (y1 <= y && y < y0)) {
        const x0 = seg[i]!,
          x1 = seg[i + 2]!;
        const x = x0 + ((y - y0) * (x1 - x0)) / (y1 - y0);
        // insertion keeps crossings sorted; a glyph row has only a handful
        let k = xs.length;
        while (k > 0 && xs[k - 1]! > x) k--;
        xs.splice(k, 0, x);
        dirs.splice(k, 0, y1 > y0 ? 1 : -1);
      }
    }
    let winding = 0;
    const base = row * width;
    for (let k = 0; k < xs.length - 1; k++) {
      winding += dirs[k]!;
      if (winding === 0) continue;
      // dots whose centre lies inside [xs[k], xs[k+1])
      const from = Math.max(0, Math.ceil(xs[k]! - 0.5) - left);
      const to = Math.min(width, Math.ceil(xs[k + 1]! - 0.5) - left + embolden);
      for (let px = from; px < to; px++) data[base + px] = 1;
    }
  }
  return { left, top, width, height, data };
}

/** Turns a glyph bitmap clockwise by a multiple of 90°, keeping offsets relative to the pen position. */
export function rotateGlyph(g: GlyphBitmap, rotation: 0 | 90 | 180 | 270): GlyphBitmap {
  if (rotation === 0 || g.width === 0) return g;
  const { width: w, height: h, data } = g;
  if (rotation === 180) {
    const out = new Uint8Array(w * h);
    for (let i = 0; i < w * h; i++) out[w * h - 1 - i] = data[i]!;
    return { left: -(g.left + w), top: -(g.top + h), width: w, height: h, data: out };
  }
  const out = new Uint8Array(w * h);
  if (rotation === 90) {
    // (x, y) → (-y, x): new width h, new height w
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out[x * h + (h - 1 - y)] = data[y * w + x]!;
    return { left: -(g.top + h), top: g.left, width: h, height: w, data: out };
  }
  // 270: (x, y) → (y, -x)
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out[(w - 1 - x) * h + y] = data[y * w + x]!;
  return { left: g.top, top: -(g.left + w), width: h, height: w, data: out };
}
