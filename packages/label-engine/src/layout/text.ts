import { resolveBindings } from '../model/binding.ts';
import type { TextElement } from '../model/schema.ts';
import type { LayoutContext } from './context.ts';
import { breakLines } from './linebreak.ts';
import type { Frame, PlacedGlyph, TextLine } from './primitives.ts';

const ELLIPSIS = '…';

export interface TextBoxStyle {
  sizeMm: number;
  bold: boolean;
  align: 'left' | 'center' | 'right';
  verticalAlign: 'top' | 'middle' | 'bottom';
  wrap: boolean;
  maxLines: number;
  ellipsis: boolean;
  lineHeight: number;
  padding: number;
}

export interface TextBoxResult {
  lines: TextLine[];
  overflow: boolean;
  missingChars: string[];
}

function fitWithEllipsis(line: string, maxWidth: number, measure: (s: string) => number): string {
  const chars = Array.from(line);
  while (chars.length && measure(chars.join('') + ELLIPSIS) > maxWidth) chars.pop();
  // "Hello World" cut inside "World" reads "Hello…", not "Hello …"
  while (chars.length && /\s/.test(chars.at(-1)!)) chars.pop();
  return chars.join('') + ELLIPSIS;
}

/**
 * Lays out text inside a content box given in mm (boxX, boxY, boxW, boxH).
 * Breaking is decided in mm so it is the same at 203 and 300 dpi; positions are then snapped to dots.
 */
export function layoutTextBox(
  ctx: LayoutContext,
  elementId: string,
  frame: Frame,
  text: string,
  box: { x: number; y: number; w: number; h: number },
  style: TextBoxStyle,
): TextBoxResult {
  const { font, dpm } = ctx;
  const size = style.sizeMm;
  const measure = (s: string) => font.measure(s) * size;
  const availW = Math.max(0, box.w - 2 * style.padding);
  const availH = Math.max(0, box.h - 2 * style.padding);
  const lineH = size * style.lineHeight;

  // tabs read as spaces; other control characters have no glyph and would print as .notdef boxes
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/\t/g, ' ').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
  let lines = style.wrap ? breakLines(clean, availW, measure) : clean.split('\n');
  const fit = Math.max(1, Math.floor((availH + 1e-6) / lineH));
  const limit = style.maxLines > 0 ? Math.min(style.maxLines, fit) : fit;
  let overflow = false;
  if (lines.length > limit) {
    overflow = true;
    const rest = lines.slice(limit - 1).join('');
    lines = lines.slice(0, limit);
    if (style.ellipsis) lines[limit - 1] = fitWithEllipsis(rest, availW, measure);
  }
  lines = lines.map((l) => {
    if (measure(l) <= availW + 1e-6) return l;
    overflow = true;
    return style.ellipsis ? fitWithEllipsis(l, availW, measure) : l;
  });
  if (lines.length * lineH > availH + 1e-6 && text.length > 0) overflow = true;

  const blockH = lines.length * lineH;
  const top0 =
    box.y +
    style.padding +
    (style.verticalAlign === 'middle'
      ? (availH - blockH) / 2
      : style.verticalAlign === 'bottom'
        ? availH - blockH
        : 0);
  const missing = new Set<string>();
  const out: TextLine[] = [];
  const sizeDots = size * dpm;
  lines.forEach((line, i) => {
    const width = measure(line);
    const left =
      box.x +
      style.padding +
      (style.align === 'center' ? (availW - width) / 2 : style.align === 'right' ? availW - width : 0);
    const top = top0 + i * lineH;
    const baseline = top + (lineH - size) / 2 + font.ascent * size;
    const glyphs: PlacedGlyph[] = [];
    let pen = left;
    for (const ch of line) {
      const g = font.glyph(ch);
      if (g.missing) missing.add(ch);
      glyphs.push({ char: ch, gid: g.gid, x: Math.round(pen * dpm), missing: g.missing });
      pen += g.advance * size;
    }
    out.push({
      kind: 'text',
      elementId,
      frame,
      text: line,
      x: Math.round(left * dpm),
      top: Math.round(top * dpm),
      width: Math.round(width * dpm),
      height: Math.round(lineH * dpm),
      baseline: Math.round(baseline * dpm),
      sizeDots,
      sizeMm: size,
      bold: style.bold,
      align: style.align,
      glyphs,
    });
  });
  return { lines: out, overflow, missingChars: [...missing] };
}

export function layoutText(
  ctx: LayoutContext,
  el: TextElement,
  frame: Frame,
  contentMm: { w: number; h: number },
) {
  const { text, problems } = resolveBindings(el.content, ctx.data);
  for (const p of problems) {
    if (p.kind === 'missing-value')
      ctx.warn('missing-value', el.id, `元素「${el.id}」：字段 ${p.field} 没有值`);
    else ctx.warn('unknown-formatter', el.id, `元素「${el.id}」：未知的格式化函数 ${p.formatter ?? ''}`);
  }
  const r = layoutTextBox(
    ctx,
    el.id,
    frame,
    text,
    { x: 0, y: 0, w: contentMm.w, h: contentMm.h },
    { ...el, sizeMm: el.fontSize },
  );
  if (r.overflow) ctx.warn('text-overflow', el.id, `元素「${el.id}」：文字超出文本框，已截断`);
  if (r.missingChars.length)
    ctx.warn(
      'missing-glyph',
      el.id,
      `元素「${el.id}」：字体缺少字符「${r.missingChars.join('')}」，以方框显示`,
    );
  return r.lines;
}
