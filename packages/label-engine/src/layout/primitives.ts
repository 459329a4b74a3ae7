// The one result of layout. Every output (raster, PDF, TSPL, ZPL, Lodop, Konva) draws from these and
// none of them measures text again. Units are printer dots at `LabelLayout.dpi`.
import type { Dpi } from '../units.ts';
import type { Rotation } from '../model/schema.ts';
import type { Code128Subset } from './code128.ts';
import type { QrErrorLevel } from './qr.ts';

export interface DotRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * An element's footprint on the label plus its content frame: content is laid out in a cw×ch box
 * (swapped for 90/270) and turned clockwise into the footprint.
 */
export interface Frame extends DotRect {
  rotation: Rotation;
  cw: number;
  ch: number;
}

export interface PlacedGlyph {
  char: string;
  gid: number;
  /** pen x in dots from the frame's content origin */
  x: number;
  missing: boolean;
}

export interface TextLine {
  kind: 'text';
  elementId: string;
  frame: Frame;
  text: string;
  /** line box in content coordinates */
  x: number;
  top: number;
  width: number;
  height: number;
  /** baseline y in content coordinates */
  baseline: number;
  sizeDots: number;
  sizeMm: number;
  bold: boolean;
  align: 'left' | 'center' | 'right';
  glyphs: PlacedGlyph[];
}

export interface BarcodePrimitive {
  kind: 'barcode';
  elementId: string;
  frame: Frame;
  data: string;
  subset: Code128Subset;
  runs: { set: 'A' | 'B' | 'C'; text: string }[];
  moduleDots: number;
  /** bars area in content coordinates (quiet zones outside it) */
  x: number;
  y: number;
  width: number;
  barHeight: number;
  /** bars in label coordinates, whole dots */
  bars: DotRect[];
  showText: boolean;
}

export interface QrPrimitive {
  kind: 'qrcode';
  elementId: string;
  frame: Frame;
  data: string;
  errorLevel: QrErrorLevel;
  version: number;
  size: number;
  cellDots: number;
  /** symbol's top-left in label coordinates (before rotation the same corner of the content) */
  x: number;
  y: number;
  /** dark cells merged into horizontal runs, label coordinates */
  cells: DotRect[];
}

export interface RulePrimitive {
  kind: 'rule';
  elementId: string;
  direction: 'horizontal' | 'vertical';
  style: 'solid' | 'dashed';
  thicknessDots: number;
  /** solid: one rect; dashed: one per dash; label coordinates */
  rects: DotRect[];
}

export interface GrayImage {
  width: number;
  height: number;
  /** luminance 0 (black) – 255 (white), already composited on white */
  gray: Uint8Array;
}

export interface ImagePrimitive {
  kind: 'image';
  elementId: string;
  frame: Frame;
  src: string;
  /** drawn area in content coordinates after fit */
  x: number;
  y: number;
  w: number;
  h: number;
  /** for `cover`: the visible part of the source image */
  crop: { sx: number; sy: number; sw: number; sh: number };
  image: GrayImage | null;
  dither: 'threshold' | 'ordered';
}

export type Primitive = TextLine | BarcodePrimitive | QrPrimitive | RulePrimitive | ImagePrimitive;

export interface LayoutWarning {
  code:
    | 'outside-label'
    | 'text-overflow'
    | 'barcode-invalid'
    | 'barcode-module-small'
    | 'barcode-too-wide'
    | 'qr-capacity'
    | 'qr-cell-small'
    | 'missing-value'
    | 'unknown-formatter'
    | 'missing-glyph'
    | 'image-unavailable';
  elementId: string;
  message: string;
}

/** Each visible element's footprint, for designers (selection, locking) and diagnostics. */
export interface PlacedElement {
  id: string;
  type: 'text' | 'qrcode' | 'barcode' | 'image' | 'line';
  frame: Frame;
  locked: boolean;
  zIndex: number;
}

export interface LabelLayout {
  templateName: string;
  dpi: Dpi;
  dotsPerMm: number;
  widthMm: number;
  heightMm: number;
  widthDots: number;
  heightDots: number;
  elements: PlacedElement[];
  primitives: Primitive[];
  warnings: LayoutWarning[];
}

/** Maps a point of the content frame to label coordinates. */
export function toLabel(f: Frame, u: number, v: number): [number, number] {
  switch (f.rotation) {
    case 0:
      return [f.x + u, f.y + v];
    case 90:
      return [f.x + f.w - v, f.y + u];
    case 180:
      return [f.x + f.w - u, f.y + f.h - v];
    case 270:
      return [f.x + v, f.y + f.h - u];
  }
}

/** Maps a content rectangle to an axis-aligned label rectangle. */
export function rectToLabel(f: Frame, r: DotRect): DotRect {
  const [x0, y0] = toLabel(f, r.x, r.y);
  const [x1, y1] = toLabel(f, r.x + r.w, r.y + r.h);
  return { x: Math.min(x0, x1), y: Math.min(y0, y1), w: Math.abs(x1 - x0), h: Math.abs(y1 - y0) };
}
