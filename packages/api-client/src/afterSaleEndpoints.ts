import { endpoint } from './endpoints.ts';
import { nullData } from './schemas/common.ts';
import { createdJobSchema } from './schemas/listJobs.ts';
import {
  activeAutoSaleTagSchema,
  autoAfterSaleSaveRequestSchema,
  autoAfterSaleSettingsSchema,
  autoLogPageRequestSchema,
  autoLogPageSchema,
  autoLogRetryRequestSchema,
  autoLogRowSchema,
} from './schemas/autoAfterSale.ts';
import {
  shopAfterSaleConvertedSchema,
  shopAfterSaleConvertRequestSchema,
  shopAfterSaleDetailSchema,
  shopAfterSaleIdParamsSchema,
  shopAfterSalePageRequestSchema,
  shopAfterSalePageSchema,
} from './schemas/shopAfterSale.ts';
import { afterSaleAppealRequestSchema } from './schemas/afterSaleAppeal.ts';
import {
  afterSaleCaseRequestSchema,
  afterSaleChangedSchema,
  afterSaleAppealSchema,
  afterSaleBulkRequestSchema,
  afterSaleExportRequestSchema,
  afterSaleNegotiatedSchema,
  afterSaleNegotiationRequestSchema,
  afterSaleReturnWaybillRequestSchema,
  afterSaleApplyRequestSchema,
  afterSaleApplySchema,
  afterSaleDetailSchema,
  afterSaleNoParamsSchema,
  afterSalePageRequestSchema,
  afterSalePageSchema,
  afterSalePreviewRequestSchema,
  afterSalePreviewSchema,
  afterSaleQuickQueryRequestSchema,
  afterSaleQuickQuerySchema,
  returnAddressSchema,
  returnPhoneSavedSchema,
  returnPhoneSaveRequestSchema,
  returnPhonesSchema,
} from './schemas/afterSale.ts';
import {
  problemDiscardRequestSchema,
  problemResolveRequestSchema,
  problemResolvedSchema,
  problemDiscardSchema,
  problemPageRequestSchema,
  problemPageSchema,
} from './schemas/problemParcel.ts';
import {
  postOrderPageRequestSchema,
  postOrderPageSchema,
  postOrderRequestSchema,
  problemGoodListRequestSchema,
  problemGoodListSchema,
  sendBackChangedSchema,
  sendBackCouriersSchema,
  sendBackCreateRequestSchema,
  sendBackFeeRequestSchema,
  sendBackPaySchema,
  sendBackQuoteRequestSchema,
  sendBackQuoteSchema,
  sendBackReceiverRequestSchema,
} from './schemas/sendBack.ts';
import { expressQuoteSchema } from './schemas/daifa.ts';
import {
  headlessClaimRequestSchema,
  headlessClaimSchema,
  headlessPageRequestSchema,
  headlessPageSchema,
  headlessSearchRequestSchema,
  headlessSearchSchema,
  headlessPhotoSearchRequestSchema,
  headlessPhotoSearchSchema,
  headlessLinkRequestSchema,
  headlessLinkSchema,
  headlessLinkCandidatesRequestSchema,
  headlessLinkCandidatesSchema,
} from './schemas/headless.ts';
import { parcelPhotoParamsSchema } from './schemas/parcelPhoto.ts';

/** 售后订单's page code: every after-sale call needs it (a 拿货员 or 财务 without it gets 40300). */
export const AFTER_SALE_LIST_CODE = '/afterSale/afterSaleList';
const afterSale = { kind: 'signedIn', permission: AFTER_SALE_LIST_CODE } as const;

