import { z } from 'zod';
import { receiverFieldsSchema } from './receiverReveal.ts';
import { idSchema, optionalText, safeText } from './common.ts';
import {
  batchNumbersSchema,
  keysetPageOf,
  keysetRequestSchema,
  listSelectionOf,
  timeRangeSchema,
} from './list.ts';
import { salesChannel } from '../states/channels.ts';
import { daifaStatus, platformOrderStatus, platformRefundStatus, printStatus } from '../states/shopOrders.ts';
import { stateCodes } from '../states/defineStateMap.ts';

/** 同步订单 (/order/orderList): orders synced from the sellers' shops. */

const enumOf = <K extends string>(codes: K[], label: string) =>
  z.enum(codes as [K, ...K[]], { error: `${label}不正确` });

export const channelCodeSchema = enumOf(stateCodes(salesChannel), '平台');
export const platformOrderStatusSchema = enumOf(stateCodes(platformOrderStatus), '订单状态');

/** The status tabs of 同步订单, in display order. */
export const shopOrderTabs = [
  { key: 'all', label: '全部' },
  { key: 'WAIT_PAY', label: '待付款' },
  { key: 'WAIT_SEND', label: '待发货' },
  { key: 'SENT', label: '已发货' },
  { key: 'FINISHED', label: '已完成' },
  { key: 'CLOSED', label: '已关闭' },
  { key: 'REFUNDING', label: '退款中' },
  { key: 'HOLD', label: '已挂起' },
] as const;
export type ShopOrderTab = (typeof shopOrderTabs)[number]['key'];
export const shopOrderTabSchema = enumOf(
  shopOrderTabs.map((t) => t.key),
  '状态页签',
);

/** The fields of the combined search box, in the picker's order. */
export const shopOrderSearchFields = [
  { key: 'tid', label: '平台订单号' },
  { key: 'systemNo', label: '系统单号' },
  { key: 'waybillNo', label: '运单号' },
  { key: 'buyerNick', label: '买家昵称' },
  { key: 'phoneTail', label: '手机尾号' },
  { key: 'articleNo', label: '货号' },
  { key: 'stall', label: '档口' },
] as const;
export type ShopOrderSearchField = (typeof shopOrderSearchFields)[number]['key'];
export const shopOrderSearchFieldSchema = enumOf(
  shopOrderSearchFields.map((f) => f.key),
  '搜索字段',
);

/** Our system numbers: `SO` and digits. */
export const SYSTEM_NO_PATTERN = /^SO\d{6,20}$/i;

/** What a typed text most likely is, so one box finds an order by any of its numbers. */
export function guessShopOrderSearchField(text: string): ShopOrderSearchField {
  const t = text.trim();
  if (SYSTEM_NO_PATTERN.test(t)) return 'systemNo';
  if (/^\d{4}$/.test(t)) return 'phoneTail';
  if (/^\d{6}-\d{6,}$/.test(t) || /^\d{12,22}$/.test(t)) return 'tid';
  if (/^(SF|YT|JT|YD|ZTO|STO|JD|EMS|DPK|HTKY)[A-Z0-9]{8,}$/i.test(t) || /^(7|3|4|5)\d{11,14}$/.test(t))
    return 'waybillNo';
  if (/[楼档]|^\d+[A-Za-z]\d{2,4}$/.test(t)) return 'stall';
  if (/^[A-Za-z]{0,3}-?\d{2,6}[A-Za-z]?$/.test(t)) return 'articleNo';
  return 'buyerNick';
}

export const shopOrderBatchFieldSchema = z.enum(['any', 'tid', 'systemNo', 'waybillNo'], {
  error: '批量查询的单号类型不正确',
});

/** The filters of 同步订单; the same object drives the page, the counts, bulk actions and exports. */
export const shopOrderFilterSchema = z
  .object({
    tab: shopOrderTabSchema.default('all'),
    orderTime: timeRangeSchema.optional(),
    shopIds: z.array(idSchema, { error: '店铺必须是列表' }).max(500, '最多选择500个店铺').optional(),
    platforms: z.array(channelCodeSchema, { error: '平台必须是列表' }).max(20, '平台太多').optional(),
    search: z
      .object({
        field: shopOrderSearchFieldSchema,
        text: safeText('搜索内容').trim().min(1, '请输入搜索内容').max(100, '搜索内容最多100个字符'),
      })
      .strict()
      .optional(),
    batch: z
      .object({ field: shopOrderBatchFieldSchema.default('any'), numbers: batchNumbersSchema })
      .strict()
      .optional(),
    flags: z.array(z.number().int().min(0).max(5), { error: '旗帜必须是列表' }).max(6).optional(),
    daifaStatus: z
      .array(enumOf(stateCodes(daifaStatus), '代发状态'))
      .max(3)
      .optional(),
    printStatus: enumOf(stateCodes(printStatus), '打印状态').optional(),
    refundStatus: z
      .array(enumOf(stateCodes(platformRefundStatus), '退款状态'))
      .max(4)
      .optional(),
    sort: z.enum(['orderTime_desc', 'orderTime_asc'], { error: '排序方式不正确' }).default('orderTime_desc'),
  })
  .strict();
