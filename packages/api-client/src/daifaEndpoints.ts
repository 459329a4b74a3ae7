import { endpoint } from './endpoints.ts';
import { idParamsSchema, nullData } from './schemas/common.ts';
import { revealedReceiverSchema } from './schemas/receiverReveal.ts';
import {
  daifaCancelRequestSchema,
  daifaCancelSchema,
  daifaOrderNoRequestSchema,
  daifaOrderDetailSchema,
  daifaOrderNoParamsSchema,
  daifaOrderPageRequestSchema,
  daifaOrderPageSchema,
  daifaTabCountsRequestSchema,
  daifaTabCountsSchema,
  daifaTimelineSchema,
  daifaTrackingSchema,
  expressAllSchema,
  expressQuoteQuerySchema,
  expressQuoteSchema,
} from './schemas/daifa.ts';
import {
  abnormalCountsSchema,
  abnormalPageRequestSchema,
  abnormalPageSchema,
  abnormalResolveRequestSchema,
  abnormalResolveSchema,
} from './schemas/daifaAbnormal.ts';
import {
  areaTreeSchema,
  daifaAddressUpdatedSchema,
  daifaUpdateAddressRequestSchema,
  daifaGoodsIdParamsSchema,
  daifaGoodsSchema,
  daifaGoodsSearchQuerySchema,
  daifaGoodsSearchSchema,
  daifaPlacedSchema,
  daifaPlaceRequestSchema,
  daifaQuoteRequestSchema,
  daifaQuoteSchema,
  daifaSameStyleSchema,
  sendAddressSchema,
} from './schemas/daifaPlace.ts';
import {
  daifaBulkRequestSchema,
  daifaExportRequestSchema,
  daifaPayRequestSchema,
  daifaPaySchema,
} from './schemas/daifaBulk.ts';
import {
  importMappingRequestSchema,
  importPageSchema,
  importPlaceRequestSchema,
  importRowsRequestSchema,
  importRowsSchema,
  importRowUpdatedSchema,
  importRowUpdateRequestSchema,
  importSummarySchema,
} from './schemas/daifaImport.ts';
import { createdJobSchema } from './schemas/listJobs.ts';
import {
  fromShopPlacedSchema,
  fromShopPlaceRequestSchema,
  fromShopPreviewRequestSchema,
  fromShopPreviewSchema,
  goodsAssociateRequestSchema,
  goodsLinkSchema,
} from './schemas/daifaFromShop.ts';
import {
  collectPageRequestSchema,
  collectPageSchema,
  collectSavedSchema,
  collectSaveRequestSchema,
  collectSubmitRequestSchema,
  collectSubmittedSchema,
} from './schemas/daifaCollect.ts';

const ORDERS = '/order/daifaOrderList';

