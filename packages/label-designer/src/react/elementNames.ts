import type { LabelElement } from '@oms/label-engine';

export const ELEMENT_TYPE_NAMES: Record<LabelElement['type'], string> = {
  text: '文本',
  barcode: '条形码',
  qrcode: '二维码',
  image: '图片',
  line: '线条',
};

/** How the layers panel and the validation panel name an element: its kind and what it shows. */
export function elementTitle(e: LabelElement): string {
  const what = e.type === 'image' ? '' : e.type === 'line' ? (e.style === 'dashed' ? '虚线' : e.direction === 'horizontal' ? '横线' : '竖线') : e.content;
  const short = what.length > 14 ? `${what.slice(0, 14)}…` : what;
  return short ? `${ELEMENT_TYPE_NAMES[e.type]} · ${short}` : ELEMENT_TYPE_NAMES[e.type];
}
