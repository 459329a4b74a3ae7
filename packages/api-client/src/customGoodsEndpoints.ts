import { endpoint } from './endpoints.ts';
import { customGoodsDeleteRequestSchema, customGoodsExportRequestSchema } from './schemas/customGoods.ts';
import { supplierImportedSchema } from './schemas/supplier.ts';
import { idParamsSchema, nullData } from './schemas/common.ts';
import {
  customGoodsInputSchema,
  customGoodsPageRequestSchema,
  customGoodsPageSchema,
  customGoodsSchema,
} from './schemas/customGoods.ts';

/** 自定义商品's page code; like the menu, it needs the tenant's manual delivery (spec §6). */
export const CUSTOM_GOODS_CODE = '/goods/customGoods';
const custom = { kind: 'signedIn', permission: CUSTOM_GOODS_CODE, manualDelivery: true } as const;

/** 自定义商品 (issue 12): a tenant's goods the market does not list, for 代发下单. Not on go2 (购途网). */
export const customGoodsEndpoints = {
  page: endpoint({
    method: 'POST',
    path: '/api/b2/goods/custom/page',
    access: custom,
    body: customGoodsPageRequestSchema,
    data: customGoodsPageSchema,
  }),
  /** Adds, or with `id` edits; one goods per 档口 + 货号 (40900 otherwise). */
  save: endpoint({
    method: 'POST',
    path: '/api/b2/goods/custom/save',
    access: custom,
    body: customGoodsInputSchema,
    data: customGoodsSchema,
  }),
  /** Orders placed with it keep their lines; it is only no longer offered. */
  remove: endpoint({
    method: 'POST',
    path: '/api/b2/goods/custom/delete/:id',
    access: custom,
    params: idParamsSchema,
    /** `confirm`: delete it even though 商品关联 uses it (46003 else); those links become 已失效. */
    body: customGoodsDeleteRequestSchema,
    data: nullData,
  }),
  /** 导出: the list's search as .xlsx, in the columns 导入 reads back. */
  exportFile: endpoint({
    method: 'POST',
    path: '/api/b2/goods/custom/export',
    access: custom,
    body: customGoodsExportRequestSchema,
    data: nullData,
  }),
  /**
   * 导入 (multipart `file`, .xlsx or .csv, ≤ 2,000 rows): each row a goods by 档口 + 货号 — added when
   * new, else updated; a bad row is reported with its number and why, the others land.
   */
  importFile: endpoint({
    method: 'POST',
    path: '/api/b2/goods/custom/import',
    access: custom,
    data: supplierImportedSchema,
  }),
};
