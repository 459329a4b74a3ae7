// Renders some primitives alone and crops to their ink, for printer commands that need a bitmap
// (TSPL BITMAP, ZPL ^GFA). The pixels are the raster output's pixels.
import type { LabelFont } from '../font/font.ts';
import type { LabelLayout, Primitive } from '../layout/primitives.ts';
import { createCanvas, drawLayout, packCanvas, type MonoBitmap } from './raster.ts';

export interface PlacedBitmap {
  x: number;
  y: number;
  bitmap: MonoBitmap;
}

export function inkBitmap(
  layout: LabelLayout,
  primitives: Primitive[],
  font: LabelFont,
): PlacedBitmap | null {
  const full = createCanvas(layout.widthDots, layout.heightDots);
  drawLayout(full, { ...layout, primitives }, font);
  const { width, height, dots } = full;
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
  // TSPL and ZPL address bitmaps in whole bytes: start on a byte boundary so nothing shifts
  x0 -= x0 % 8;
  const w = x1 - x0 + 1,
    h = y1 - y0 + 1;
  const crop = createCanvas(w, h);
  for (let y = 0; y < h; y++)
    crop.dots.set(dots.subarray((y0 + y) * width + x0, (y0 + y) * width + x0 + w), y * w);
  return { x: x0, y: y0, bitmap: packCanvas(crop) };
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
