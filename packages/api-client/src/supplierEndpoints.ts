import { endpoint } from './endpoints.ts';
import { nullData } from './schemas/common.ts';
import {
  supplierImportedSchema,
  supplierMergedSchema,
  supplierMergeRequestSchema,
  supplierPageRequestSchema,
  supplierPageSchema,
  supplierSavedSchema,
  supplierSaveRequestSchema,
  supplierStateRequestSchema,
  supplierStateSchema,
  supplierTreeSchema,
} from './schemas/supplier.ts';

export const SUPPLIER_CODE = '/basicSet/supplierManagement';
const access = { kind: 'purchaser', permission: SUPPLIER_CODE, manualDelivery: true } as const;

/** 供应商管理 (issue 28): the markets, floors and stalls the tenant's team buys from. */
export const supplierEndpoints = {
  tree: endpoint({ method: 'GET', path: '/api/b2/supplier/tree', access, data: supplierTreeSchema }),
  page: endpoint({
    method: 'POST',
    path: '/api/b2/supplier/page',
    access,
    body: supplierPageRequestSchema,
    data: supplierPageSchema,
  }),
  /** 新增 or 编辑 (with id): the same market, floor and 档口号 twice is 47020. */
  save: endpoint({
    method: 'POST',
    path: '/api/b2/supplier/save',
    access,
    body: supplierSaveRequestSchema,
    data: supplierSavedSchema,
  }),
  /** 合并: the stalls' lines and returns move to the one kept; they stop, new lines naming them go to it. */
  merge: endpoint({
    method: 'POST',
    path: '/api/b2/supplier/merge',
    access,
    body: supplierMergeRequestSchema,
    data: supplierMergedSchema,
  }),
  /** The list's filter as .xlsx (the same columns 导入 reads). */
  exportFile: endpoint({
    method: 'POST',
    path: '/api/b2/supplier/export',
    access,
    body: supplierPageRequestSchema,
    data: nullData,
  }),
  /** 导入: a .xlsx of the export's columns as multipart `file`; a market + 档口号 already there is updated. */
  importFile: endpoint({
    method: 'POST',
    path: '/api/b2/supplier/import',
    access,
    data: supplierImportedSchema,
  }),
  /** The import template. */
  template: endpoint({
    method: 'GET',
    path: '/api/b2/supplier/template',
    access,
    data: nullData,
  }),
  /** 停用 / 启用. */
  state: endpoint({
    method: 'POST',
    path: '/api/b2/supplier/state',
    access,
    body: supplierStateRequestSchema,
    data: supplierStateSchema,
  }),
};
