// The single layout pass: template + data → positioned primitives in printer dots.
import type { LabelFont } from '../font/font.ts';
import type { LabelData } from '../model/binding.ts';
import type { LabelElement, Template } from '../model/schema.ts';
import { DOTS_PER_MM, type Dpi } from '../units.ts';
import { layoutBarcode } from './barcode.ts';
import type { ImageSource, LayoutContext } from './context.ts';
import { layoutImage } from './image.ts';
import type { Frame, LabelLayout, LayoutWarning, PlacedElement, Primitive } from './primitives.ts';
import { layoutQr } from './qrcode.ts';
import { layoutRule } from './rule.ts';
import { layoutText } from './text.ts';

export interface LayoutOptions {
  font: LabelFont;
  dpi?: Dpi;
  images?: ImageSource;
}

const EPS = 1e-6;

function frameOf(el: LabelElement, dpm: number): Frame {
  const x = Math.round(el.x * dpm);
  const y = Math.round(el.y * dpm);
  const w = Math.max(1, Math.round((el.x + el.width) * dpm) - x);
  const h = Math.max(1, Math.round((el.y + el.height) * dpm) - y);
  const turned = el.rotation === 90 || el.rotation === 270;
  return { x, y, w, h, rotation: el.rotation, cw: turned ? h : w, ch: turned ? w : h };
}

/** Visible elements in drawing order: zIndex, then template order. */
export function drawingOrder(elements: LabelElement[]): LabelElement[] {
  return elements
    .map((el, i) => ({ el, i }))
    .filter(({ el }) => el.visible)
    .sort((a, b) => a.el.zIndex - b.el.zIndex || a.i - b.i)
    .map(({ el }) => el);
}

export function layoutLabel(template: Template, data: LabelData, options: LayoutOptions): LabelLayout {
  const dpi = options.dpi ?? 203;
  const dpm = DOTS_PER_MM[dpi];
  const warnings: LayoutWarning[] = [];
  const ctx: LayoutContext = {
    font: options.font,
    dpi,
    dpm,
    data,
    images: options.images ?? (() => undefined),
    warn: (code, elementId, message) => warnings.push({ code, elementId, message }),
  };
  const primitives: Primitive[] = [];
  const elements: PlacedElement[] = [];
  for (const el of drawingOrder(template.elements)) {
    if (
      el.x < -EPS ||
      el.y < -EPS ||
      el.x + el.width > template.width + EPS ||
      el.y + el.height > template.height + EPS
    )
      ctx.warn(
        'outside-label',
        el.id,
        `元素「${el.id}」超出标签范围（${template.width}×${template.height} mm），超出部分不会打印`,
      );
    const frame = frameOf(el, dpm);
    elements.push({ id: el.id, type: el.type, frame, locked: el.locked, zIndex: el.zIndex });
    const turned = el.rotation === 90 || el.rotation === 270;
    switch (el.type) {
      case 'text':
        primitives.push(
          ...layoutText(ctx, el, frame, {
            w: turned ? el.height : el.width,
            h: turned ? el.width : el.height,
          }),
        );
        break;
      case 'barcode':
        primitives.push(...layoutBarcode(ctx, el, frame));
        break;
      case 'qrcode':
        primitives.push(...layoutQr(ctx, el, frame));
        break;
      case 'line':
        primitives.push(...layoutRule(ctx, el, frame));
        break;
      case 'image':
        primitives.push(...layoutImage(ctx, el, frame));
        break;
    }
  }
  return {
    templateName: template.name,
    dpi,
    dotsPerMm: dpm,
    widthMm: template.width,
    heightMm: template.height,
    widthDots: Math.round(template.width * dpm),
    heightDots: Math.round(template.height * dpm),
    elements,
    primitives,
    warnings,
  };
}

/** Lays out a batch: one label per row, each row repeated by the template's copies field. */
export function layoutLabels(template: Template, rows: LabelData[], options: LayoutOptions): LabelLayout[] {
  const field = template.copiesField;
  const out: LabelLayout[] = [];
  for (const row of rows) {
    const copies = field ? Math.max(1, Math.min(1000, Math.floor(Number(row[field] ?? 1)) || 1)) : 1;
    const layout = layoutLabel(template, row, options);
    for (let i = 0; i < copies; i++) out.push(layout);
  }
  return out;
}
