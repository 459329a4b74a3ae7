import { z } from 'zod';
import { pageOf, pageQuerySchema, safeText } from './common.ts';
import { RETURN_COURIERS } from './afterSale.ts';

/** 打印发货's tabs: in hand and waiting for a waybill, waybill printed and not yet handed over, shipped. */
export const PRINT_DELIVERY_TABS = ['WAIT_PRINT', 'PRINTED', 'SENT'] as const;
export type PrintDeliveryTab = (typeof PRINT_DELIVERY_TABS)[number];

/** Couriers a parcel ships with (codes as 快递鸟 knows them). */
export const SHIP_COURIERS = RETURN_COURIERS;
export const SHIP_COURIER_CODES = Object.keys(SHIP_COURIERS) as [
  keyof typeof SHIP_COURIERS,
  ...(keyof typeof SHIP_COURIERS)[],
];
export const SHIP_WAYBILL_NO = /^[A-Za-z0-9]{8,30}$/;

export const printDeliveryPageRequestSchema = pageQuerySchema
  .extend({
    tab: z.enum(PRINT_DELIVERY_TABS, { error: '未知的分组' }).default('WAIT_PRINT'),
    /** 订单号 or 运单号. */
    keyword: safeText('关键词').trim().max(40, '关键词最多40个字符').optional(),
  })
  .strict();
export type PrintDeliveryPageRequest = z.input<typeof printDeliveryPageRequestSchema>;

export const printDeliveryRowSchema = z.object({
  orderNo: z.string(),
  status: z.string(),
  shopName: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  region: z.string(),
  address: z.string(),
  lines: z.array(
    z.object({
      stall: z.string(),
      articleNo: z.string(),
      color: z.string(),
      size: z.string(),
      qty: z.number().int(),
    }),
  ),
  pieces: z.number().int(),
  courierCode: z.string(),
  courierName: z.string(),
  waybillNo: z.string().nullable(),
  weightG: z.number().int(),
  paidAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type PrintDeliveryRow = z.infer<typeof printDeliveryRowSchema>;

export const printDeliveryPageSchema = pageOf(printDeliveryRowSchema).extend({
  counts: z.record(z.enum(PRINT_DELIVERY_TABS), z.number().int()),
});
export type PrintDeliveryPage = z.infer<typeof printDeliveryPageSchema>;

/** 已有单号: a parcel the team already has a waybill for (the courier's own app, a 菜鸟 point) ships as it is. */
export const printDeliveryShipRequestSchema = z
  .object({
    orderNo: safeText('订单号')
      .trim()
      .regex(/^DF\d{14}$/, '订单号格式不正确'),
    courierCode: z.enum(SHIP_COURIER_CODES, { error: '请选择快递公司' }),
    waybillNo: safeText('运单号').trim().toUpperCase().regex(SHIP_WAYBILL_NO, '运单号为8到30位字母或数字'),
  })
  .strict();
export type PrintDeliveryShipRequest = z.infer<typeof printDeliveryShipRequestSchema>;

export const printDeliveryShippedSchema = z.object({
  orderNo: z.string(),
  status: z.string(),
  courierCode: z.string(),
  waybillNo: z.string(),
});

const orderNoSchema = safeText('订单号')
  .trim()
  .regex(/^DF\d{14}$/, '订单号格式不正确');

/**
 * 打印面单 / 重打: a 电子面单 for each order (the courier's number, 大头笔, 三段码), or the one it has again (重打).
 * New numbers are of each order's own courier (the one its freight was quoted for), or of `courierCode`
 * when given (换快递 at the bench); an order that has a number keeps it.
 */
export const printDeliveryWaybillRequestSchema = z
  .object({
    orderNos: z.array(orderNoSchema).min(1, '请选择订单').max(100, '一次最多打印100单'),
    courierCode: z.enum(SHIP_COURIER_CODES, { error: '请选择快递公司' }).optional(),
  })
  .strict();
export type PrintDeliveryWaybillRequest = z.infer<typeof printDeliveryWaybillRequestSchema>;

/** What a 100×180 电子面单 prints (the `waybill-100x180` preset's fields). */
export const waybillLabelSchema = z.object({
  orderNo: z.string(),
  courierCode: z.string(),
  courierName: z.string(),
  waybillNo: z.string(),
  /** 大头笔: the destination in big letters. */
  markDestination: z.string(),
  /** 三段码: the sorting code. */
  sortingCode: z.string(),
  /** 集包地. */
  packageName: z.string(),
  receiverName: z.string(),
  /** Masked as on privacy waybills (138****1234). */
  receiverPhone: z.string(),
  receiverAddress: z.string(),
  senderName: z.string(),
  senderPhone: z.string(),
  senderAddress: z.string(),
  /** 货号 颜色 尺码 ×n of each line, for the packer. */
  goods: z.string(),
  pieces: z.number().int(),
  weightG: z.number().int(),
  /** Times printed, this one included (2 and more: 重打). */
  printCount: z.number().int(),
  printedAt: z.string(),
});
export type WaybillLabel = z.infer<typeof waybillLabelSchema>;

export const printDeliveryWaybillsSchema = z.object({
  labels: z.array(waybillLabelSchema),
  /** Orders given no waybill, and why (state, 密文订单, the courier's answer). */
  failed: z.array(z.object({ orderNo: z.string(), reason: z.string() })),
});
export type PrintDeliveryWaybills = z.infer<typeof printDeliveryWaybillsSchema>;

/** 取消单号: the number given back to the courier (1147); the order is 待打印 again. */
export const printDeliveryCancelWaybillRequestSchema = z.object({ orderNo: orderNoSchema }).strict();
