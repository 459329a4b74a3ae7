// Terse builders for preset templates; every length is in mm.
import type { LabelElementInput, TemplateInput } from '../model/schema.ts';
import type { LabelData } from '../model/binding.ts';

export interface Preset {
  id: string;
  name: string;
  description: string;
  template: TemplateInput;
  sample: LabelData;
}

type TextOpts = Partial<{
  bold: boolean;
  align: 'left' | 'center' | 'right';
  verticalAlign: 'top' | 'middle' | 'bottom';
  wrap: boolean;
  maxLines: number;
  ellipsis: boolean;
  lineHeight: number;
  rotation: 0 | 90 | 180 | 270;
}>;

export function text(
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  content: string,
  fontSize: number,
  o: TextOpts = {},
): LabelElementInput {
  return { id, type: 'text', x, y, width, height, content, fontSize, wrap: false, maxLines: 1, ...o };
}

export function barcode(
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  content: string,
  o: Partial<{ subset: 'auto' | 'A' | 'B' | 'C'; showText: boolean; textSize: number }> = {},
): LabelElementInput {
  return { id, type: 'barcode', x, y, width, height, content, ...o };
}

export function qr(
  id: string,
  x: number,
  y: number,
  size: number,
  content: string,
  errorLevel: 'L' | 'M' | 'Q' | 'H' = 'M',
): LabelElementInput {
  return { id, type: 'qrcode', x, y, width: size, height: size, content, errorLevel };
}

type LineOpts = Partial<{ style: 'solid' | 'dashed'; thickness: number }>;

/** A line `length` mm long; its cross size is its thickness. */
function line(id: string, direction: 'horizontal' | 'vertical', x: number, y: number, length: number, o: LineOpts): LabelElementInput {
  const thickness = o.thickness ?? 0.25;
  const horizontal = direction === 'horizontal';
  return {
    id,
    type: 'line',
    direction,
    x,
    y,
    width: horizontal ? length : thickness,
    height: horizontal ? thickness : length,
    thickness,
    style: o.style ?? 'solid',
  };
}

export const hline = (id: string, x: number, y: number, width: number, o: LineOpts = {}) => line(id, 'horizontal', x, y, width, o);
export const vline = (id: string, x: number, y: number, height: number, o: LineOpts = {}) => line(id, 'vertical', x, y, height, o);

export function image(
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  src: string,
): LabelElementInput {
  return { id, type: 'image', x, y, width, height, src, fit: 'contain' };
}

export function template(
  name: string,
  width: number,
  height: number,
  elements: LabelElementInput[],
  extra: Partial<TemplateInput> = {},
): TemplateInput {
  return { schemaVersion: 2, name, width, height, backgroundColor: '#ffffff', elements, ...extra };
}
