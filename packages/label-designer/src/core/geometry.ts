// Boxes in millimetres, the unit of every template length.
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One tenth of a millimetre: the designer's precision (finer than a 203 dpi dot, 0.125 mm). */
export const round01 = (n: number) => Math.round(n * 10) / 10;

export function boundsOf(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A box given by two corners in any order (a drag from any direction). */
export function boxFromCorners(x1: number, y1: number, x2: number, y2: number): Box {
  return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
}