/** 售后 (issue 27): dropship after-sale cases. Another tenant's order or case is 40400. */
export const afterSaleEndpoints = {
  /** 申请售后's first step: the order's lines, what each would give back and which types apply. */
  preview: endpoint({
    method: 'POST',
    path: '/api/b2/aftersale/orders/preview',
    access: afterSale,
    body: afterSalePreviewRequestSchema,
    data: afterSalePreviewSchema,
  }),
  /**
   * 申请售后 (a money call: Idempotency-Key). 未发货仅退款 completes at once, the fen in the balance;
   * 已发货仅退款 opens REFUNDING while the courier is asked to bring the parcel back (refunded when it
   * is); 退货退款 opens GOODS_RETURNING and waits for the buyer's parcel (returnWaybill).
   */
  apply: endpoint({
    method: 'POST',
    path: '/api/b2/aftersale/orders/apply',
    access: afterSale,
    body: afterSaleApplyRequestSchema,
    data: afterSaleApplySchema,
  }),
  /**
   * 填写退货单号: the buyer's return parcel (退货退款), before the warehouse signs for it; a number
   * another open case uses, or a bad one, is 44005.
   */
  returnWaybill: endpoint({
    method: 'POST',
    path: '/api/b2/aftersale/orders/returnWaybill',
    access: afterSale,
    body: afterSaleReturnWaybillRequestSchema,
    data: afterSaleChangedSchema,
  }),
  /**
   * 转退货退款 (Idempotency-Key): a 已发货仅退款 whose interception failed becomes a 退货退款 on the same
   * goods — the buyer gets the parcel and sends it back. Once a case: again answers the same case.
   */
  toReturn: endpoint({
    method: 'POST',
    path: '/api/b2/aftersale/orders/toReturn',
    access: afterSale,
    body: afterSaleCaseRequestSchema,
    data: afterSaleApplySchema,
  }),
  /** 撤销申请: a return not yet signed for closes (nothing was refunded); after signing 40900. */
  cancel: endpoint({
    method: 'POST',
    path: '/api/b2/aftersale/orders/cancel',
    access: afterSale,
    body: afterSaleCaseRequestSchema,
    data: afterSaleChangedSchema,
  }),
  /**
   * 申诉: a case that ended 已拒绝, once, within 72 hours (44010 after); asks back at most what it may
   * still refund (44003). /ops decides (申诉审核).
   */
  appeal: endpoint({
    method: 'POST',
    path: '/api/b2/aftersale/orders/appeal',
    access: afterSale,
    body: afterSaleAppealRequestSchema,
    data: afterSaleAppealSchema,
  }),
  /** 接受 / 拒绝 the stall's 协商退款 offer: accepted, it goes to the balance and the case is 已完成. */
  negotiationAccept: endpoint({
    method: 'POST',
    path: '/api/b2/aftersale/orders/negotiation/accept',
    access: afterSale,
    body: afterSaleNegotiationRequestSchema,
    data: afterSaleNegotiatedSchema,
  }),
  /** 批量撤销 over ticked cases or every match, run as a job (listJobEndpoints) with a report per case. */
  bulk: endpoint({
    method: 'POST',
    path: '/api/b2/aftersale/orders/bulk',
    access: afterSale,
    body: afterSaleBulkRequestSchema,
    data: createdJobSchema,
  }),
  /** A background export into 导出记录 (any size). */
  exportJob: endpoint({
    method: 'POST',
    path: '/api/b2/aftersale/orders/export',
    access: afterSale,
    body: afterSaleExportRequestSchema,
    data: createdJobSchema,
  }),
  /** A small export (at most DIRECT_EXPORT_MAX_ROWS cases) answered as the .xlsx itself. */
  exportFile: endpoint({
    method: 'POST',
    path: '/api/b2/aftersale/orders/export/file',
    access: afterSale,
    body: afterSaleExportRequestSchema,
    data: nullData,
  }),
  /** 售后订单: keyset pages, newest first, with each tab's count for the same search. */
  page: endpoint({
    method: 'POST',
    path: '/api/b2/aftersale/orders/page',
    access: afterSale,
    body: afterSalePageRequestSchema,
    data: afterSalePageSchema,
  }),
  /**
   * 售后快速查询: one scanned number of any kind (售后单号, 代发订单号, 运单号, 平台订单号) → its orders (≤ 5)
   * with their cases. Another account's numbers are simply not found.
   */
  quickQuery: endpoint({
    method: 'POST',
    path: '/api/b2/aftersale/orders/quickQuery',
    access: afterSale,
    body: afterSaleQuickQueryRequestSchema,
    data: afterSaleQuickQuerySchema,
  }),
  /** 售后订单详情: the case, its lines and its timeline. */
  detail: endpoint({
    method: 'GET',
    path: '/api/b2/aftersale/orders/:asNo',
    access: afterSale,
    params: afterSaleNoParamsSchema,
    data: afterSaleDetailSchema,
  }),
};

