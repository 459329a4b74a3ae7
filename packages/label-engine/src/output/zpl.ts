// ZPL II for Zebra printers. The stock font has no Chinese, so any line the printer font can't show
// goes as ^GFA with our glyphs; ASCII lines use ^A0 inside ^FB with our own line breaks.
import type { LabelFont } from '../font/font.ts';
import {
  type BarcodePrimitive,
  type LabelLayout,
  type Primitive,
  type TextLine,
  rectToLabel,
} from '../layout/primitives.ts';
import { byElement, inkBitmap } from './region.ts';

const ORIENT = { 0: 'N', 90: 'R', 180: 'I', 270: 'B' } as const;
const FB_ALIGN = { left: 'L', center: 'C', right: 'R' } as const;

function zplText(s: string): string {
  // ^ and ~ start commands; _ is our hex escape introducer under ^FH
  return s.replace(/[\^~_\\]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** ^BC field data in mode N with our subsets: >9 start A, >: start B, >; start C, >7/>6/>5 switch. */
function bcData(p: BarcodePrimitive): string {
  const START = { A: '>9', B: '>:', C: '>;' } as const;
  const SWITCH = { A: '>7', B: '>6', C: '>5' } as const;
  return p.runs
    .map((run, i) => (i === 0 ? START[run.set] : SWITCH[run.set]) + zplText(run.text).replace(/>/g, '><'))
    .join('');
}

function hex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += (b < 16 ? '0' : '') + b.toString(16);
  return s.toUpperCase();
}

function gfa(layout: LabelLayout, prims: Primitive[], font: LabelFont): string {
  const placed = inkBitmap(layout, prims, font);
  if (!placed) return '';
  const { bitmap } = placed;
  const total = bitmap.bits.length;
  return `^FO${placed.x},${placed.y}^GFA,${total},${total},${bitmap.rowBytes},${hex(bitmap.bits)}^FS\n`;
}

const printableAscii = (s: string) => /^[\x20-\x7e]*$/.test(s);

function textBlock(lines: TextLine[]): string {
  const first = lines[0]!;
  const f = first.frame;
  const left = Math.min(...lines.map((l) => (first.align === 'left' ? l.x : 0)));
  const width = first.align === 'left' ? Math.max(...lines.map((l) => l.x + l.width)) - left + 2 : f.cw;
  const top = lines[0]!.top;
  const height = lines.reduce((n, l) => n + l.height, 0);
  const box = rectToLabel(f, { x: left, y: top, w: width, h: height });
  const h = Math.max(10, Math.round(first.sizeDots));
  const spacing = Math.max(0, first.height - h);
  const body = lines.map((l) => zplText(l.text)).join('\\&');
  return `^FO${box.x},${box.y}^A0${ORIENT[f.rotation]},${h}^FB${width},${lines.length},${spacing},${FB_ALIGN[first.align]},0^FH^FD${body}^FS\n`;
}

function labelZpl(layout: LabelLayout, font: LabelFont): string {
  let out = `^XA\n^CI28\n^PW${layout.widthDots}\n^LL${layout.heightDots}\n^LH0,0\n`;
  const nativeBarcodes = new Set<string>();
  for (const group of byElement(layout.primitives)) {
    const first = group[0]!;
    switch (first.kind) {
      case 'barcode': {
        const b = rectToLabel(first.frame, { x: first.x, y: first.y, w: first.width, h: first.barHeight });
        nativeBarcodes.add(first.elementId);
        out += `^FO${b.x},${b.y}^BY${first.moduleDots},3,${first.barHeight}^BC${ORIENT[first.frame.rotation]},${first.barHeight},${first.showText ? 'Y' : 'N'},N,N,N^FH^FD${bcData(first)}^FS\n`;
        break;
      }
      case 'qrcode':
        // ^BQ magnification stops at 10
        out += `^FO${first.x},${first.y}^BQN,2,${Math.min(10, first.cellDots)}^FH^FD${first.errorLevel}A,${zplText(first.data)}^FS\n`;
        break;
      case 'rule':
        for (const r of first.rects) out += `^FO${r.x},${r.y}^GB${r.w},${r.h},${Math.min(r.w, r.h)}^FS\n`;
        break;
      case 'image':
        out += gfa(layout, group, font);
        break;
      case 'text': {
        if (nativeBarcodes.has(first.elementId)) break;
        const lines = group as TextLine[];
        // ZPL's ^A0 is a Latin font and has no bold: anything else keeps our glyphs
        if (lines.every((l) => printableAscii(l.text) && !l.bold)) out += textBlock(lines);
        else out += gfa(layout, lines, font);
        break;
      }
    }
  }
  return `${out}^PQ1\n^XZ\n`;
}

export function renderZpl(layouts: LabelLayout | LabelLayout[], font: LabelFont): string {
  return (Array.isArray(layouts) ? layouts : [layouts]).map((l) => labelZpl(l, font)).join('');
}
