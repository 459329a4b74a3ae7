import { stateCodeTuple } from '../states/defineStateMap.ts';
import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, requiredText, safeText } from './common.ts';
import { supplierSettleMode, supplierState } from '../states/pickup.ts';
import { daifaReceiverInputSchema } from './daifaPlace.ts';

/** The tenant's markets and their floors, in walking order, with how many stalls each holds. */
export const supplierTreeSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    stalls: z.number().int(),
    floors: z.array(z.object({ id: z.number().int(), name: z.string(), stalls: z.number().int() })),
  }),
);
export type SupplierTree = z.infer<typeof supplierTreeSchema>;

export const supplierPageRequestSchema = pageQuerySchema
  .extend({
    marketId: idSchema.optional(),
    floorId: idSchema.optional(),
    state: z.enum(stateCodeTuple(supplierState), { error: '未知的合作状态' }).optional(),
    /** 档口号, 名称 or 电话. */
    keyword: safeText('关键词').trim().max(50, '关键词最多50个字符').optional(),
  })
  .strict();
export type SupplierPageRequest = z.input<typeof supplierPageRequestSchema>;

export const supplierRowSchema = z.object({
  id: z.number().int(),
  marketId: z.number().int(),
  market: z.string(),
  floorId: z.number().int().nullable(),
  floor: z.string(),
  stallNo: z.string(),
  name: z.string(),
  phone: z.string(),
  settleMode: z.enum(stateCodeTuple(supplierSettleMode)),
  /** null: 不退. */
  returnDays: z.number().int().nullable(),
  state: z.enum(stateCodeTuple(supplierState)),
  marketStallId: z.string().nullable(),
  /** 异地档口: returns go back by courier (寄回异地档口) to `returnAddress`. */
  returnRemote: z.boolean(),
  returnAddress: z
    .object({
      name: z.string(),
      phone: z.string(),
      areaCode: z.string(),
      /** 省市区 as words. */
      region: z.string(),
      address: z.string(),
    })
    .nullable(),
  /** Pieces asked of it in the last 30 days, and the share it could not fill (缺货率, 0–100). */
  pieces30d: z.number().int(),
  lackRate30d: z.number(),
});
export type SupplierRow = z.infer<typeof supplierRowSchema>;
export const supplierPageSchema = pageOf(supplierRowSchema);

const PHONE = /^(1\d{10}|0\d{2,3}-?\d{7,8}|\d{7,8})$/;

/** 新增 / 编辑 a stall: a market and floor by id or by a new name. */
export const supplierSaveRequestSchema = z
  .object({
    id: idSchema.optional(),
    market: requiredText('市场', 20),
    floor: requiredText('楼层', 10),
    stallNo: requiredText('档口号', 20).regex(/^[0-9A-Za-z-]+$/, '档口号只能包含字母、数字和“-”'),
    name: requiredText('档口名称', 30),
    phone: z
      .string({ error: '电话格式不正确' })
      .trim()
      .regex(PHONE, '电话格式不正确（手机号或座机）')
      .or(z.literal('')),
    settleMode: z.enum(stateCodeTuple(supplierSettleMode), { error: '请选择结算方式' }),
    returnDays: z
      .number({ error: '可退天数必须是0–90的整数' })
      .int('可退天数必须是0–90的整数')
      .min(0, '可退天数必须是0–90的整数')
      .max(90, '可退天数必须是0–90的整数'),
    /** 不退: the stall takes nothing back (可退天数 then ignored). */
    noReturn: z.boolean({ error: '不退只能是 true 或 false' }),
    marketStallId: safeText('市场档口编号').trim().max(40, '市场档口编号最多40个字符').optional(),
    /** 异地档口: its returns go by courier to `returnAddress`, which it then needs. */
    returnRemote: z.boolean({ error: '异地档口只能是 true 或 false' }).optional(),
    returnAddress: daifaReceiverInputSchema.optional(),
  })
  .strict()
  .refine((b) => !b.returnRemote || b.returnAddress, {
    message: '异地档口请填写退货地址',
    path: ['returnAddress'],
  });
export type SupplierSaveRequest = z.input<typeof supplierSaveRequestSchema>;

export const supplierSavedSchema = z.object({
  id: z.number().int(),
  /** Open pick-up lines of 未归类 that now name this stall. */
  matched: z.number().int(),
});

export const supplierStateRequestSchema = z
  .object({
    ids: z.array(idSchema).min(1, '请选择档口').max(500, '一次最多500个'),
    state: z.enum(stateCodeTuple(supplierState)),
  })
  .strict();
export const supplierStateSchema = z.object({ changed: z.number().int() });

/** 合并: stalls that are one and the same (entered twice, moved) folded into the one kept. */
export const supplierMergeRequestSchema = z
  .object({
    fromIds: z
      .array(idSchema, { error: '请选择要合并的档口' })
      .min(1, '请选择要合并的档口')
      .max(20, '单次最多合并20个档口'),
    intoId: idSchema,
  })
  .strict()
  .refine((b) => !b.fromIds.includes(b.intoId), { message: '不能合并到自身', path: ['intoId'] });
export type SupplierMergeRequest = z.infer<typeof supplierMergeRequestSchema>;

export const supplierMergedSchema = z.object({
  merged: z.number().int(),
  /** Lines (of every day) and return items now under the stall kept. */
  lines: z.number().int(),
  returns: z.number().int(),
});

/** Rows one 导入 takes at most. */
export const SUPPLIER_IMPORT_MAX_ROWS = 2000;
/** The 导入/导出 sheet's columns, in order. */
export const SUPPLIER_SHEET_HEADERS = [
  '市场',
  '楼层',
  '档口号',
  '档口名称',
  '电话',
  '结算方式',
  '可退天数',
  '市场档口编号',
  '合作状态',
  '近30天件数',
  '缺货率',
] as const;

export const supplierImportedSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  /** Rows refused, with their row number in the file and why. */
  failed: z.array(z.object({ rowNo: z.number().int(), message: z.string() })),
});
export type SupplierImported = z.infer<typeof supplierImportedSchema>;