/** 平台代发设置's entry: its sub-pages (店铺退货电话 among them) ride on it (spec §6). */
export const PLATFORM_SETTINGS_CODE = '/basicSet/automaticAfterSale';

/** Where returns go: the warehouses' return desks and each shop's return phone (店铺退货电话). */
export const returnSettingEndpoints = {
  /** Any signed-in account: 申请售后 and the buyer's return instructions show it. */
  returnAddress: endpoint({
    method: 'GET',
    path: '/api/system/goods/return/address',
    access: { kind: 'signedIn' },
    data: returnAddressSchema,
  }),
  returnPhones: endpoint({
    method: 'GET',
    path: '/api/b2/setting/returnPhone',
    access: { kind: 'signedIn', permission: PLATFORM_SETTINGS_CODE },
    data: returnPhonesSchema,
  }),
  /** One shop's phone; another tenant's shop is 40400. */
  saveReturnPhone: endpoint({
    method: 'POST',
    path: '/api/b2/setting/returnPhone',
    access: { kind: 'signedIn', permission: PLATFORM_SETTINGS_CODE },
    body: returnPhoneSaveRequestSchema,
    data: returnPhoneSavedSchema,
  }),
};

/** 问题件's page code. */
export const PROBLEM_LIST_CODE = '/afterSale/problemList';
const problems = { kind: 'signedIn', permission: PROBLEM_LIST_CODE } as const;

/** 自动售后设置 and its log (平台代发设置's first tab), and the tag 售后订单 shows while it is on. */
export const autoAfterSaleEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/b2/setting/autoAfterSale',
    access: { kind: 'signedIn', permission: PLATFORM_SETTINGS_CODE },
    data: autoAfterSaleSettingsSchema,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/b2/setting/autoAfterSale',
    access: { kind: 'signedIn', permission: PLATFORM_SETTINGS_CODE },
    body: autoAfterSaleSaveRequestSchema,
    data: autoAfterSaleSettingsSchema,
  }),
  /** 自动售后日志: newest first, by result, each tab counted. */
  logPage: endpoint({
    method: 'POST',
    path: '/api/b2/setting/autoAfterSale/log/page',
    access: { kind: 'signedIn', permission: PLATFORM_SETTINGS_CODE },
    body: autoLogPageRequestSchema,
    data: autoLogPageSchema,
  }),
  /** 重试: the rules decide the shop case again now (a new log row); converted meanwhile → 40900. */
  retry: endpoint({
    method: 'POST',
    path: '/api/b2/setting/autoAfterSale/log/retry',
    access: { kind: 'signedIn', permission: PLATFORM_SETTINGS_CODE },
    body: autoLogRetryRequestSchema,
    data: autoLogRowSchema,
  }),
  /** Any signed-in account: 售后订单's 自动售后已开启. */
  activeTag: endpoint({
    method: 'GET',
    path: '/api/b2/aftersale/orders/query/activeAutoSaleTag',
    access: { kind: 'signedIn' },
    data: activeAutoSaleTagSchema,
  }),
};

