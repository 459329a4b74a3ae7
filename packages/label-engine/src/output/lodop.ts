// C-Lodop call lists. Positions come from the layout (our line breaks, one ADD_PRINT_TEXT per line) and
// are given with units ("12.5mm") so Lodop never guesses; or one raster image for pixel-exact output.
import type { LabelFont } from '../font/font.ts';
import { rectToLabel, toLabel, type LabelLayout, type Primitive } from '../layout/primitives.ts';
import { mmToTenths } from '../units.ts';
import { encodePng, pngDataUrl, toBase64 } from './png.ts';
import { inkBitmap } from './region.ts';

export interface LodopCall {
  fn: string;
  args: (string | number)[];
}

export interface LodopOptions {
  /** `native`: Lodop draws text, codes and lines; `raster`: one 1-bit image of our raster. */
  mode?: 'native' | 'raster';
  taskName?: string;
  /** font on the printing PC for native text (default 微软雅黑); use `raster` mode for exact glyphs */
  fontName?: string;
}

/** Lodop draws native text with a font installed on the printing PC; our bundled font is not there. */
export const DEFAULT_LODOP_FONT = '微软雅黑';

const mmStr = (n: number) => `${Math.round(n * 1000) / 1000}mm`;
const BARCODE_TYPE = { auto: '128Auto', A: '128A', B: '128B', C: '128C' } as const;
const ALIGN = { left: 1, center: 2, right: 3 } as const;
const MM_PER_PT = 25.4 / 72;

/** Some primitives as one 1-bit image at their place: what native commands cannot be trusted with yet. */
function rasterItem(add: (fn: string, ...args: (string | number)[]) => void, layout: LabelLayout, prims: Primitive[], font: LabelFont) {
  const placed = inkBitmap(layout, prims, font);
  if (!placed) return;
  const mm = (dots: number) => mmStr(dots / layout.dotsPerMm);
  const png = toBase64(encodePng(placed.bitmap, layout.dotsPerMm));
  add('ADD_PRINT_IMAGE', mm(placed.y), mm(placed.x), mm(placed.bitmap.width), mm(placed.bitmap.height), `<img src="data:image/png;base64,${png}">`);
  add('SET_PRINT_STYLEA', 0, 'Stretch', 1);
}

