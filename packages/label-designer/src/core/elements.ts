// New elements as the toolbar adds them: sizes a seller would start from on a 60×40 label.
import { elementSchema, type LabelElement, type Template } from '@oms/label-engine';
import { intersects } from './geometry.ts';

export type NewElementKind = 'text' | 'barcode' | 'qrcode' | 'hline' | 'vline' | 'dashed' | 'image';

export const NEW_ELEMENT_TITLES: Record<NewElementKind, string> = {
  text: '文本',
  barcode: '条形码',
  qrcode: '二维码',
  hline: '横线',
  vline: '竖线',
  dashed: '虚线',
  image: '图片',
};

/** The smallest id of the form `el{n}` the template does not use yet. */
export function freshId(template: Template, taken: ReadonlySet<string> = new Set()): string {
  const used = new Set([...template.elements.map((e) => e.id), ...taken]);
  let n = template.elements.length + 1;
  while (used.has(`el${n}`)) n += 1;
  return `el${n}`;
}

/** The first row from the top where a new box overlaps nothing, or the label's middle when the label is full. */
function freeRow(template: Template, x: number, w: number, h: number): number {
  const boxes = template.elements.filter((e) => e.visible);
  for (let y = 1; y + h <= template.height - 1; y += 0.5) {
    const box = { x, y, width: w, height: h };
    if (!boxes.some((b) => intersects(b, box))) return y;
  }
  return Math.max(0, (template.height - h) / 2);
}

export function newElement(kind: NewElementKind, template: Template, at?: { x: number; y: number }): LabelElement {
  const id = freshId(template);
  const zIndex = Math.max(0, ...template.elements.map((e) => e.zIndex)) + 1;
  const fit = (w: number, h: number) => {
    const x = Math.max(0, Math.min(at?.x ?? (template.width - w) / 2, template.width - w));
    return { x, y: at ? Math.max(0, Math.min(at.y, template.height - h)) : freeRow(template, x, w, h), width: w, height: h };
  };
  const base = { id, zIndex };
  const w = Math.min(40, template.width - 2);
  switch (kind) {
    case 'text':
      return elementSchema.parse({ ...base, ...fit(Math.min(30, w), 4), type: 'text', content: '文本', fontSize: 2.8, wrap: false, maxLines: 1 });
    case 'barcode':
      return elementSchema.parse({ ...base, ...fit(w, 10), type: 'barcode', content: '1234567890' });
    case 'qrcode':
      return elementSchema.parse({ ...base, ...fit(14, 14), type: 'qrcode', content: 'https://www.example.com' });
    case 'hline':
    case 'dashed':
      return elementSchema.parse({
        ...base,
        ...fit(w, 0.25),
        type: 'line',
        direction: 'horizontal',
        thickness: 0.25,
        style: kind === 'dashed' ? 'dashed' : 'solid',
      });
    case 'vline':
      return elementSchema.parse({ ...base, ...fit(0.25, Math.min(20, template.height - 2)), type: 'line', direction: 'vertical', thickness: 0.25 });
    case 'image':
      return elementSchema.parse({ ...base, ...fit(15, 15), type: 'image', src: '' });
  }
}
