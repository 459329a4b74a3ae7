import { resolveBindings } from '../model/binding.ts';
import type { BarcodeElement } from '../model/schema.ts';
import { code128Bars, code128Problem, encodeCode128 } from './code128.ts';
import type { LayoutContext } from './context.ts';
import { rectToLabel, type BarcodePrimitive, type Frame, type TextLine } from './primitives.ts';
import { layoutTextBox } from './text.ts';

/** CODE128 quiet zone: 10 modules each side. */
const QUIET_MODULES = 10;

export function layoutBarcode(
  ctx: LayoutContext,
  el: BarcodeElement,
  frame: Frame,
): (BarcodePrimitive | TextLine)[] {
  const { text: data, problems } = resolveBindings(el.content, ctx.data);
  for (const p of problems)
    if (p.kind === 'missing-value')
      ctx.warn('missing-value', el.id, `元素「${el.id}」：字段 ${p.field} 没有值`);
  if (data === '') return [];
  const problem = code128Problem(data, el.subset);
  if (problem) {
    ctx.warn('barcode-invalid', el.id, `元素「${el.id}」：条码内容「${data}」无效：${problem}`);
    return [];
  }
  const symbol = encodeCode128(data, el.subset);
  let moduleDots = Math.floor(frame.cw / (symbol.modules + 2 * QUIET_MODULES));
  if (moduleDots < 1) moduleDots = Math.max(1, Math.floor(frame.cw / symbol.modules));
  if (moduleDots < 2)
    ctx.warn(
      'barcode-module-small',
      el.id,
      `元素「${el.id}」：条码最窄条只有 ${moduleDots} 点（${ctx.dpi} dpi），少于 2 点，可能扫不出；请加宽条码或缩短内容`,
    );
  const width = symbol.modules * moduleDots;
  if (width > frame.cw)
    ctx.warn(
      'barcode-too-wide',
      el.id,
      `元素「${el.id}」：条码比元素宽，超出部分会被裁掉；请加宽条码或缩短内容`,
    );
  const x = Math.floor((frame.cw - width) / 2);
  const textMm = el.showText ? el.textSize * 1.15 : 0;
  const textDots = Math.round(textMm * ctx.dpm);
  const barHeight = Math.max(1, frame.ch - textDots);
  const bars = code128Bars(symbol).map(([start, w]) =>
    rectToLabel(frame, { x: x + start * moduleDots, y: 0, w: w * moduleDots, h: barHeight }),
  );
  const out: (BarcodePrimitive | TextLine)[] = [
    {
      kind: 'barcode',
      elementId: el.id,
      frame,
      data,
      subset: el.subset,
      runs: symbol.runs,
      moduleDots,
      x,
      y: 0,
      width,
      barHeight,
      bars,
      showText: el.showText,
    },
  ];
  if (el.showText) {
    const cwMm = frame.cw / ctx.dpm;
    const r = layoutTextBox(
      ctx,
      el.id,
      frame,
      data,
      { x: 0, y: barHeight / ctx.dpm, w: cwMm, h: textMm },
      {
        sizeMm: el.textSize,
        bold: false,
        align: 'center',
        verticalAlign: 'middle',
        wrap: false,
        maxLines: 1,
        ellipsis: false,
        lineHeight: 1.15,
        padding: 0,
      },
    );
    out.push(...r.lines);
  }
  return out;
}