function labelCalls(layout: LabelLayout, font: LabelFont, o: Required<LodopOptions>): LodopCall[] {
  const calls: LodopCall[] = [];
  const add = (fn: string, ...args: (string | number)[]) => calls.push({ fn, args });
  const style = (name: string, value: string | number) => add('SET_PRINT_STYLEA', 0, name, value);
  const mm = (dots: number) => mmStr(dots / layout.dotsPerMm);
  if (o.mode === 'raster') {
    add(
      'ADD_PRINT_IMAGE',
      0,
      0,
      mmStr(layout.widthMm),
      mmStr(layout.heightMm),
      `<img src="${pngDataUrl(layout, font)}">`,
    );
    style('Stretch', 1);
    return calls;
  }
  const nativeBarcodes = new Set<string>();
  // turned text boxes and QR codes: Lodop's Angle and text box padding are unconfirmed on a real
  // printer, so they print as our own dots until one confirms the native commands
  const turned = layout.primitives.filter((p) => (p.kind === 'text' || p.kind === 'qrcode') && p.frame.rotation !== 0);
  const turnedBarcodeText = new Set(layout.primitives.filter((p) => p.kind === 'barcode').map((p) => p.elementId));
  const asImage = turned.filter((p) => !(p.kind === 'text' && turnedBarcodeText.has(p.elementId)));
  if (asImage.length) rasterItem(add, layout, asImage, font);
  for (const p of layout.primitives) {
    if (asImage.includes(p)) continue;
    switch (p.kind) {
      case 'text': {
        if (nativeBarcodes.has(p.elementId)) break;
        const box = rectToLabel(p.frame, { x: p.x, y: p.top, w: p.width + 2, h: p.height });
        add('ADD_PRINT_TEXT', mm(box.y), mm(box.x), mm(box.w), mm(box.h), p.text);
        style('FontName', o.fontName);
        style('FontSize', Math.round((p.sizeMm / MM_PER_PT) * 10) / 10);
        if (p.bold) style('Bold', 1);
        style('Alignment', ALIGN[p.align]);
        if (p.frame.rotation) style('Angle', -p.frame.rotation);
        break;
      }
      case 'barcode': {
        nativeBarcodes.add(p.elementId);
        const b = rectToLabel(p.frame, { x: p.x, y: 0, w: p.width, h: p.frame.ch });
        add('ADD_PRINT_BARCODE', mm(b.y), mm(b.x), mm(b.w), mm(b.h), BARCODE_TYPE[p.subset], p.data);
        style('ShowBarText', p.showText ? 1 : 0);
        if (p.frame.rotation) style('Angle', -p.frame.rotation);
        break;
      }
      case 'qrcode': {
        const side = p.size * p.cellDots;
        add('ADD_PRINT_BARCODE', mm(p.y), mm(p.x), mm(side), mm(side), 'QRCode', p.data);
        style('QRCodeErrorLevel', p.errorLevel);
        style('QRCodeVersion', p.version);
        break;
      }
      case 'rule':
        for (const r of p.rects) {
          // Lodop draws a line centred on its coordinates, thickness in px
          const [x1, y1, x2, y2] =
            p.direction === 'horizontal' || r.w > r.h
              ? [r.x, r.y + r.h / 2, r.x + r.w, r.y + r.h / 2]
              : [r.x + r.w / 2, r.y, r.x + r.w / 2, r.y + r.h];
          const px = Math.max(1, Math.round(((Math.min(r.w, r.h) / layout.dotsPerMm) * 96) / 25.4));
          add('ADD_PRINT_LINE', mm(y1), mm(x1), mm(y2), mm(x2), 0, px);
        }
        break;
      case 'image': {
        const [x0, y0] = toLabel(p.frame, p.x, p.y);
        const [x1, y1] = toLabel(p.frame, p.x + p.w, p.y + p.h);
        add(
          'ADD_PRINT_IMAGE',
          mm(Math.min(y0, y1)),
          mm(Math.min(x0, x1)),
          mm(Math.abs(x1 - x0)),
          mm(Math.abs(y1 - y0)),
          `<img src="${p.src.replace(/"/g, '&quot;')}">`,
        );
        style('Stretch', 2);
        break;
      }
    }
  }
  return calls;
}

/** PRINT_INITA, SET_PRINT_PAGESIZE in tenths of a mm, then the label's items; NEWPAGE between labels. */
export function renderLodop(
  layouts: LabelLayout | LabelLayout[],
  font: LabelFont,
  options: LodopOptions = {},
): LodopCall[] {
  const list = Array.isArray(layouts) ? layouts : [layouts];
  const first = list[0];
  if (!first) return [];
  const o: Required<LodopOptions> = {
    mode: 'native',
    taskName: first.templateName,
    fontName: DEFAULT_LODOP_FONT,
    ...options,
  };
  const calls: LodopCall[] = [
    { fn: 'PRINT_INITA', args: [0, 0, mmStr(first.widthMm), mmStr(first.heightMm), o.taskName] },
    { fn: 'SET_PRINT_PAGESIZE', args: [1, mmToTenths(first.widthMm), mmToTenths(first.heightMm), ''] },
  ];
  list.forEach((layout, i) => {
    if (i > 0) calls.push({ fn: 'NEWPAGE', args: [] });
    calls.push(...labelCalls(layout, font, o));
  });
  return calls;
}

/** The call list as JavaScript against a `LODOP` object, for logs and manual checks. */
export function lodopScript(calls: LodopCall[]): string {
  return calls.map((c) => `LODOP.${c.fn}(${c.args.map((a) => JSON.stringify(a)).join(', ')});`).join('\n');
}
