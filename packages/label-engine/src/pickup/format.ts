// The spec's 60×40 pick-up template as the old designer stores it (§3). Unknown keys are kept.
import { z } from 'zod';
import { PICKUP_KEYS, RETURN_KEYS } from './keys.ts';

const key = z.enum([...PICKUP_KEYS, ...RETURN_KEYS]);

export interface PickupTagElement {
  label: string;
  key: string;
  type: 'mutil_radio' | 'checkbox' | 'input_text';
  mockValue?: string | undefined;
  x?: number | undefined;
  y?: number | undefined;
  width?: number | undefined;
  height?: number | undefined;
  fontSize?: number | undefined;
  checked?: boolean | undefined;
  children?: PickupTagElement[] | undefined;
  isWrap?: boolean | undefined;
  maxLines?: number | undefined;
  [k: string]: unknown;
}

export const pickupTagElementSchema: z.ZodType<PickupTagElement> = z.lazy(() =>
  z.looseObject({
    label: z.string(),
    key,
    type: z.enum(['mutil_radio', 'checkbox', 'input_text']),
    mockValue: z.string().optional(),
    x: z.number().optional(),
    y: z.number().optional(),
    width: z.number().optional(),
    height: z.number().optional(),
    fontSize: z.number().optional(),
    checked: z.boolean().optional(),
    children: z.array(pickupTagElementSchema).optional(),
    isWrap: z.boolean().optional(),
    maxLines: z.number().int().optional(),
  }),
);

export const pickupSectionSchema = z.looseObject({
  tagSize: z.union([z.string(), z.number(), z.record(z.string(), z.unknown())]),
  tagRule: z.literal('RULE_01'),
  tagElements: z.array(pickupTagElementSchema),
});

const canvasBase = {
  id: z.string().min(1),
  x: z.number(),
  y: z.number(),
  visible: z.boolean(),
  locked: z.boolean(),
  zIndex: z.number().int(),
  key,
};

export const pickupCanvasTextSchema = z.looseObject({
  ...canvasBase,
  type: z.literal('text'),
  text: z.string(),
  fontSize: z.number().positive(),
  fontFamily: z.string().optional(),
  fill: z.string().optional(),
  textAlign: z.enum(['left', 'center', 'right']).optional(),
  lineHeight: z.number().positive().optional(),
  width: z.number().positive(),
  height: z.number().positive(),
  isWrap: z.boolean().optional(),
  maxLines: z.number().int().min(0).optional(),
  padding: z.number().min(0).optional(),
  stroke: z.string().optional(),
});

export const pickupCanvasBarcodeSchema = z.looseObject({
  ...canvasBase,
  type: z.literal('barcode'),
  data: z.string(),
  showText: z.boolean().optional(),
  textPosition: z.string().optional(),
  /** CODE128B in the spec; QRCODE is how TAKE_CODE_QR is stored. */
  codeType: z.enum(['CODE128', 'CODE128A', 'CODE128B', 'CODE128C', 'QRCODE']),
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
});

export const pickupCanvasElementSchema = z.discriminatedUnion('type', [
  pickupCanvasTextSchema,
  pickupCanvasBarcodeSchema,
]);

export const pickupTemplateSchema = z.looseObject({
  type: z.literal('pickup'),
  name: z.string().min(1),
  width: z.literal(60),
  height: z.literal(40),
  backgroundColor: z.string(),
  datas: z.looseObject({ pickup: pickupSectionSchema, return: pickupSectionSchema }),
  originCanvasData: z.looseObject({
    width: z.number().positive(),
    height: z.number().positive(),
    backgroundColor: z.string(),
    elements: z.array(pickupCanvasElementSchema),
  }),
  createdAt: z.union([z.string(), z.number()]),
});

export type PickupTemplate = z.output<typeof pickupTemplateSchema>;
export type PickupCanvasElement = z.output<typeof pickupCanvasElementSchema>;

export function isPickupFormat(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && (raw as { type?: unknown }).type === 'pickup';
}
