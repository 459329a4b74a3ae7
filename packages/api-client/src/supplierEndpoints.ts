import { endpoint } from './endpoints.ts';
import {
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
  /** 停用 / 启用. */
  state: endpoint({
    method: 'POST',
    path: '/api/b2/supplier/state',
    access,
    body: supplierStateRequestSchema,
    data: supplierStateSchema,
  }),
};
