// Snapping a moving box to the label's edges and centre and to other elements' edges and centres.
import type { Box } from './geometry.ts';

export interface Guide {
  /** `x`: a vertical guide line at x; `y`: a horizontal one at y (mm). */
  axis: 'x' | 'y';
  at: number;
}

export interface SnapResult {
  dx: number;
  dy: number;
  guides: Guide[];
}

const linesOf = (b: Box, axis: 'x' | 'y') =>
  axis === 'x' ? [b.x, b.x + b.width / 2, b.x + b.width] : [b.y, b.y + b.height / 2, b.y + b.height];

function snapAxis(moving: Box, targets: number[], axis: 'x' | 'y', threshold: number) {
  let best: { delta: number; at: number } | null = null;
  for (const edge of linesOf(moving, axis))
    for (const t of targets) {
      const delta = t - edge;
      if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta))) best = { delta, at: t };
    }
  return best;
}

/**
 * Where `moving` should go so that one of its edges or its centre meets the nearest line within
 * `threshold` mm, on each axis separately, and the guides to draw there.
 */
export function snapBox(
  moving: Box,
  others: readonly Box[],
  label: { width: number; height: number },
  threshold: number,
): SnapResult {
  const xs = [0, label.width / 2, label.width, ...others.flatMap((o) => linesOf(o, 'x'))];
  const ys = [0, label.height / 2, label.height, ...others.flatMap((o) => linesOf(o, 'y'))];
  const sx = snapAxis(moving, xs, 'x', threshold);
  const sy = snapAxis(moving, ys, 'y', threshold);
  const guides: Guide[] = [];
  if (sx) guides.push({ axis: 'x', at: sx.at });
  if (sy) guides.push({ axis: 'y', at: sy.at });
  return { dx: sx?.delta ?? 0, dy: sy?.delta ?? 0, guides };
}
