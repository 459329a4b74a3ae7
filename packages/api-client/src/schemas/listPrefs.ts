import { z } from 'zod';
import { idSchema, safeText } from './common.ts';
import { listKeySchema } from './list.ts';
import { DAIFA_TABS } from './daifa.ts';
import { shopOrderSearchFieldSchema, shopOrderTabSchema, channelCodeSchema } from './shopOrders.ts';

/**
 * Each user's column settings of a list and the saved views (named filter sets, personal or shared
 * with the team), kept on the server so they follow the user to another computer.
 */

/** The permission that opens each list: its views and column settings need it too. */
export const LIST_PERMISSIONS = {
  shopOrders: '/order/orderList',
  bills: '/funds/balance',
  daifaOrders: '/order/daifaOrderList',
  /** 订单导入's 下单 runs as a bulk job of this key; the page keeps no views. */
  daifaImports: '/order/daifaOrderList',
  afterSales: '/afterSale/afterSaleList',
  /** 拿货任务指派's 导出 (the page keeps no views yet). */
  pickupTasks: '/offlineReturnOrder/pickup/assign',
  /** 下载取货码 (a job of the print right; no views). */
  pickupCodes: '/offlineReturnOrder/pickup/print',
  /** 退货登记指派's 导出 (the 指派 right; no views). */
  returnItems: '/offlineReturnOrder/offlineReturnOrderList/assign',
  /** 商品关联's 批量采纳 and 导出 (no views). */
  goodsAssociations: '/goods/association',
} as const satisfies Record<z.infer<typeof listKeySchema>, string>;

export const SAVED_VIEW_NAME_MAX = 20;
/** Views one user may keep per list. */
export const SAVED_VIEWS_MAX = 50;

export const listColumnSettingSchema = z
  .object({
    key: safeText('列').regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, '列名不正确'),
    visible: z.boolean({ error: '显示与否必须是布尔值' }),
    width: z
      .number({ error: '列宽必须是数字' })
      .int('列宽必须是整数')
      .min(40, '列宽至少40')
      .max(1200, '列宽最多1200')
      .optional(),
  })
  .strict();
export type ListColumnSettingWire = z.infer<typeof listColumnSettingSchema>;

export const listColumnSettingsSchema = z
  .array(listColumnSettingSchema, { error: '列设置必须是列表' })
  .max(60, '列太多');

export const listKeyQuerySchema = z.object({ listKey: listKeySchema }).strict();

export const saveColumnSettingsRequestSchema = z
  .object({ listKey: listKeySchema, settings: listColumnSettingsSchema })
  .strict();

/**
 * What a 同步订单 view remembers: the list's URL state (relative date presets stay relative: a
 * 近7天 view means the last 7 days whenever it is opened). Pasted numbers are not kept.
 */
export const shopOrderViewFilterSchema = z
  .object({
    tab: shopOrderTabSchema.optional(),
    range: z
      .enum(['', 'today', 'yesterday', 'last7', 'last30', 'thisMonth', 'custom'], { error: '日期范围不正确' })
      .optional(),
    from: z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, '日期格式不正确')
      .optional(),
    to: z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, '日期格式不正确')
      .optional(),
    shops: z.array(idSchema, { error: '店铺必须是列表' }).max(500, '最多选择500个店铺').optional(),
    platforms: z.array(channelCodeSchema, { error: '平台必须是列表' }).max(20, '平台太多').optional(),
    sf: z.union([z.literal('auto'), shopOrderSearchFieldSchema], { error: '搜索字段不正确' }).optional(),
    q: safeText('搜索内容').max(100, '搜索内容最多100个字符').optional(),
    flags: z
      .array(z.enum(['0', '1', '2', '3', '4', '5'], { error: '旗帜不正确' }))
      .max(6)
      .optional(),
    sort: z.enum(['orderTime_desc', 'orderTime_asc'], { error: '排序方式不正确' }).optional(),
    size: z.enum(['20', '50', '100', '200'], { error: '每页条数只能是 20、50、100 或 200' }).optional(),
  })
  .strict();

/** Each list's view filter, checked when a view is saved so a view never holds what the list can't open. */
/** A bills view keeps what 我的余额's URL keeps (账单类型, 收支, 支付方式, dates, 单号, amounts, page size). */
export const billViewFilterSchema = z
  .object({
    types: z
      .array(z.string().regex(/^[A-Z_]{2,32}$/))
      .max(16)
      .optional(),
    io: z.enum(['', 'IN', 'OUT']).optional(),
    pm: z.enum(['', 'ALIPAY', 'BALANCE', 'PAY_LATER']).optional(),
    range: z.enum(['', 'today', 'yesterday', 'last7', 'last30', 'thisMonth', 'custom']).optional(),
    from: z.string().max(10).optional(),
    to: z.string().max(10).optional(),
    q: safeText('单号').max(64).optional(),
    min: z.string().max(16).optional(),
    max: z.string().max(16).optional(),
    size: z.enum(['20', '50', '100', '200']).optional(),
  })
  .strict();

/** A 代发订单 view keeps its URL: the tab, a chip, the search and the page size. */
export const daifaOrderViewFilterSchema = z
  .object({
    tab: z.enum(['ALL', ...DAIFA_TABS], { error: '未知的订单分组' }).optional(),
    flag: z
      .string()
      .regex(/^([A-Z_]{2,20})?$/, '标记不正确')
      .optional(),
    q: safeText('搜索内容').max(64, '搜索内容最多64个字符').optional(),
    size: z.enum(['20', '50', '100', '200'], { error: '每页条数只能是 20、50、100 或 200' }).optional(),
  })
  .strict();

export const listViewFilterSchemas = {
  shopOrders: shopOrderViewFilterSchema,
  bills: billViewFilterSchema,
  daifaOrders: daifaOrderViewFilterSchema,
  daifaImports: z.object({}).strict(),
  /** 售后订单 exports through the list module and keeps no views yet. */
  afterSales: z.object({}).strict(),
  /** 拿货任务指派 likewise. */
  pickupTasks: z.object({}).strict(),
  pickupCodes: z.object({}).strict(),
  returnItems: z.object({}).strict(),
  goodsAssociations: z.object({}).strict(),
} as const;

const viewNameSchema = safeText('视图名称')
  .trim()
  .min(1, '请输入视图名称')
  .max(SAVED_VIEW_NAME_MAX, `视图名称最多${SAVED_VIEW_NAME_MAX}个字`);

export const savedViewSchema = z.object({
  id: z.number().int(),
  listKey: listKeySchema,
  name: z.string(),
  shared: z.boolean(),
  /** The caller's own view (may rename, share or delete it). */
  mine: z.boolean(),
  /** Who made it, for team views. */
  ownerName: z.string(),
  filter: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type SavedViewWire = z.infer<typeof savedViewSchema>;

export const createSavedViewRequestSchema = z
  .object({
    listKey: listKeySchema,
    name: viewNameSchema,
    shared: z.boolean({ error: '共享与否必须是布尔值' }).default(false),
    filter: z.record(z.string(), z.unknown(), { error: '筛选条件必须是对象' }),
  })
  .strict();

export const updateSavedViewRequestSchema = z
  .object({
    id: idSchema,
    name: viewNameSchema.optional(),
    shared: z.boolean({ error: '共享与否必须是布尔值' }).optional(),
    filter: z.record(z.string(), z.unknown(), { error: '筛选条件必须是对象' }).optional(),
  })
  .strict();
