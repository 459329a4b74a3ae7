import { endpoint } from './endpoints.ts';
import { PICKUP_ASSIGN_CODE } from './permissions.ts';
import { emptySchema } from './schemas/common.ts';
import {
  erpAssignedSchema,
  erpAssignTakeSupplierRequestSchema,
  erpGoodsAssignRequestSchema,
  erpGoodsPageRequestSchema,
  erpGoodsPageSchema,
  erpStallsSchema,
  erpSyncedSchema,
  erpTakePageRequestSchema,
  erpTakePageSchema,
} from './schemas/erp.ts';

/** 商品供应商 (shown only to a tenant with an ERP: `existErp`). */
export const ERP_GOODS_CODE = '/goods/supplier';
const goods = { kind: 'purchaser', permission: ERP_GOODS_CODE, erp: true } as const;
const manage = {
  kind: 'purchaser',
  permission: PICKUP_ASSIGN_CODE,
  manualDelivery: true,
  erp: true,
} as const;

/**
 * The tenant's ERP (快麦): its goods with the stall each is fetched from (商品供应商), and its 采购单 lines
 * on the pick-up board (ERP采购单). A tenant without an ERP gets 47010 from every one.
 */
export const erpEndpoints = {
  goodsPage: endpoint({
    method: 'POST',
    path: '/api/b2/erp/goods/page',
    access: goods,
    body: erpGoodsPageRequestSchema,
    data: erpGoodsPageSchema,
  }),
  /** The stalls 批量指定 offers (供应商管理's, 合作中). */
  stalls: endpoint({ method: 'GET', path: '/api/b2/erp/stalls', access: goods, data: erpStallsSchema }),
  /** 批量指定: the goods' stall (and 拿货价); their waiting 采购单 lines reach the board. */
  assignSupplier: endpoint({
    method: 'POST',
    path: '/api/b2/erp/goods/assignSupplier',
    access: goods,
    body: erpGoodsAssignRequestSchema,
    data: erpAssignedSchema,
  }),
  /** 同步ERP商品: read the ERP now (it is read every 5 minutes anyway). */
  sync: endpoint({
    method: 'POST',
    path: '/api/b2/erp/goods/sync',
    access: goods,
    body: emptySchema,
    data: erpSyncedSchema,
  }),
  /** ERP采购单 on the board: the 采购单 lines, those waiting for a stall first. */
  erpTakePage: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/assigned/erpTakePage',
    access: manage,
    body: erpTakePageRequestSchema,
    data: erpTakePageSchema,
  }),
  /** 指定供应商 of 采购单 lines: they reach the board at once. */
  assignTakeSupplier: endpoint({
    method: 'POST',
    path: '/api/b2/purchaser/assigned/assignTakeSupplier',
    access: manage,
    body: erpAssignTakeSupplierRequestSchema,
    data: erpAssignedSchema,
  }),
};
