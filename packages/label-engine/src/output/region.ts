// Renders some primitives alone and crops to their ink, for printer commands that need a bitmap
// (TSPL BITMAP, ZPL ^GFA). The pixels are the raster output's pixels.
import type { LabelFont } from '../font/font.ts';
import { rectToLabel, type LabelLayout, type Primitive } from '../layout/primitives.ts';
import { createCanvas, drawLayout, packCanvas, type MonoBitmap } from './raster.ts';

export interface PlacedBitmap {
  x: number;
  y: number;
  bitmap: MonoBitmap;
}

/** Label area the primitives can ink: their frames, widened by an em for glyphs that overhang. */
function reach(layout: LabelLayout, primitives: Primitive[]) {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  const add = (r: { x: number; y: number; w: number; h: number }, margin: number) => {
    x0 = Math.min(x0, r.x - margin);
    y0 = Math.min(y0, r.y - margin);
    x1 = Math.max(x1, r.x + r.w + margin);
    y1 = Math.max(y1, r.y + r.h + margin);
  };
  for (const p of primitives) {
    if (p.kind === 'rule') p.rects.forEach((r) => add(r, 0));
    else if (p.kind === 'text') {
      // a line may run past its box when ellipsis is off
      const m = Math.ceil(p.sizeDots) + 2;
      add(p.frame, m);
      add(rectToLabel(p.frame, { x: p.x, y: p.top, w: p.width, h: p.height }), m);
    } else add(p.frame, 1);
  }
  // start on a byte boundary: TSPL and ZPL address bitmaps in whole bytes
  const x = Math.max(0, Math.floor(x0 / 8) * 8),
    y = Math.max(0, Math.floor(y0));
  const w = Math.min(layout.widthDots, Math.ceil(x1)) - x,
    h = Math.min(layout.heightDots, Math.ceil(y1)) - y;
  return { x, y, w, h };
}

export function inkBitmap(
  layout: LabelLayout,
  primitives: Primitive[],
  font: LabelFont,
): PlacedBitmap | null {
  const area = reach(layout, primitives);
  if (area.w <= 0 || area.h <= 0) return null;
  const canvas = createCanvas(area.w, area.h, area.x, area.y);
  drawLayout(canvas, { ...layout, primitives }, font);
  const { width, height, dots } = canvas;
  let x0 = width,
    y0 = height,
    x1 = -1,
    y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++)
      if (dots[row + x]) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  }
  if (x1 < 0) return null;
  // the canvas starts on a byte boundary, so keep the crop on one too
  x0 -= x0 % 8;
  const w = x1 - x0 + 1,
    h = y1 - y0 + 1;
  const crop = createCanvas(w, h);
  for (let y = 0; y < h; y++)
    crop.dots.set(dots.subarray((y0 + y) * width + x0, (y0 + y) * width + x0 + w), y * w);
  return { x: area.x + x0, y: area.y + y0, bitmap: packCanvas(crop) };
}

/** Groups consecutive primitives of one element, so each element becomes one command. */
export function byElement<T extends Primitive>(prims: T[]): T[][] {
  const groups: T[][] = [];
  for (const p of prims) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.elementId === p.elementId) last.push(p);
    else groups.push([p]);
  }
  return groups;
}
