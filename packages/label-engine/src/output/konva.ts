// Plain Konva node configurations for the designer (Konva.Node.create or react-konva props).
// Konva is not imported: the designer owns it. Text uses the bundled font under BUNDLED_FONT_FAMILY,
// one node per laid-out line, so the designer shows our line breaks instead of measuring again.
import { BUNDLED_FONT_FAMILY } from '../font/bundled.ts';
import { toLabel, type DotRect, type LabelLayout } from '../layout/primitives.ts';
import { PX_PER_MM } from '../units.ts';

export interface KonvaNodeConfig {
  className: 'Layer' | 'Group' | 'Text' | 'Rect' | 'Path' | 'Image';
  attrs: Record<string, unknown>;
  children?: KonvaNodeConfig[];
}

export interface KonvaOptions {
  /** designer px per mm; default 96 dpi (the spec's 226.8×151.2 canvas) */
  pxPerMm?: number;
}

export function renderKonva(layout: LabelLayout, options: KonvaOptions = {}): KonvaNodeConfig {
  const s = (options.pxPerMm ?? PX_PER_MM) / layout.dotsPerMm;
  const round = (n: number) => Math.round(n * s * 1000) / 1000;
  const pathOf = (rects: DotRect[]) =>
    rects.map((r) => `M${round(r.x)} ${round(r.y)}h${round(r.w)}v${round(r.h)}h${-round(r.w)}z`).join('');
  const groups = new Map<string, KonvaNodeConfig>();
  const children: KonvaNodeConfig[] = [
    {
      className: 'Rect',
      attrs: {
        x: 0,
        y: 0,
        width: round(layout.widthDots),
        height: round(layout.heightDots),
        fill: '#ffffff',
        name: 'label-background',
        listening: false,
      },
    },
  ];
  // one group per element, in drawing order, with a transparent hit area over its footprint so empty
  // parts of a box can still be selected and dragged
  for (const el of layout.elements) {
    const f = el.frame;
    const g: KonvaNodeConfig = {
      className: 'Group',
      attrs: { id: el.id, name: `label-element ${el.type}`, draggable: !el.locked },
      children: [
        {
          className: 'Rect',
          attrs: {
            x: round(f.x),
            y: round(f.y),
            width: round(f.w),
            height: round(f.h),
            fill: 'rgba(0,0,0,0)',
            name: 'hit-area',
          },
        },
      ],
    };
    groups.set(el.id, g);
    children.push(g);
  }
  const groupFor = (id: string) => groups.get(id)!.children!;
  for (const p of layout.primitives) {
    const out = groupFor(p.elementId);
    switch (p.kind) {
      case 'text': {
        const [x, y] = toLabel(p.frame, p.x, p.top);
        out.push({
          className: 'Text',
          attrs: {
            x: round(x),
            y: round(y),
            rotation: p.frame.rotation,
            text: p.text,
            width: round(p.width + 2),
            height: round(p.height),
            fontSize: round(p.sizeDots),
            lineHeight: p.height / p.sizeDots,
            fontFamily: BUNDLED_FONT_FAMILY,
            fontStyle: p.bold ? 'bold' : 'normal',
            verticalAlign: 'middle',
            wrap: 'none',
            fill: '#000000',
          },
        });
        break;
      }
      case 'barcode':
        out.push({
          className: 'Path',
          attrs: { data: pathOf(p.bars), fill: '#000000', name: 'barcode-bars' },
        });
        break;
      case 'qrcode':
        out.push({ className: 'Path', attrs: { data: pathOf(p.cells), fill: '#000000', name: 'qr-cells' } });
        break;
      case 'rule':
        out.push({ className: 'Path', attrs: { data: pathOf(p.rects), fill: '#000000', name: 'rule' } });
        break;
      case 'image': {
        const [x0, y0] = toLabel(p.frame, p.x, p.y);
        const [x1, y1] = toLabel(p.frame, p.x + p.w, p.y + p.h);
        out.push({
          className: p.image ? 'Image' : 'Rect',
          attrs: {
            x: round(Math.min(x0, x1)),
            y: round(Math.min(y0, y1)),
            width: round(Math.abs(x1 - x0)),
            height: round(Math.abs(y1 - y0)),
            // the designer loads `src` into an HTMLImageElement and sets `image`
            src: p.src,
            ...(p.image ? {} : { stroke: '#999999', dash: [4, 2] }),
          },
        });
        break;
      }
    }
  }
  return { className: 'Layer', attrs: { name: layout.templateName }, children };
}
