// TSPL for TSC, Gprinter, Xprinter and HPRT printers. Native commands where the printer can draw the
// primitive (TEXT in GBK, BARCODE 128M with our subsets, QRCODE, BAR); BITMAP for the rest.
import type { LabelFont } from '../font/font.ts';
import {
  toLabel,
  type BarcodePrimitive,
  type LabelLayout,
  type Primitive,
  type TextLine,
} from '../layout/primitives.ts';
import { ByteSink } from './bytes.ts';
import { encodeGbk } from './gbk.ts';
import { byElement, inkBitmap } from './region.ts';

export interface TsplOptions {
  gapMm?: number;
  /** `native` sends TEXT with the printer's TSS24.BF2 font at our line positions; `bitmap` sends our glyphs. */
  text?: 'native' | 'bitmap';
  copies?: number;
}

const ROTATION = { 0: 0, 90: 90, 180: 180, 270: 270 } as const;

/** TSPL 128M: "!" + three digits is a symbol value (start/switch codes). */
function code128m(p: BarcodePrimitive): string | null {
  const START = { A: '!103', B: '!104', C: '!105' } as const;
  const SWITCH = { A: '!101', B: '!100', C: '!099' } as const;
  let out = '';
  for (let i = 0; i < p.runs.length; i++) {
    const run = p.runs[i]!;
    out += i === 0 ? START[run.set] : SWITCH[run.set];
    for (const ch of run.text) {
      const c = ch.charCodeAt(0);
      // control characters and the escape mark itself go by value
      if (c < 32 || ch === '!' || ch === '"')
        out += `!${String(run.set === 'A' && c < 32 ? c + 64 : c - 32).padStart(3, '0')}`;
      else out += ch;
    }
  }
  return out;
}

function tsplString(s: string): string {
  return s.replace(/"/g, '\\["]');
}

/** Width in dots of a line in the printer's TSS24.BF2 font: 12 dots a half-width character, 24 a full one. */
function printerWidth(text: string, mul: number): number {
  let w = 0;
  for (const ch of text) w += (ch.charCodeAt(0) < 0x80 ? 12 : 24) * mul;
  return w;
}

function textCommand(sink: ByteSink, line: TextLine): boolean {
  // The printer font has no bold; bold lines keep their weight as our glyphs.
  if (line.bold) return false;
  // GBK has no ¥ (U+00A5): the printer font's full-width ￥ is the same sign, so the line stays native
  const gbk = encodeGbk(tsplString(line.text).replace(/¥/g, '￥'));
  if (!gbk || line.glyphs.some((g) => g.missing)) return false;
  const mul = Math.max(1, Math.round(line.sizeDots / 24));
  // the printer font only comes in 24-dot steps: a size it can't get near is sent as our glyphs
  if (Math.abs(24 * mul - line.sizeDots) / line.sizeDots > 0.25) return false;
  // The printer font is wider than ours: a line it would push past its box (or, centred or
  // right-aligned, off its anchor) is sent as our glyphs instead of running off the label.
  const wide = printerWidth(line.text, mul);
  const room = line.align === 'left' ? line.frame.cw - line.x : line.width + 2;
  if (wide > room) return false;
  const top = line.top + Math.round((line.height - 24 * mul) / 2);
  const [x, y] = toLabel(line.frame, line.x, top);
  sink
    .text(`TEXT ${x},${y},"TSS24.BF2",${ROTATION[line.frame.rotation]},${mul},${mul},"`)
    .bytes(gbk)
    .text('"\r\n');
  return true;
}

function bitmapCommand(sink: ByteSink, layout: LabelLayout, prims: Primitive[], font: LabelFont) {
  const placed = inkBitmap(layout, prims, font);
  if (!placed) return;
  const { bitmap } = placed;
  // in TSPL BITMAP a 1 bit is white: invert
  const data = bitmap.bits.map((b) => ~b & 0xff);
  sink.text(`BITMAP ${placed.x},${placed.y},${bitmap.rowBytes},${bitmap.height},0,`).bytes(data).text('\r\n');
}

/**
 * BITMAP overwrites its whole rectangle, white dots included, so bitmaps go first and the printer's own
 * commands (which only add black) after them; on a thermal label black never needs to cover black.
 */
function labelBody(out: ByteSink, layout: LabelLayout, font: LabelFont, o: Required<TsplOptions>) {
  const bitmaps = new ByteSink();
  const sink = new ByteSink();
  const nativeBarcodes = new Set<string>();
  for (const group of byElement(layout.primitives)) {
    const first = group[0]!;
    switch (first.kind) {
      case 'barcode': {
        const data = code128m(first);
        const [x, y] = toLabel(first.frame, first.x, first.y);
        if (data) {
          nativeBarcodes.add(first.elementId);
          const readable = first.showText ? 2 : 0;
          sink.text(
            `BARCODE ${x},${y},"128M",${first.barHeight},${readable},${ROTATION[first.frame.rotation]},${first.moduleDots},${first.moduleDots},"${data}"\r\n`,
          );
        } else bitmapCommand(bitmaps, layout, group, font);
        break;
      }
      case 'qrcode': {
        const p = first;
        // a turned QRCODE is untested on a real printer: our own cells, as a bitmap, until one confirms it
        if (p.frame.rotation !== 0) {
          bitmapCommand(bitmaps, layout, group, font);
          break;
        }
        // UTF-8, the bytes our QR matrix was built from, so the printer draws the same symbol
        sink
          .text(`QRCODE ${p.x},${p.y},${p.errorLevel},${p.cellDots},A,${ROTATION[p.frame.rotation]},"`)
          .bytes(new TextEncoder().encode(tsplString(p.data)))
          .text('"\r\n');
        break;
      }
      case 'rule':
        for (const r of first.rects) sink.text(`BAR ${r.x},${r.y},${r.w},${r.h}\r\n`);
        break;
      case 'image':
        bitmapCommand(bitmaps, layout, group, font);
        break;
      case 'text': {
        // a barcode's human-readable line is drawn by the printer itself
        if (nativeBarcodes.has(first.elementId)) break;
        const fallback: Primitive[] = [];
        for (const line of group as TextLine[])
          if (o.text === 'bitmap' || !textCommand(sink, line)) fallback.push(line);
        if (fallback.length) bitmapCommand(bitmaps, layout, fallback, font);
        break;
      }
    }
  }
  out.bytes(bitmaps.finish()).bytes(sink.finish());
}

/** One TSPL job for one or more labels of the same size. Returns bytes (TEXT content is GBK). */
export function renderTspl(
  layouts: LabelLayout | LabelLayout[],
  font: LabelFont,
  options: TsplOptions = {},
): Uint8Array {
  const list = Array.isArray(layouts) ? layouts : [layouts];
  const o: Required<TsplOptions> = { gapMm: 2, text: 'native', copies: 1, ...options };
  const sink = new ByteSink();
  let size = '';
  for (const layout of list) {
    const s = `SIZE ${layout.widthMm} mm,${layout.heightMm} mm\r\n`;
    if (s !== size) {
      sink.text(s).text(`GAP ${o.gapMm} mm,0 mm\r\nDIRECTION 1\r\nREFERENCE 0,0\r\n`);
      size = s;
    }
    sink.text('CLS\r\n');
    labelBody(sink, layout, font, o);
    sink.text(`PRINT 1,${o.copies}\r\n`);
  }
  return sink.finish();
}
