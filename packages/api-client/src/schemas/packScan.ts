import { z } from 'zod';
import { safeText } from './common.ts';
import { SHIP_COURIER_CODES, waybillLabelSchema } from './printDelivery.ts';

/** What a scanner types: a 取货码 (NH…), an order number (DF…) or a waybill number. */
const scannedCode = safeText('条码')
  .trim()
  .toUpperCase()
  .min(1, '请扫描或输入条码')
  .max(40, '条码最多40个字符')
  .regex(/^[A-Z0-9-]+$/, '条码只能是字母、数字或-');

/** What a 后道标 prints (the `houdao` preset's fields). */
export const houdaoLabelSchema = z.object({
  /** 分拣号: the order's 格口 in 多件合打, else the waybill's 三段码. */
  sortNo: z.string(),
  gift: z.string(),
  orderNo: z.string(),
  /** 拣货码: the order's 取货码 (the first line's; "等N个" when more). */
  pickCode: z.string(),
  /** Who fetched the pieces. */
  picker: z.string(),
  printTime: z.string(),
});
export type HoudaoLabel = z.infer<typeof houdaoLabelSchema>;

/** 扫描打印: one scan, the order's 电子面单 at once (the same number again when it has one). */
export const scanPrintRequestSchema = z
  .object({
    code: scannedCode,
    courierCode: z.enum(SHIP_COURIER_CODES, { error: '请选择快递公司' }).optional(),
  })
  .strict();
export type ScanPrintRequest = z.infer<typeof scanPrintRequestSchema>;

export const SCAN_MATCHES = ['TAKE_CODE', 'ORDER', 'WAYBILL'] as const;
export type ScanMatch = (typeof SCAN_MATCHES)[number];

export const scanPrintResultSchema = z.object({
  orderNo: z.string(),
  matchedBy: z.enum(SCAN_MATCHES),
  label: waybillLabelSchema,
  houdao: houdaoLabelSchema,
});
export type ScanPrintResult = z.infer<typeof scanPrintResultSchema>;

/** 多件合打: a piece by its 取货码 into its order's 格口. */
export const packScanRequestSchema = z
  .object({
    code: scannedCode.regex(/^NH\d{11}$/, '请扫描商品上的取货码（NH开头）'),
    courierCode: z.enum(SHIP_COURIER_CODES, { error: '请选择快递公司' }).optional(),
  })
  .strict();
export type PackScanRequest = z.infer<typeof packScanRequestSchema>;

const packLineSchema = z.object({
  takeCode: z.string(),
  articleNo: z.string(),
  color: z.string(),
  size: z.string(),
  /** Pieces taken of the line (what can be scanned). */
  took: z.number().int(),
  /** Pieces ordered. */
  qty: z.number().int(),
  scanned: z.number().int(),
});

/** A held 格口: its order and how far its pieces are. */
export const packSlotSchema = z.object({
  slotNo: z.number().int(),
  orderNo: z.string(),
  status: z.string(),
  scanned: z.number().int(),
  pieces: z.number().int(),
  /** Every piece of the order in hand is in: its waybill can print. */
  complete: z.boolean(),
  lines: z.array(packLineSchema),
  openedAt: z.string(),
});
export type PackSlot = z.infer<typeof packSlotSchema>;

export const packScanResultSchema = z.object({
  /** The order's 格口 as the scan left it; null on a reprint of an order already packed. */
  slot: packSlotSchema.nullable(),
  /** Every piece in: the waybill printed (the slot is free again) or why it could not be. */
  complete: z.boolean(),
  label: waybillLabelSchema.nullable(),
  houdao: houdaoLabelSchema.nullable(),
  failure: z.string().nullable(),
});
export type PackScanResult = z.infer<typeof packScanResultSchema>;

export const packSlotsSchema = z.object({ slots: z.array(packSlotSchema), capacity: z.number().int() });
export type PackSlots = z.infer<typeof packSlotsSchema>;

const orderNo = safeText('订单号')
  .trim()
  .regex(/^DF\d{14}$/, '订单号格式不正确');

/** 清空格口 (pieces taken out again), or 打印: a complete slot whose waybill failed before, or a packed order's again. */
export const packOrderRequestSchema = z
  .object({
    orderNo,
    courierCode: z.enum(SHIP_COURIER_CODES, { error: '请选择快递公司' }).optional(),
  })
  .strict();
export type PackOrderRequest = z.infer<typeof packOrderRequestSchema>;