export type ShopOrderFilter = z.infer<typeof shopOrderFilterSchema>;
export type ShopOrderFilterInput = z.input<typeof shopOrderFilterSchema>;

export const shopOrderPageRequestSchema = shopOrderFilterSchema.extend(keysetRequestSchema.shape).strict();
export type ShopOrderPageRequest = z.input<typeof shopOrderPageRequestSchema>;

export const shopOrderLineSchema = z.object({
  id: z.number().int(),
  oid: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  color: z.string(),
  size: z.string(),
  articleNo: z.string(),
  stall: z.string().nullable(),
  quantity: z.number().int(),
  priceFen: z.number().int(),
  refundStatus: z.string(),
});
export type ShopOrderLine = z.infer<typeof shopOrderLineSchema>;

export const shopOrderRowSchema = z.object({
  id: z.number().int(),
  systemNo: z.string(),
  tid: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  platform: z.string(),
  status: z.string(),
  refundStatus: z.string(),
  daifaStatus: z.string(),
  printStatus: z.string(),
  sellerFlag: z.number().int(),
  sellerRemark: z.string(),
  buyerRemark: z.string(),
  hold: z.boolean(),
  buyerNick: z.string(),
  /** Masked by spec §5 in lists, always. */
  receiverName: z.string(),
  receiverPhone: z.string(),
  receiverRegion: z.string(),
  orderTime: z.string(),
  paidAt: z.string().nullable(),
  paymentFen: z.number().int(),
  postFeeFen: z.number().int(),
  expressCompany: z.string().nullable(),
  waybillNo: z.string().nullable(),
  lines: z.array(shopOrderLineSchema),
});
export type ShopOrderRow = z.infer<typeof shopOrderRowSchema>;

export const shopOrderPageSchema = keysetPageOf(shopOrderRowSchema);
export type ShopOrderPage = z.infer<typeof shopOrderPageSchema>;

export const shopOrderEventSchema = z.object({
  kind: z.string(),
  detail: z.string(),
  at: z.string(),
  by: z.string().nullable(),
});

export const shopOrderDetailSchema = shopOrderRowSchema.extend({
  /** Full receiver values, only where the platform gave them and the caller may see them. */
  receiver: receiverFieldsSchema.extend({
    /** True when the values above are masked (platform-encrypted, or the caller may not see them). */
    masked: z.boolean(),
  }),
  platformModifiedAt: z.string(),
  syncedAt: z.string(),
  events: z.array(shopOrderEventSchema),
});
export type ShopOrderDetail = z.infer<typeof shopOrderDetailSchema>;

export const shopOrderRemarkRequestSchema = z
  .object({
    id: idSchema,
    sellerRemark: optionalText('卖家备注', 500),
    sellerFlag: z
      .number({ error: '旗帜必须是数字' })
      .int()
      .min(0, '旗帜不正确')
      .max(5, '旗帜不正确')
      .optional(),
  })
  .strict();

export const shopOrderIdsRequestSchema = z
  .object({
    ids: z.array(idSchema, { error: '请选择订单' }).min(1, '请选择订单').max(200, '一次最多200个订单'),
  })
  .strict();

/** Which orders a bulk action or export covers: ticked ones, or every order matching the filters now. */
export const shopOrderSelectionSchema = listSelectionOf(shopOrderFilterSchema);
export type ShopOrderSelection = z.input<typeof shopOrderSelectionSchema>;

const flagValueSchema = z
  .number({ error: '旗帜必须是数字' })
  .int('旗帜不正确')
  .min(0, '旗帜不正确')
  .max(5, '旗帜不正确');

/** The bulk actions of 同步订单. */
export const shopOrderBulkActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('flag'), sellerFlag: flagValueSchema }).strict(),
    z
      .object({
        kind: z.literal('remark'),
        sellerRemark: safeText('卖家备注', { multiline: true }).trim().max(500, '卖家备注最多500个字符'),
      })
      .strict(),
    z.object({ kind: z.literal('hold') }).strict(),
    z.object({ kind: z.literal('release') }).strict(),
    z.object({ kind: z.literal('sync') }).strict(),
  ],
  { error: '批量操作只能是 flag、remark、hold、release 或 sync' },
);
export type ShopOrderBulkAction = z.infer<typeof shopOrderBulkActionSchema>;

export const shopOrderBulkRequestSchema = z
  .object({ selection: shopOrderSelectionSchema, action: shopOrderBulkActionSchema })
  .strict();
export type ShopOrderBulkRequest = z.input<typeof shopOrderBulkRequestSchema>;

export const shopOrderExportRequestSchema = z.object({ selection: shopOrderSelectionSchema }).strict();
export type ShopOrderExportRequest = z.input<typeof shopOrderExportRequestSchema>;
