import type { LineElement } from '../model/schema.ts';
import type { LayoutContext } from './context.ts';
import { rectToLabel, type DotRect, type Frame, type RulePrimitive } from './primitives.ts';

export function layoutRule(ctx: LayoutContext, el: LineElement, frame: Frame): RulePrimitive[] {
  const thick = Math.max(1, Math.round(el.thickness * ctx.dpm + 1e-9));
  const horizontal = el.direction === 'horizontal';
  const length = horizontal ? frame.cw : frame.ch;
  const across = horizontal ? frame.ch : frame.cw;
  const offset = Math.max(0, Math.floor((across - thick) / 2));
  const segments: [number, number][] = [];
  if (el.style === 'solid') segments.push([0, length]);
  else {
    const dash = Math.max(1, Math.round(el.dash * ctx.dpm));
    for (let p = 0; p < length; p += 2 * dash) segments.push([p, Math.min(dash, length - p)]);
  }
  const rects: DotRect[] = segments.map(([p, l]) =>
    rectToLabel(
      frame,
      horizontal ? { x: p, y: offset, w: l, h: thick } : { x: offset, y: p, w: thick, h: l },
    ),
  );
  return [
    { kind: 'rule', elementId: el.id, direction: el.direction, style: el.style, thicknessDots: thick, rects },
  ];
}