/** 店铺售后: the shops' refunds as their platforms report them, and 转为代发售后. */
export const shopAfterSaleEndpoints = {
  /** Keyset pages, the platform's newest change first, each tab counted for the same search. */
  page: endpoint({
    method: 'POST',
    path: '/api/b2/shop/afterSale/page',
    access: afterSale,
    body: shopAfterSalePageRequestSchema,
    data: shopAfterSalePageSchema,
  }),
  /** 店铺售后详情: the refund field by field as the platform sent it, its order, its dropship case. */
  detail: endpoint({
    method: 'GET',
    path: '/api/b2/shop/afterSale/:id',
    access: afterSale,
    params: shopAfterSaleIdParamsSchema,
    data: shopAfterSaleDetailSchema,
  }),
  /**
   * 转为代发售后: the dropship case its line takes now (未发货仅退款 at the stall, 退货退款 once signed
   * for), through 申请售后's own rules (44001, 44002…); converted already → the same case.
   */
  convert: endpoint({
    method: 'POST',
    path: '/api/b2/shop/afterSale/convert',
    access: afterSale,
    body: shopAfterSaleConvertRequestSchema,
    data: shopAfterSaleConvertedSchema,
  }),
};

/** 问题件 (spec §7): the list and 丢弃; 寄回 joins with its payment. */
export const problemParcelEndpoints = {
  /** Keyset pages, newest first, each tab counted for the same search, and how many fall due within 24 h. */
  page: endpoint({
    method: 'POST',
    path: '/api/b2/afterSales/post/problem/page',
    access: problems,
    body: problemPageRequestSchema,
    data: problemPageSchema,
  }),
  /** 丢弃 (≤ 200): each 待处理 one is disposed of by the platform; a return's case ends 已拒绝. */
  discard: endpoint({
    method: 'POST',
    path: '/api/b2/afterSales/post/problem/discard',
    access: problems,
    body: problemDiscardRequestSchema,
    data: problemDiscardSchema,
  }),
  /**
   * 重新退档口 (once a case: the refused pieces to the stall again) or 协商退款 (档口拒收 only, once: the
   * stall's offer comes later); a return's 待处理 问题件 only — moved on meanwhile 44008.
   */
  resolve: endpoint({
    method: 'POST',
    path: '/api/b2/afterSales/post/problem/resolve',
    access: problems,
    body: problemResolveRequestSchema,
    data: problemResolvedSchema,
  }),
  /** The chosen 问题件 (寄回's page, `?ids=`): the account's own, in the order asked. */
  goodsList: endpoint({
    method: 'POST',
    path: '/api/b2/afterSales/post/problemGood/list',
    access: problems,
    body: problemGoodListRequestSchema,
    data: problemGoodListSchema,
  }),
};

/**
 * 寄回单 (spec §7, /api/b2/post/orders): 问题件 sent back to the seller for a freight paid up front. A
 * parcel is in one 寄回单 at a time; another account's parcel or 寄回单 is 40400.
 */
export const sendBackEndpoints = {
  /** 寄回记录: the account's 寄回单, newest first, each tab counted for the same search. */
  page: endpoint({
    method: 'POST',
    path: '/api/b2/post/orders/page',
    access: problems,
    body: postOrderPageRequestSchema,
    data: postOrderPageSchema,
  }),
  /** The couriers 寄回 can use. */
  express: endpoint({
    method: 'GET',
    path: '/api/b2/post/orders/express',
    access: problems,
    data: sendBackCouriersSchema,
  }),
  /** Each courier's rule into the district (first kg, each further kg). */
  expressFee: endpoint({
    method: 'POST',
    path: '/api/b2/post/orders/express/fee/v2',
    access: problems,
    body: sendBackFeeRequestSchema,
    data: expressQuoteSchema,
  }),
  /** The freight of these parcels to that district, per courier, cheapest first. */
  quote: endpoint({
    method: 'POST',
    path: '/api/b2/post/orders/calculate/express/cost',
    access: problems,
    body: sendBackQuoteRequestSchema,
    data: sendBackQuoteSchema,
  }),
  /**
   * 寄回 (Idempotency-Key): the 待处理 parcels into one 寄回单 at the freight quoted now, 待付款 until its
   * payment order (POST_ORDER) is paid; one that moved meanwhile → 40900 and nothing is made.
   */
  create: endpoint({
    method: 'POST',
    path: '/api/b2/post/orders/create',
    access: problems,
    body: sendBackCreateRequestSchema,
    data: sendBackPaySchema,
  }),
  /** 去支付 on a 待付款 寄回单: its open payment order, or a new one. */
  pay: endpoint({
    method: 'POST',
    path: '/api/b2/post/orders/pay',
    access: problems,
    body: postOrderRequestSchema,
    data: sendBackPaySchema,
  }),
  /**
   * 取消寄回 before the warehouse ships it: the parcels go back to 待处理 and a paid freight to the
   * balance; once shipped 40900.
   */
  cancel: endpoint({
    method: 'POST',
    path: '/api/b2/post/orders/cancel/sendBack',
    access: problems,
    body: postOrderRequestSchema,
    data: sendBackChangedSchema,
  }),
  /**
   * 修改收件信息 before shipping: unpaid, re-quoted (a new payment order when the freight changes);
   * paid, only where the freight stays the same (else 44009: cancel and send again).
   */
  receiver: endpoint({
    method: 'POST',
    path: '/api/b2/post/orders/update/receivingInfo',
    access: problems,
    body: sendBackReceiverRequestSchema,
    data: sendBackChangedSchema,
  }),
};

