import { endpoint } from './endpoints.ts';
import { nullData } from './schemas/common.ts';
import { goodsAssociateRequestSchema, goodsLinkSchema } from './schemas/daifaFromShop.ts';
import {
  goodsArticleAssociatedSchema,
  goodsArticleAssociateRequestSchema,
  goodsAssociationBulkRequestSchema,
  goodsAssociationExportRequestSchema,
  goodsAssociationHistorySchema,
  goodsAssociationImportedSchema,
  goodsAssociationPageRequestSchema,
  goodsAssociationPageSchema,
  goodsDissociateRequestSchema,
  goodsSkuRequestSchema,
} from './schemas/goodsAssociation.ts';
import { createdJobSchema } from './schemas/listJobs.ts';

export const GOODS_ASSOCIATION_CODE = '/goods/association';
const access = { kind: 'signedIn', permission: GOODS_ASSOCIATION_CODE } as const;

/** 商品关联 (/goods/association): shop SKUs bound to the stall goods they are bought as. */
export const goodsAssociationEndpoints = {
  /** The SKUs of 90 days under 未关联/已关联/已失效/价格变动/全部, keyset pages, with 建议. */
  page: endpoint({
    method: 'POST',
    path: '/api/b2/goods/association/page',
    access,
    body: goodsAssociationPageRequestSchema,
    data: goodsAssociationPageSchema,
  }),
  /** 关联 one SKU (46001 when it has a link and `replace` is not set; 46002 goods gone). */
  save: endpoint({
    method: 'POST',
    path: '/api/b2/goods/association/save',
    access,
    body: goodsAssociateRequestSchema,
    data: goodsLinkSchema,
  }),
  /** 按货号关联: every SKU of a 货号 to one goods, colour and size matched by name. */
  saveArticle: endpoint({
    method: 'POST',
    path: '/api/b2/goods/association/saveArticle',
    access,
    body: goodsArticleAssociateRequestSchema,
    data: goodsArticleAssociatedSchema,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/b2/goods/association/remove',
    access,
    body: goodsDissociateRequestSchema,
    data: nullData,
  }),
  /** 关联记录 of one SKU, newest first. */
  history: endpoint({
    method: 'POST',
    path: '/api/b2/goods/association/history',
    access,
    body: goodsSkuRequestSchema,
    data: goodsAssociationHistorySchema,
  }),
  /** 批量采纳 over ticked SKUs or every match, as a list job with a report per SKU. */
  bulk: endpoint({
    method: 'POST',
    path: '/api/b2/goods/association/bulk',
    access,
    body: goodsAssociationBulkRequestSchema,
    data: createdJobSchema,
  }),
  exportJob: endpoint({
    method: 'POST',
    path: '/api/b2/goods/association/export',
    access,
    body: goodsAssociationExportRequestSchema,
    data: createdJobSchema,
  }),
  exportFile: endpoint({
    method: 'POST',
    path: '/api/b2/goods/association/export/file',
    access,
    body: goodsAssociationExportRequestSchema,
    data: nullData,
  }),
  /**
   * 导入关联: the export's columns (.xlsx or .csv as multipart `file`, ≤ 5 MB and 5,000 rows); each row
   * with a 档口商品编号 is linked, replacing what it had; the answer lists the rows left out and why.
   */
  importFile: endpoint({
    method: 'POST',
    path: '/api/b2/goods/association/import',
    access,
    data: goodsAssociationImportedSchema,
  }),
};
