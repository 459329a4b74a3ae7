// The engine's template model. Every length is in millimetres; outputs convert at their edge.
import { z } from 'zod';

export const TEMPLATE_SCHEMA_VERSION = 2;

const mm = z.number().finite();
const positiveMm = z.number().finite().positive();

const elementBase = {
  id: z.string().min(1),
  x: mm,
  y: mm,
  width: positiveMm,
  height: positiveMm,
  visible: z.boolean().default(true),
  locked: z.boolean().default(false),
  zIndex: z.number().int().default(0),
  /** Clockwise. The box (x, y, width, height) is the footprint on the label; content turns inside it. */
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0),
  /** Fields of a foreign format (the spec's pick-up canvas) kept verbatim so conversion back is lossless. */
  extra: z.record(z.string(), z.unknown()).optional(),
};

export const textElementSchema = z.object({
  ...elementBase,
  type: z.literal('text'),
  /** Literal text with `{{field}}` or `{{field|formatter:arg}}` bindings. */
  content: z.string(),
  /** Em size in mm (10 designer px = 2.646 mm). */
  fontSize: positiveMm,
  bold: z.boolean().default(false),
  align: z.enum(['left', 'center', 'right']).default('left'),
  verticalAlign: z.enum(['top', 'middle', 'bottom']).default('top'),
  wrap: z.boolean().default(true),
  /** 0 = as many lines as fit the box. */
  maxLines: z.number().int().min(0).default(0),
  ellipsis: z.boolean().default(true),
  /** Multiple of the font size. */
  lineHeight: z.number().positive().default(1.2),
  padding: z.number().min(0).default(0),
});

export const qrElementSchema = z.object({
  ...elementBase,
  type: z.literal('qrcode'),
  content: z.string(),
  errorLevel: z.enum(['L', 'M', 'Q', 'H']).default('M'),
});

export const barcodeElementSchema = z.object({
  ...elementBase,
  type: z.literal('barcode'),
  content: z.string(),
  symbology: z.literal('CODE128').default('CODE128'),
  /** `auto` picks A/B/C per run of characters; A, B, C force one subset (the spec's 128A, CODE128B). */
  subset: z.enum(['auto', 'A', 'B', 'C']).default('auto'),
  showText: z.boolean().default(true),
  /** Height in mm of the human-readable line under the bars. */
  textSize: positiveMm.default(2.4),
});

export const imageElementSchema = z.object({
  ...elementBase,
  type: z.literal('image'),
  /** http(s) URL or data URL, may be a `{{field}}` binding; PNG data URLs render everywhere, other sources need an image loader. */
  src: z.string(),
  fit: z.enum(['contain', 'cover', 'fill']).default('contain'),
  /** `threshold` suits line art (logos, care symbols); `ordered` (4×4 Bayer) keeps photos' grey tones. */
  dither: z.enum(['threshold', 'ordered']).default('threshold'),
});

export const lineElementSchema = z.object({
  ...elementBase,
  type: z.literal('line'),
  direction: z.enum(['horizontal', 'vertical']),
  style: z.enum(['solid', 'dashed']).default('solid'),
  thickness: positiveMm.default(0.25),
  /** Dash and gap length for dashed lines. */
  dash: positiveMm.default(1),
});

export const elementSchema = z.discriminatedUnion('type', [
  textElementSchema,
  qrElementSchema,
  barcodeElementSchema,
  imageElementSchema,
  lineElementSchema,
]);

/** What the spec's pick-up format carries beyond the drawing; kept so spec → engine → spec is lossless. */
export const pickupSourceSchema = z.object({
  kind: z.literal('pickup'),
  datas: z.unknown(),
  createdAt: z.union([z.string(), z.number()]).optional(),
  canvas: z.object({ width: z.number(), height: z.number(), backgroundColor: z.string().optional() }),
  extra: z.record(z.string(), z.unknown()).optional(),
});

export const templateSchema = z.object({
  schemaVersion: z.literal(TEMPLATE_SCHEMA_VERSION),
  name: z.string().min(1),
  width: positiveMm,
  height: positiveMm,
  backgroundColor: z.string().default('#ffffff'),
  elements: z.array(elementSchema),
  /** Data field holding how many copies of each row to print (the certificate's quantity). */
  copiesField: z.string().optional(),
  source: pickupSourceSchema.optional(),
});

export type Template = z.output<typeof templateSchema>;
export type TemplateInput = z.input<typeof templateSchema>;
export type LabelElement = z.output<typeof elementSchema>;
export type LabelElementInput = z.input<typeof elementSchema>;
export type TextElement = z.output<typeof textElementSchema>;
export type QrElement = z.output<typeof qrElementSchema>;
export type BarcodeElement = z.output<typeof barcodeElementSchema>;
export type ImageElement = z.output<typeof imageElementSchema>;
export type LineElement = z.output<typeof lineElementSchema>;
export type Rotation = LabelElement['rotation'];
export type PickupSource = z.output<typeof pickupSourceSchema>;
