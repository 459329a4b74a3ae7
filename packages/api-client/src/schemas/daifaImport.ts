import { z } from 'zod';
import { safeText } from './common.ts';

/** 订单导入's limits (spec 43006): the file's size and its data rows. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
/** Lines one imported order (rows sharing a 平台订单号) may have, as 代发下单 allows. */
export const IMPORT_MAX_LINES = 50;

/**
 * The columns an import reads, in the template's order. `aliases` are the headers shops' own exports
 * use (淘宝, 拼多多, 抖店, 快麦), so most files map themselves; `required` ones must be mapped.
 * 省/市/区 may be left unmapped when 详细地址 holds the whole address (智能识别 reads it).
 */
export const IMPORT_FIELDS = [
  {
    key: 'platformOrderNo',
    label: '平台订单号',
    required: false,
    aliases: ['订单号', '订单编号', '主订单编号', '平台单号', '店铺订单号'],
  },
  {
    key: 'receiverName',
    label: '收件人',
    required: true,
    aliases: ['收货人', '收件人姓名', '收货人姓名', '姓名', '联系人'],
  },
  {
    key: 'phone',
    label: '手机号',
    required: true,
    aliases: [
      '手机',
      '手机号码',
      '联系手机',
      '收货人手机号',
      '联系电话',
      '电话',
      '收货人手机',
      '收件人电话',
      '联系方式',
    ],
  },
  { key: 'province', label: '省', required: false, aliases: ['省份', '收货省份', '所在省'] },
  { key: 'city', label: '市', required: false, aliases: ['城市', '收货城市', '所在市'] },
  { key: 'district', label: '区县', required: false, aliases: ['区', '县', '区/县', '收货区县', '所在区'] },
  {
    key: 'address',
    label: '详细地址',
    required: true,
    aliases: ['地址', '收货地址', '收件地址', '街道', '街道地址', '收货详细地址', '完整地址'],
  },
  { key: 'stall', label: '档口', required: true, aliases: ['档口名称', '档口名', '市场档口'] },
  { key: 'articleNo', label: '货号', required: true, aliases: ['商家编码', '款号', '商品货号', '商家货号'] },
  { key: 'color', label: '颜色', required: true, aliases: ['颜色分类'] },
  { key: 'size', label: '尺码', required: true, aliases: ['尺寸'] },
  { key: 'qty', label: '数量', required: true, aliases: ['购买数量', '件数', '商品数量'] },
  { key: 'courier', label: '快递', required: false, aliases: ['快递公司', '物流公司'] },
  { key: 'remark', label: '备注', required: false, aliases: ['买家留言', '订单备注', '卖家备注'] },
] as const;

export type ImportFieldKey = (typeof IMPORT_FIELDS)[number]['key'];
export const IMPORT_FIELD_KEYS = IMPORT_FIELDS.map((f) => f.key) as [ImportFieldKey, ...ImportFieldKey[]];
export const importFieldLabel = (key: ImportFieldKey) => IMPORT_FIELDS.find((f) => f.key === key)!.label;

const norm = (s: string) => s.replace(/[\s*＊:：()（）]/g, '').toLowerCase();

/**
 * The column each field reads, guessed from a file's headers: the field's label or an alias, spaces,
 * 必填 stars and colons ignored; `remembered` (this seller's choices for these header texts) wins.
 */
export function guessImportMapping(
  headers: string[],
  remembered: Record<string, ImportFieldKey> = {},
): Record<ImportFieldKey, number | null> {
  const mapping = Object.fromEntries(IMPORT_FIELD_KEYS.map((k) => [k, null])) as Record<
    ImportFieldKey,
    number | null
  >;
  const taken = new Set<number>();
  headers.forEach((header, i) => {
    const field = remembered[header.trim()];
    if (field && mapping[field] === null) {
      mapping[field] = i;
      taken.add(i);
    }
  });
  for (const field of IMPORT_FIELDS) {
    if (mapping[field.key] !== null) continue;
    const names = [field.label, ...field.aliases].map(norm);
    const at = headers.findIndex((h, i) => !taken.has(i) && names.includes(norm(h)));
    if (at >= 0) {
      mapping[field.key] = at;
      taken.add(at);
    }
  }
  return mapping;
}

