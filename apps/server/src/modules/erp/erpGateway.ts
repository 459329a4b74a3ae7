import type { ErpPurchaseStatus } from '@oms/api-client';

/** One goods of the ERP as the sync reads it. */
export interface ErpGoodsRecord {
  itemId: string;
  articleNo: string;
  title: string;
  picUrl: string;
  /** The supplier as the ERP names it, or null. */
  supplier: string | null;
  skuCount: number;
  /** 采购价 of its first SKU (fen). */
  priceFen: number;
}

export interface ErpPurchaseRecord {
  purchaseNo: string;
  status: ErpPurchaseStatus;
  createdAt: Date;
  modifiedAt: Date;
  /** `detailId`: the ERP's own id of the line; `lineNo`: its place now. */
  lines: {
    detailId: string;
    lineNo: number;
    articleNo: string;
    color: string;
    size: string;
    qty: number;
    priceFen: number;
  }[];
}

/**
 * A purchaser's ERP (快麦 today), read only: its goods and its 采购单 changed in a window. The demo's is
 * the platform stand-in's `/km/erp/router`; a real 快麦 account replaces the URL and the session.
 */
export interface ErpGateway {
  goods(session: string): Promise<ErpGoodsRecord[]>;
  purchaseOrders(session: string, window: { from: Date; to: Date }): Promise<ErpPurchaseRecord[]>;
}

/** The ERP refused or could not be reached: the words are shown on 商品供应商. */
export class ErpError extends Error {}

/** An ERP nobody configured: every call says so. */
export const unreachableErp: ErpGateway = {
  goods: () => Promise.reject(new ErpError('ERP 未连接')),
  purchaseOrders: () => Promise.reject(new ErpError('ERP 未连接')),
};
