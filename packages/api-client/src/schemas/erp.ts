import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, pickedIds, safeText } from './common.ts';
import { PICKUP_MAX_IDS } from './pickup.ts';
import { stateCodeTuple } from '../states/defineStateMap.ts';
import { pickupLineState } from '../states/fulfilment.ts';
import { erpPurchaseStatus } from '../states/erp.ts';

/** 商品供应商's tabs: every ERP goods, or those no stall is set for yet. */
export const ERP_GOODS_TABS = ['ALL', 'UNASSIGNED'] as const;
export type ErpGoodsTab = (typeof ERP_GOODS_TABS)[number];

const keyword = safeText('关键词').trim().max(50, '关键词最多50个字符').optional();
const ids = pickedIds('商品或采购单行', PICKUP_MAX_IDS);

export const erpGoodsPageRequestSchema = pageQuerySchema
  .extend({
    tab: z.enum(ERP_GOODS_TABS, { error: '未知的页签' }).default('ALL'),
    /** 货号, 标题, ERP 供应商 or the stall set. */
    keyword,
  })
  .strict();
export type ErpGoodsPageRequest = z.input<typeof erpGoodsPageRequestSchema>;

export const erpGoodsRowSchema = z.object({
  id: z.number().int(),
  articleNo: z.string(),
  title: z.string(),
  picUrl: z.string(),
  /** The supplier the ERP names (as its user wrote it), if any. */
  erpSupplier: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  /** The stall set: "新中国大厦 2楼 B205 小鹿服饰". */
  supplier: z.string().nullable(),
  skuCount: z.number().int(),
  /** 拿货价: the one set here, else the ERP's 采购价 (fen). */
  takePriceFen: z.number().int(),
  erpPriceFen: z.number().int(),
  /** 采购单 lines waiting for this goods' stall before they reach the board. */
  waitingLines: z.number().int(),
  syncedAt: z.string(),
});
export type ErpGoodsRow = z.infer<typeof erpGoodsRowSchema>;

export const erpGoodsPageSchema = pageOf(erpGoodsRowSchema).extend({
  counts: z.object({ ALL: z.number().int(), UNASSIGNED: z.number().int() }),
  /** The last time the ERP was read (null: never), and what went wrong then. */
  syncedAt: z.string().nullable(),
  syncError: z.string().nullable(),
});
export type ErpGoodsPage = z.infer<typeof erpGoodsPageSchema>;

/** 批量指定: a stall for the goods, and optionally their 拿货价. */
export const erpGoodsAssignRequestSchema = z
  .object({
    ids,
    supplierId: idSchema,
    takePriceFen: z
      .number({ error: '拿货价必须是数字' })
      .int('拿货价以分为单位')
      .min(1, '拿货价必须大于0')
      .max(10_000_000, '拿货价不能超过100000元')
      .optional(),
  })
  .strict();
export type ErpGoodsAssignRequest = z.input<typeof erpGoodsAssignRequestSchema>;

export const erpAssignedSchema = z.object({
  updated: z.number().int(),
  /** 采购单 lines that reached the board because of it. */
  tasksMade: z.number().int(),
});

export const erpSyncedSchema = z.object({
  goods: z.number().int(),
  purchaseLines: z.number().int(),
  tasksMade: z.number().int(),
  syncedAt: z.string(),
});
export type ErpSynced = z.infer<typeof erpSyncedSchema>;

/** ERP采购单's tabs: lines waiting for a stall, lines on the board, all. */
export const ERP_TAKE_TABS = ['NO_SUPPLIER', 'ON_BOARD', 'ALL'] as const;
export type ErpTakeTab = (typeof ERP_TAKE_TABS)[number];

export const erpTakePageRequestSchema = pageQuerySchema
  .extend({
    tab: z.enum(ERP_TAKE_TABS, { error: '未知的页签' }).default('NO_SUPPLIER'),
    /** 采购单号 or 货号. */
    keyword,
  })
  .strict();
export type ErpTakePageRequest = z.input<typeof erpTakePageRequestSchema>;

export const erpTakeRowSchema = z.object({
  id: z.number().int(),
  purchaseNo: z.string(),
  purchaseStatus: z.enum(stateCodeTuple(erpPurchaseStatus)),
  articleNo: z.string(),
  title: z.string(),
  color: z.string(),
  size: z.string(),
  qty: z.number().int(),
  priceFen: z.number().int(),
  erpSupplier: z.string().nullable(),
  supplier: z.string().nullable(),
  /** The board's line, once on it. */
  takeCode: z.string().nullable(),
  lineState: z.enum(stateCodeTuple(pickupLineState)).nullable(),
  createdAt: z.string(),
});
export type ErpTakeRow = z.infer<typeof erpTakeRowSchema>;

export const erpTakePageSchema = pageOf(erpTakeRowSchema).extend({
  counts: z.object({ NO_SUPPLIER: z.number().int(), ON_BOARD: z.number().int(), ALL: z.number().int() }),
});
export type ErpTakePage = z.infer<typeof erpTakePageSchema>;

/** 指定供应商 of 采购单 lines; `remember`: their goods keep that stall for the next orders too. */
export const erpAssignTakeSupplierRequestSchema = z
  .object({
    ids,
    supplierId: idSchema,
    remember: z.boolean({ error: '记住只能是 true 或 false' }).default(true),
  })
  .strict();
export type ErpAssignTakeSupplierRequest = z.input<typeof erpAssignTakeSupplierRequestSchema>;

/** The stalls 合作中 to choose from, in walking order: "新中国大厦 2楼B205 小鹿服饰". */
export const erpStallsSchema = z.array(z.object({ id: z.number().int(), label: z.string() }));
export type ErpStall = z.infer<typeof erpStallsSchema>[number];