/** 代发订单 (issue 12). Couriers and their quotes: any signed-in account (placing, 快递列表). */
export const daifaEndpoints = {
  page: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/page',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaOrderPageRequestSchema,
    data: daifaOrderPageSchema,
  }),
  /** The tab counts and 即将超时 alone, for the same filters as a page (a refresh of the badges). */
  tabCounts: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/tabCounts',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaTabCountsRequestSchema,
    data: daifaTabCountsSchema,
  }),
  timeline: endpoint({
    method: 'GET',
    path: '/api/b2/daifa/order/:orderNo/timeline',
    access: { kind: 'signedIn', permission: ORDERS },
    params: daifaOrderNoParamsSchema,
    data: daifaTimelineSchema,
  }),
  /** The courier's traces of the order's parcel (the waybill in the list opens them). */
  tracking: endpoint({
    method: 'GET',
    path: '/api/b2/daifa/order/:orderNo/tracking',
    access: { kind: 'signedIn', permission: ORDERS },
    params: daifaOrderNoParamsSchema,
    data: daifaTrackingSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/b2/daifa/order/:orderNo',
    access: { kind: 'signedIn', permission: ORDERS },
    params: daifaOrderNoParamsSchema,
    data: daifaOrderDetailSchema,
  }),
  /**
   * 查看完整信息 of the order's receiver (main accounts): a sealed one through the platform's 解密, a
   * typed one as stored. Audited; 42900 past the day's allowance.
   */
  revealReceiver: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/:orderNo/receiver',
    access: { kind: 'signedIn', permission: ORDERS, mainAccountOnly: true },
    params: daifaOrderNoParamsSchema,
    data: revealedReceiverSchema,
  }),
  /** 取消订单: money goes back by stage (a money call: Idempotency-Key). */
  cancel: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/cancel',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaCancelRequestSchema,
    data: daifaCancelSchema,
  }),
  /** 修改地址: before the waybill is printed; the warehouse is told; freight for another province re-quoted. */
  updateAddress: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/updateAddress',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaUpdateAddressRequestSchema,
    data: daifaAddressUpdatedSchema,
  }),
  /** 挂起: the order waits (it is not picked or shipped) until 恢复. */
  hold: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/hold',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaOrderNoRequestSchema,
    data: nullData,
  }),
  release: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/release',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaOrderNoRequestSchema,
    data: nullData,
  }),
  /** 代发下单 (/order/placeOrder needs the 代发订单 entry): goods priced by the market now, one payment order. */
  /** 核价: what placing the form would charge now; nothing is placed. */
  quote: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/quote',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaQuoteRequestSchema,
    data: daifaQuoteSchema,
  }),
  place: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/place',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaPlaceRequestSchema,
    data: daifaPlacedSchema,
  }),
  /** The market's goods for the brand (clothing stalls; 购途网 shoe stalls), by 货号, 档口 or words. */
  goodsSearch: endpoint({
    method: 'GET',
    path: '/api/b2/daifa/goods/search',
    access: { kind: 'signedIn', permission: ORDERS },
    query: daifaGoodsSearchQuerySchema,
    data: daifaGoodsSearchSchema,
  }),
  /** One goods (a goods page's link carries its id): 43001 when delisted or not the brand's. */
  goods: endpoint({
    method: 'GET',
    path: '/api/b2/daifa/goods/:goodsId',
    access: { kind: 'signedIn', permission: ORDERS },
    params: daifaGoodsIdParamsSchema,
    data: daifaGoodsSchema,
  }),
  /** 找同款: the style at other stalls, likeliest to have it first. */
  sameStyle: endpoint({
    method: 'GET',
    path: '/api/b2/daifa/goods/:goodsId/sameStyle',
    access: { kind: 'signedIn', permission: ORDERS },
    params: daifaGoodsIdParamsSchema,
    data: daifaSameStyleSchema,
  }),
  /** 去支付 / 批量支付: the selection's unpaid orders in one payment order (an open one is reused). */
  pay: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/pay',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaPayRequestSchema,
    data: daifaPaySchema,
  }),
  /** 批量取消, 挂起, 恢复 over ticked orders or every match, run as a job (listJobEndpoints). */
  bulk: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/bulk',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaBulkRequestSchema,
    data: createdJobSchema,
  }),
  /** A background export into 导出记录 (any size). */
  exportJob: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/export',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaExportRequestSchema,
    data: createdJobSchema,
  }),
  /** A small export (at most DIRECT_EXPORT_MAX_ROWS orders) answered as the .xlsx itself. */
  exportFile: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/export/file',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaExportRequestSchema,
    data: nullData,
  }),
  /** 重试回传 after 回传失败 (the waybill to the shop). */
  writeBackRetry: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/writeBack/retry',
    access: { kind: 'signedIn', permission: ORDERS },
    body: daifaOrderNoRequestSchema,
    data: nullData,
  }),
  /** 下单代发 from 同步订单, step one: what each ticked order would become (商品关联 found or missing). */
  fromShopPreview: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/fromShopOrders/preview',
    access: { kind: 'signedIn', permission: ORDERS },
    body: fromShopPreviewRequestSchema,
    data: fromShopPreviewSchema,
  }),
  /** 下单代发: a dropship order per ready shop order, all in one payment order; the rest say why not. */
  fromShopOrders: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/order/fromShopOrders',
    access: { kind: 'signedIn', permission: ORDERS },
    body: fromShopPlaceRequestSchema,
    data: fromShopPlacedSchema,
  }),
  /** 关联商品: a shop SKU bought as the market's goods (the colour and size it has). */
  goodsAssociate: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/goods/associate',
    access: { kind: 'signedIn', permission: ORDERS },
    body: goodsAssociateRequestSchema,
    data: goodsLinkSchema,
  }),
  /** 手动报单 保存草稿: each row a 草稿 in 报单记录 (new, or the one being edited). */
  collectSave: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/collect/save',
    access: { kind: 'signedIn', permission: ORDERS },
    body: collectSaveRequestSchema,
    data: collectSavedSchema,
  }),
  /** 手动报单 提交: each row a DF order (all in one payment order), 待核价 or 失败 with why. */
  collectSubmit: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/collect/submit',
    access: { kind: 'signedIn', permission: ORDERS },
    body: collectSubmitRequestSchema,
    data: collectSubmittedSchema,
  }),
  /** 报单记录: newest first, a count per state. */
  collectPage: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/collect/page',
    access: { kind: 'signedIn', permission: ORDERS },
    body: collectPageRequestSchema,
    data: collectPageSchema,
  }),
  /** A record not placed (草稿, 待核价, 失败) can go. */
  collectDelete: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/collect/delete/:id',
    access: { kind: 'signedIn', permission: ORDERS },
    params: idParamsSchema,
    data: nullData,
  }),
  /**
   * 订单导入: a .xlsx or .csv (UTF-8 or GBK) as multipart `file`, ≤ 5 MB and 5,000 rows (43006); its
   * columns mapped from the headers (this seller's earlier choices first) and every row checked.
   */
  importUpload: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/import/upload',
    access: { kind: 'signedIn', permission: ORDERS },
    data: importSummarySchema,
  }),
  /** This seller's recent imports, newest first. */
  importPage: endpoint({
    method: 'GET',
    path: '/api/b2/daifa/import/page',
    access: { kind: 'signedIn', permission: ORDERS },
    data: importPageSchema,
  }),
  /** The column template (.xlsx) with a sample row. */
  importTemplate: endpoint({
    method: 'GET',
    path: '/api/b2/daifa/import/template',
    access: { kind: 'signedIn', permission: ORDERS },
    data: nullData,
  }),
  importGet: endpoint({
    method: 'GET',
    path: '/api/b2/daifa/import/:id',
    access: { kind: 'signedIn', permission: ORDERS },
    params: idParamsSchema,
    data: importSummarySchema,
  }),
  /** Columns chosen by hand (remembered for the next file with these headers); every row checked again. */
  importMapping: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/import/:id/mapping',
    access: { kind: 'signedIn', permission: ORDERS },
    params: idParamsSchema,
    body: importMappingRequestSchema,
    data: importSummarySchema,
  }),
  /** The row report: rows as mapped, with each one's errors by column. */
  importRows: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/import/:id/rows',
    access: { kind: 'signedIn', permission: ORDERS },
    params: idParamsSchema,
    body: importRowsRequestSchema,
    data: importRowsSchema,
  }),
  /** A row fixed in place: its order's rows are checked again. */
  importRowUpdate: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/import/:id/row/update',
    access: { kind: 'signedIn', permission: ORDERS },
    params: idParamsSchema,
    body: importRowUpdateRequestSchema,
    data: importRowUpdatedSchema,
  }),
  /** The rows with errors as .xlsx, a 错误原因 column added, to fix in Excel and import again. */
  importErrors: endpoint({
    method: 'GET',
    path: '/api/b2/daifa/import/:id/errors',
    access: { kind: 'signedIn', permission: ORDERS },
    params: idParamsSchema,
    data: nullData,
  }),
  /** 下单: the orders without errors are placed by a background job; the import shows its progress. */
  importPlace: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/import/:id/place',
    access: { kind: 'signedIn', permission: ORDERS },
    params: idParamsSchema,
    body: importPlaceRequestSchema,
    data: importSummarySchema,
  }),
  /** Provinces, cities and districts (ETag: the browser revalidates instead of downloading again). */
  area: endpoint({
    method: 'GET',
    path: '/api/b2/area/getThirdLevelAll',
    access: { kind: 'signedIn' },
    data: areaTreeSchema,
  }),
  sendAddress: endpoint({
    method: 'GET',
    path: '/api/system/goods/send/address',
    access: { kind: 'signedIn' },
    data: sendAddressSchema,
  }),
  /** 异常订单: the lines stalls answered with an exception, a tab per kind (on the 代发订单 entry). */
  abnormalPage: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/abnormal/page',
    access: { kind: 'signedIn', permission: ORDERS },
    body: abnormalPageRequestSchema,
    data: abnormalPageSchema,
  }),
  abnormalCounts: endpoint({
    method: 'GET',
    path: '/api/b2/daifa/abnormal/counts',
    access: { kind: 'signedIn', permission: ORDERS },
    data: abnormalCountsSchema,
  }),
  /** 处理异常, one line or a batch of one tab: each line on its own, money by the line's own key. */
  abnormalResolve: endpoint({
    method: 'POST',
    path: '/api/b2/daifa/abnormal/resolve',
    access: { kind: 'signedIn', permission: ORDERS },
    body: abnormalResolveRequestSchema,
    data: abnormalResolveSchema,
  }),
  express: endpoint({
    method: 'GET',
    path: '/api/b2/orders/express',
    access: { kind: 'signedIn' },
    query: expressQuoteQuerySchema,
    data: expressQuoteSchema,
  }),
  expressAll: endpoint({
    method: 'GET',
    path: '/api/b2/orders/expressAll',
    access: { kind: 'signedIn' },
    data: expressAllSchema,
  }),
};
