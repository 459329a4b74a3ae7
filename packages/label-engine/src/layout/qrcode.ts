import { resolveBindings } from '../model/binding.ts';
import type { QrElement } from '../model/schema.ts';
import type { LayoutContext } from './context.ts';
import { rectToLabel, type DotRect, type Frame, type QrPrimitive } from './primitives.ts';
import { encodeQr, QrCapacityError } from './qr.ts';

/** QR quiet zone: 4 cells each side. */
const QUIET_CELLS = 4;

export function layoutQr(ctx: LayoutContext, el: QrElement, frame: Frame): QrPrimitive[] {
  const { text: data, problems } = resolveBindings(el.content, ctx.data);
  for (const p of problems)
    if (p.kind === 'missing-value')
      ctx.warn('missing-value', el.id, `元素「${el.id}」：字段 ${p.field} 没有值`);
  if (data === '') return [];
  let m;
  try {
    m = encodeQr(data, el.errorLevel);
  } catch (e) {
    const reason = e instanceof QrCapacityError ? e.reason : String(e);
    ctx.warn('qr-capacity', el.id, `元素「${el.id}」：${reason}（${Array.from(data).length} 个字符）`);
    return [];
  }
  const side = Math.min(frame.cw, frame.ch);
  let cellDots = Math.floor(side / (m.size + 2 * QUIET_CELLS));
  if (cellDots < 1) cellDots = Math.floor(side / m.size);
  if (cellDots < 1) {
    ctx.warn('qr-capacity', el.id, `元素「${el.id}」：二维码内容太多，${m.size}×${m.size} 个单元放不进元素`);
    return [];
  }
  if (cellDots < 2)
    ctx.warn(
      'qr-cell-small',
      el.id,
      `元素「${el.id}」：二维码单元只有 ${cellDots} 点，可能扫不出；请放大二维码或减少内容`,
    );
  const px = m.size * cellDots;
  const ox = Math.floor((frame.cw - px) / 2);
  const oy = Math.floor((frame.ch - px) / 2);
  const cells: DotRect[] = [];
  for (let r = 0; r < m.size; r++) {
    let c = 0;
    while (c < m.size) {
      if (!m.modules[r * m.size + c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < m.size && m.modules[r * m.size + c]) c++;
      cells.push(
        rectToLabel(frame, {
          x: ox + start * cellDots,
          y: oy + r * cellDots,
          w: (c - start) * cellDots,
          h: cellDots,
        }),
      );
    }
  }
  const corner = rectToLabel(frame, { x: ox, y: oy, w: px, h: px });
  return [
    {
      kind: 'qrcode',
      elementId: el.id,
      frame,
      data,
      errorLevel: el.errorLevel,
      version: m.version,
      size: m.size,
      cellDots,
      x: corner.x,
      y: corner.y,
      cells,
    },
  ];
}