const columnIndex = z.number().int().min(0, '列不存在').max(255, '列不存在').nullable();

export const importMappingSchema = z
  .object(
    Object.fromEntries(IMPORT_FIELD_KEYS.map((k) => [k, columnIndex])) as Record<
      ImportFieldKey,
      typeof columnIndex
    >,
  )
  .strict();
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const IMPORT_STATES = ['CHECKED', 'PLACING', 'PLACED'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
export const importStateLabels: Record<ImportState, string> = {
  CHECKED: '待下单',
  PLACING: '下单中',
  PLACED: '已下单',
};

/** An import as its page shows it: the file, the mapping, and where its rows stand. */
export const importSummarySchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  createdAt: z.string(),
  state: z.enum(IMPORT_STATES),
  headers: z.array(z.string()),
  mapping: importMappingSchema,
  courierCode: z.string().nullable(),
  /** The bulk job placing its orders (its report lists each order's outcome). */
  jobId: z.number().int().nullable(),
  totalRows: z.number().int(),
  errorRows: z.number().int(),
  /** Orders the rows make (grouped by 平台订单号), those with no error, and the outcome of 下单. */
  orders: z.number().int(),
  readyOrders: z.number().int(),
  placedOrders: z.number().int(),
  failedOrders: z.number().int(),
  /** Placed orders still waiting for payment: what 去支付 pays. */
  unpaidOrderIds: z.array(z.number().int()),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importPageSchema = z.object({
  list: z.array(importSummarySchema.omit({ headers: true, mapping: true, unpaidOrderIds: true })),
});

export const importMappingRequestSchema = z
  .object({
    mapping: importMappingSchema,
    /** The courier for rows that name none. */
    courierCode: z.string({ error: '请选择快递' }).regex(/^[A-Z]{2,10}$/, '请选择快递'),
  })
  .strict();

export const IMPORT_ROW_STATES = ['OK', 'ERROR', 'PLACED', 'FAILED'] as const;
export type ImportRowState = (typeof IMPORT_ROW_STATES)[number];

export const importRowSchema = z.object({
  /** The row's number in the file (the header is row 1), as the seller sees it in Excel. */
  rowNo: z.number().int(),
  /** The order it belongs to: its 平台订单号, else its own row. */
  groupKey: z.string(),
  values: z.record(z.string(), z.string()),
  /** What is wrong, by field (null: the row or its order as a whole). */
  errors: z.array(z.object({ field: z.enum(IMPORT_FIELD_KEYS).nullable(), reason: z.string() })),
  state: z.enum(IMPORT_ROW_STATES),
  orderNo: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRowsRequestSchema = z
  .object({
    pageNum: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(200).default(50),
    onlyErrors: z.boolean().default(false),
  })
  .strict();

export const importRowsSchema = z.object({
  list: z.array(importRowSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});

const cellText = safeText('单元格').trim().max(200, '单元格最多200个字符');

export const importRowUpdateRequestSchema = z
  .object({
    rowNo: z.number({ error: '行号必须是数字' }).int().min(2, '行号不存在'),
    /** The fields fixed, by key; the rest stay as they were. */
    values: z.partialRecord(z.enum(IMPORT_FIELD_KEYS), cellText),
  })
  .strict();

export const importRowUpdatedSchema = z.object({
  /** The rows of the fixed row's order, checked again (a changed 平台订单号 may move it). */
  rows: z.array(importRowSchema),
  summary: importSummarySchema,
});

export const importPlaceRequestSchema = z
  .object({ requestKey: safeText('请求标识').trim().min(8).max(64) })
  .strict();