/** 无头件认领's page code. */
export const HEADLESS_LIST_CODE = '/afterSale/headlessList';
const headless = { kind: 'signedIn', permission: HEADLESS_LIST_CODE } as const;

/** 无头件 (spec §2 /afterSale/headlessList): the pool, search, claim; the pool hides people and waybills. */
export const headlessEndpoints = {
  /** headlessType 1 认领大厅 (masked, the longest waiting first), 2 我的认领 (newest matched first). */
  page: endpoint({
    method: 'POST',
    path: '/api/b2/afterSales/headless/page',
    access: headless,
    body: headlessPageRequestSchema,
    data: headlessPageSchema,
  }),
  /** The pool by a waybill's last ≥ 6 characters or a phone's last 4 (≤ 7 days); 60 a minute (42900). */
  search: endpoint({
    method: 'POST',
    path: '/api/b2/afterSales/headless/search',
    access: headless,
    body: headlessSearchRequestSchema,
    data: headlessSearchSchema,
  }),
  /**
   * 认领 with the full waybill number: it becomes the account's 问题件. Claimed already → 44006; a wrong
   * number → 44007 with the tries left today (5).
   */
  claim: endpoint({
    method: 'POST',
    path: '/api/b2/afterSales/headless/claim',
    access: headless,
    body: headlessClaimRequestSchema,
    data: headlessClaimSchema,
  }),
  /** 以图搜件: the pool's parcels whose goods look like the photo; counted with search (60 a minute, 42900). */
  photoSearch: endpoint({
    method: 'POST',
    path: '/api/b2/afterSales/headless/photoSearch',
    access: headless,
    body: headlessPhotoSearchRequestSchema,
    data: headlessPhotoSearchSchema,
  }),
  /** The return cases a 无头件 of mine may be linked to (关联售后). */
  linkCandidates: endpoint({
    method: 'POST',
    path: '/api/b2/afterSales/headless/link/candidates',
    access: headless,
    body: headlessLinkCandidatesRequestSchema,
    data: headlessLinkCandidatesSchema,
  }),
  /**
   * 关联售后: my 无头件 is the parcel a return case of mine awaits; the desk signs for it under its
   * waybill at once and the case goes on (QC, the stall). Another's case or parcel 40400; a case not
   * awaiting its parcel, or a 问题件 already handled, 40900; the waybill another case's 44005.
   */
  link: endpoint({
    method: 'POST',
    path: '/api/b2/afterSales/headless/link',
    access: headless,
    body: headlessLinkRequestSchema,
    data: headlessLinkSchema,
  }),
  /**
   * A desk photo (image/jpeg) for whoever may see its parcel: the case's or matched 无头件's tenant; the
   * goods of a parcel in the pool to anyone who may claim. Anything else 40400, as a photo not there.
   */
  photo: endpoint({
    method: 'GET',
    path: '/api/b2/afterSales/photo/:id',
    access: { kind: 'signedIn' },
    params: parcelPhotoParamsSchema,
    data: nullData,
  }),
};
