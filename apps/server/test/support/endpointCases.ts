import {
  accountEndpoints,
  shellEndpoints,
  shopEndpoints,
  shopOrderEndpoints,
  listJobEndpoints,
  listPrefEndpoints,
  labelTemplateEndpoints,
  printLogEndpoints,
  certificateEndpoints,
  fundsEndpoints,
  opsEndpoints,
  daifaEndpoints,
  offlineEndpoints,
  customGoodsEndpoints,
  afterSaleEndpoints,
  returnSettingEndpoints,
  platformSettingEndpoints,
  helpEndpoints,
  interceptEndpoints,
  problemParcelEndpoints,
  sendBackEndpoints,
  headlessEndpoints,
  shopAfterSaleEndpoints,
  autoAfterSaleEndpoints,
  pickupEndpoints,
  supplierEndpoints,
  returnEndpoints,
  settlementEndpoints,
  statisticsEndpoints,
  printDeliveryEndpoints,
  packScanEndpoints,
  erpEndpoints,
  messageEndpoints,
  homeEndpoints,
  goodsAssociationEndpoints,
  uploadEndpoints,
  expressTraceEndpoints,
  type Endpoint,
} from '@oms/api-client';
import { PICKUP_SPEC_SAMPLE } from '@oms/label-engine';
import { MINIMAL_TEMPLATE, TINY_JPEG, type ActorName, type freshTargets } from './actors.ts';

/** Every endpoint of the contract by name, so a new one without a case fails the coverage test. */
export const allEndpoints: Record<string, Endpoint> = {
  ...accountEndpoints,
  ...shellEndpoints,
  ...Object.fromEntries(Object.entries(shopEndpoints).map(([name, e]) => [`shop.${name}`, e])),
  ...Object.fromEntries(Object.entries(shopOrderEndpoints).map(([name, e]) => [`shopOrder.${name}`, e])),
  ...Object.fromEntries(Object.entries(listJobEndpoints).map(([name, e]) => [`listJob.${name}`, e])),
  ...Object.fromEntries(Object.entries(listPrefEndpoints).map(([name, e]) => [`listPref.${name}`, e])),
  ...Object.fromEntries(
    Object.entries(labelTemplateEndpoints).map(([name, e]) => [`labelTemplate.${name}`, e]),
  ),
  ...Object.fromEntries(Object.entries(printLogEndpoints).map(([name, e]) => [`printLog.${name}`, e])),
  ...Object.fromEntries(Object.entries(certificateEndpoints).map(([name, e]) => [`certificate.${name}`, e])),
  ...Object.fromEntries(Object.entries(fundsEndpoints).map(([name, e]) => [`funds.${name}`, e])),
  ...Object.fromEntries(Object.entries(opsEndpoints).map(([name, e]) => [`ops.${name}`, e])),
  ...Object.fromEntries(Object.entries(daifaEndpoints).map(([name, e]) => [`daifa.${name}`, e])),
  ...Object.fromEntries(Object.entries(offlineEndpoints).map(([name, e]) => [`offline.${name}`, e])),
  ...Object.fromEntries(Object.entries(customGoodsEndpoints).map(([name, e]) => [`customGoods.${name}`, e])),
  ...Object.fromEntries(Object.entries(afterSaleEndpoints).map(([name, e]) => [`afterSale.${name}`, e])),
  ...Object.fromEntries(
    Object.entries(returnSettingEndpoints).map(([name, e]) => [`returnSetting.${name}`, e]),
  ),
  ...Object.fromEntries(
    Object.entries(platformSettingEndpoints).map(([name, e]) => [`platformSetting.${name}`, e]),
  ),
  ...Object.fromEntries(Object.entries(helpEndpoints).map(([name, e]) => [`help.${name}`, e])),
  ...Object.fromEntries(Object.entries(interceptEndpoints).map(([name, e]) => [`intercept.${name}`, e])),
  ...Object.fromEntries(
    Object.entries(problemParcelEndpoints).map(([name, e]) => [`problemParcel.${name}`, e]),
  ),
  ...Object.fromEntries(Object.entries(sendBackEndpoints).map(([name, e]) => [`sendBack.${name}`, e])),
  ...Object.fromEntries(Object.entries(headlessEndpoints).map(([name, e]) => [`headless.${name}`, e])),
  ...Object.fromEntries(
    Object.entries(shopAfterSaleEndpoints).map(([name, e]) => [`shopAfterSale.${name}`, e]),
  ),
  ...Object.fromEntries(
    Object.entries(autoAfterSaleEndpoints).map(([name, e]) => [`autoAfterSale.${name}`, e]),
  ),
  ...Object.fromEntries(Object.entries(pickupEndpoints).map(([name, e]) => [`pickup.${name}`, e])),
  ...Object.fromEntries(Object.entries(supplierEndpoints).map(([name, e]) => [`supplier.${name}`, e])),
  ...Object.fromEntries(Object.entries(returnEndpoints).map(([name, e]) => [`return.${name}`, e])),
  ...Object.fromEntries(Object.entries(settlementEndpoints).map(([name, e]) => [`settlement.${name}`, e])),
  ...Object.fromEntries(Object.entries(statisticsEndpoints).map(([name, e]) => [`statistics.${name}`, e])),
  ...Object.fromEntries(
    Object.entries(printDeliveryEndpoints).map(([name, e]) => [`printDelivery.${name}`, e]),
  ),
  ...Object.fromEntries(Object.entries(packScanEndpoints).map(([name, e]) => [`packScan.${name}`, e])),
  ...Object.fromEntries(Object.entries(erpEndpoints).map(([name, e]) => [`erp.${name}`, e])),
  ...Object.fromEntries(Object.entries(messageEndpoints).map(([name, e]) => [`message.${name}`, e])),
  ...Object.fromEntries(Object.entries(homeEndpoints).map(([name, e]) => [`home.${name}`, e])),
  ...Object.fromEntries(
    Object.entries(goodsAssociationEndpoints).map(([name, e]) => [`goodsAssociation.${name}`, e]),
  ),
  ...Object.fromEntries(Object.entries(uploadEndpoints).map(([name, e]) => [`upload.${name}`, e])),
  ...Object.fromEntries(Object.entries(expressTraceEndpoints).map(([name, e]) => [`express.${name}`, e])),
};

let certificateNo = 0;

export type Targets = Awaited<ReturnType<typeof freshTargets>>;
export type EndpointCase = {
  endpoint: string;
  request: (x: Targets) => {
    params?: Record<string, number | string>;
    body?: object;
    query?: Record<string, string>;
    /** Money calls carry an Idempotency-Key. */
    headers?: Record<string, string>;
  };
  /** Calls aimed at one row of the purchaser tenant: another tenant must get 40400. */
  targeted: boolean;
  /**
   * What an allowed caller gets when success needs a shop platform, which the matrix runs without
   * (unreachable): the call passed the checks of who may call and reached the platform step.
   */
  allowedCode?: number;
  /** Callers whose answer differs from the general rule (jobs and exports are their creator's alone). */
  codeFor?: Partial<Record<ActorName, number>>;
};

const offlineLine = {
  stall: '四季青 A2-315',
  articleNo: 'A2088',
  color: '黑色',
  size: 'XL',
  qty: 1,
  priceFen: 4500,
};

/** Paying a recharge needs 充值提现; the pay calls check the document's page inside. */
const needsRecharge: EndpointCase['codeFor'] = { picker: 40300, manager: 40300 };
const money = (x: Targets, what: string) => ({ 'idempotency-key': `matrix-${what}-${x.n}-${x.key}` });

/** A job or export of the purchaser owner: its own staff get 40400 too. */
const creatorOnly: EndpointCase['codeFor'] = { picker: 40400, finance: 40400, manager: 40400 };
/** Column settings and views need the list's permission, checked inside (the endpoints serve every list). */
const needsOrderList: EndpointCase['codeFor'] = { picker: 40300, finance: 40300, manager: 40300 };

/** The picker's own work: another sub-account of the tenant with 拿货任务指派 but no 指派 reaches none. */
const pickersOwn: EndpointCase['codeFor'] = { manager: 40400 };

/** A tenant without an ERP: 未开通ERP. */
const noErp: EndpointCase['codeFor'] = { otherTenant: 47010 };

/** A valid call of every signed-in endpoint, aimed at fresh rows of the `purchaser` tenant. */
export const endpointCases: EndpointCase[] = [
  { endpoint: 'pickup.takePage', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'pickup.takeBriefing', request: () => ({}), targeted: false },
  { endpoint: 'pickup.takePageSupplierGroup', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'pickup.takeKanban', request: () => ({}), targeted: false },
  { endpoint: 'pickup.isDowningCode', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'pickup.downCodeList', request: () => ({ body: {} }), targeted: false },
  {
    endpoint: 'pickup.downCode',
    request: () => ({ body: { day: '2020-01-06', scope: 'ALL' } }),
    targeted: false,
    codeFor: { purchaser: 40000, otherTenant: 40000 },
  },
  { endpoint: 'pickup.takeBriefingUser', request: () => ({}), targeted: false },
  {
    endpoint: 'pickup.takeAssignedUser',
    request: (x) => ({ body: { ids: [x.pickupWaitingId], pickerId: x.pickerId } }),
    targeted: true,
  },
  {
    endpoint: 'pickup.takeAssignedArea',
    request: (x) => ({ body: { pickerId: x.pickerId, supplierIds: [x.pickupSupplierId] } }),
    targeted: true,
  },
  {
    endpoint: 'pickup.multBatchStopTake',
    request: (x) => ({ body: { ids: [x.pickupWaitingId] } }),
    targeted: true,
  },
  {
    endpoint: 'pickup.multBatchRevokeStopTake',
    request: (x) => ({ body: { ids: [x.pickupWaitingId] } }),
    targeted: true,
  },
  {
    endpoint: 'pickup.takeLog',
    request: (x) => ({ query: { taskId: String(x.pickupTaskId) } }),
    targeted: true,
  },
  { endpoint: 'pickup.takeMine', request: () => ({}), targeted: false },
  { endpoint: 'pickup.takeArea', request: () => ({}), targeted: false },
  {
    endpoint: 'pickup.takeReport',
    request: (x) => ({
      body: { id: x.pickupTakingId, version: 1, outcome: 'LACK' },
      headers: money(x, 'takeReport'),
    }),
    targeted: true,
    codeFor: pickersOwn,
  },
  {
    endpoint: 'pickup.cancelTook',
    request: (x) => ({ body: { id: x.pickupTookId, version: 1 } }),
    targeted: true,
    codeFor: pickersOwn,
  },
  {
    endpoint: 'pickup.batchPrint',
    request: (x) => ({ body: { scope: 'IDS', ids: [x.pickupWaitingId] } }),
    targeted: true,
  },
  { endpoint: 'pickup.autoAssignedSetting', request: () => ({}), targeted: false },
  {
    endpoint: 'pickup.autoAssignedSet',
    request: () => ({ body: { on: false, rules: [] } }),
    targeted: false,
  },
  { endpoint: 'pickup.autoAssignNow', request: () => ({}), targeted: false },
  { endpoint: 'pickup.fulfilMode', request: () => ({}), targeted: false },
  { endpoint: 'supplier.tree', request: () => ({}), targeted: false },
  { endpoint: 'supplier.page', request: () => ({ body: {} }), targeted: false },
  {
    endpoint: 'supplier.save',
    request: (x) => ({
      body: {
        market: '矩阵市场',
        floor: '2楼',
        stallNo: `S${x.n}-${x.key.slice(0, 6)}`,
        name: '矩阵新档口',
        phone: '',
        settleMode: 'CASH',
        returnDays: 7,
        noReturn: false,
      },
    }),
    targeted: false,
  },
  {
    endpoint: 'supplier.state',
    request: (x) => ({ body: { ids: [x.pickupSupplierId], state: 'STOPPED' } }),
    targeted: true,
  },
  {
    endpoint: 'supplier.merge',
    request: (x) => ({ body: { fromIds: [x.pickupOtherSupplierId], intoId: x.pickupSupplierId } }),
    targeted: true,
  },
  { endpoint: 'supplier.exportFile', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'supplier.template', request: () => ({}), targeted: false },
  { endpoint: 'supplier.importFile', request: () => ({ body: {} }), targeted: false, allowedCode: 43006 },
  {
    endpoint: 'return.scan',
    request: (x) => ({ body: { code: x.pickupTookCode } }),
    targeted: true,
  },
  {
    endpoint: 'return.register',
    request: (x) => ({
      body: { lines: [{ taskId: x.pickupTookTaskId, qty: 1, reason: 'QUALITY' }] },
      headers: money(x, 'returnRegister'),
    }),
    targeted: true,
  },
  { endpoint: 'return.undo', request: (x) => ({ body: { ids: [x.returnUndoId] } }), targeted: true },
  { endpoint: 'return.events', request: (x) => ({ body: { id: x.returnItemId } }), targeted: true },
  { endpoint: 'return.page', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'return.staff', request: () => ({}), targeted: false },
  {
    endpoint: 'return.assign',
    request: (x) => ({ body: { ids: [x.returnItemId], staffId: x.returnStaffId } }),
    targeted: true,
  },
  { endpoint: 'return.stop', request: (x) => ({ body: { ids: [x.returnItemId] } }), targeted: true },
  { endpoint: 'return.resume', request: (x) => ({ body: { ids: [x.returnItemId] } }), targeted: true },
  {
    endpoint: 'return.report',
    request: (x) => ({
      body: { id: x.returnWaitId, version: 1, outcome: 'REFUSED', refuseReason: 'SMELL' },
      headers: money(x, 'returnReport'),
    }),
    targeted: true,
  },
  { endpoint: 'return.confirm', request: (x) => ({ body: { ids: [x.returnRefusedId] } }), targeted: true },
  { endpoint: 'return.retry', request: (x) => ({ body: { ids: [x.returnRefusedId] } }), targeted: true },
  {
    endpoint: 'return.negotiate',
    request: (x) => ({ body: { id: x.returnRefusedId, version: 1, refundFen: 100 } }),
    targeted: true,
  },
  {
    endpoint: 'return.dispose',
    request: (x) => ({ body: { ids: [x.returnRefusedId], disposition: 'KEEP' } }),
    targeted: true,
  },
  { endpoint: 'return.labels', request: (x) => ({ body: { ids: [x.returnItemId] } }), targeted: true },
  // the fixture's stall is in town: the manager is let in and told to set it up as 异地 first
  {
    endpoint: 'return.shipQuote',
    request: (x) => ({ body: { ids: [x.returnItemId], courierCode: 'ZTO', weightG: 500 } }),
    targeted: true,
    allowedCode: 47033,
  },
  {
    endpoint: 'return.ship',
    request: (x) => ({
      body: { ids: [x.returnItemId], courierCode: 'ZTO', weightG: 500 },
      headers: money(x, 'returnShip'),
    }),
    targeted: true,
    allowedCode: 47033,
  },
  {
    endpoint: 'return.exportList',
    request: (x) => ({ body: { selection: { mode: 'ids', ids: [x.returnItemId] } } }),
    targeted: true,
  },
  {
    endpoint: 'return.exportFile',
    request: (x) => ({ body: { selection: { mode: 'ids', ids: [x.returnItemId] } } }),
    targeted: true,
  },
  // the fixture's goods were never sent: let in, and told so
  {
    endpoint: 'return.shipLabel',
    request: (x) => ({ body: { id: x.returnItemId } }),
    targeted: true,
    allowedCode: 47001,
  },
  {
    endpoint: 'return.negotiating',
    request: (x) => ({ body: { ids: [x.returnRefusedId] } }),
    targeted: true,
  },
  { endpoint: 'settlement.billPage', request: () => ({ body: {} }), targeted: false },
  {
    endpoint: 'settlement.billDetail',
    request: (x) => ({ body: { billNo: x.billWaitConfirm } }),
    targeted: true,
  },
  {
    endpoint: 'settlement.billConfirm',
    request: (x) => ({ body: { billNos: [x.billWaitConfirm] } }),
    targeted: true,
  },
  {
    endpoint: 'settlement.billPay',
    request: (x) => ({ body: { billNos: [x.billWaitPay] } }),
    targeted: true,
  },
  {
    endpoint: 'settlement.billMarkPaid',
    request: (x) => ({ body: { billNos: [x.billWaitPay] } }),
    targeted: true,
  },
  {
    endpoint: 'settlement.billDispute',
    request: (x) => ({ body: { billNo: x.billWaitConfirm, reason: '件数不对' } }),
    targeted: true,
  },
  {
    endpoint: 'settlement.billRecheck',
    request: (x) => ({ body: { billNo: x.billDisputed } }),
    targeted: true,
  },
  { endpoint: 'settlement.billExport', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'settlement.pickerPage', request: () => ({ body: {} }), targeted: false },
  {
    endpoint: 'settlement.pickerFloat',
    request: (x) => ({ body: { staffId: x.pickerId, day: '2020-01-01', floatFen: 10000 } }),
    targeted: true,
  },
  {
    endpoint: 'settlement.pickerSettle',
    request: (x) => ({ body: { items: [{ staffId: x.pickerId, day: '2020-01-01' }] } }),
    targeted: true,
  },
  { endpoint: 'settlement.statement', request: () => ({ body: { month: '2026-11' } }), targeted: false },
  {
    endpoint: 'settlement.statementExport',
    request: () => ({ body: { month: '2026-11' } }),
    targeted: false,
  },
  { endpoint: 'printDelivery.page', request: () => ({ body: {} }), targeted: false },
  {
    // the matrix's order went to the warehouse, not the own team: not this page's (40400) even for its owner
    endpoint: 'printDelivery.ship',
    request: (x) => ({ body: { orderNo: x.daifaOrderNo, courierCode: 'ZTO', waybillNo: '7312345678901' } }),
    targeted: true,
    codeFor: { purchaser: 40400 },
  },
  {
    // a batch: an order not the caller's own team's comes back in `failed` (订单不存在), nothing printed
    endpoint: 'printDelivery.waybill',
    request: (x) => ({ body: { orderNos: [x.daifaOrderNo], courierCode: 'ZTO' } }),
    targeted: false,
  },
  {
    endpoint: 'printDelivery.cancelWaybill',
    request: (x) => ({ body: { orderNo: x.daifaOrderNo } }),
    targeted: true,
    codeFor: { purchaser: 40400 },
  },
  {
    // the matrix's order went to the warehouse: no own-team order answers its number (40400)
    endpoint: 'packScan.scanPrint',
    request: (x) => ({ body: { code: x.daifaOrderNo } }),
    targeted: true,
    codeFor: { purchaser: 40400 },
  },
  {
    endpoint: 'packScan.packScan',
    request: () => ({ body: { code: 'NH26010100001' } }),
    targeted: true,
    codeFor: { purchaser: 40400 },
  },
  { endpoint: 'packScan.packSlots', request: () => ({ body: {} }), targeted: false },
  // the rival tenant has no ERP (47010); the matrix's ERP is out of reach (47011)
  { endpoint: 'erp.goodsPage', request: () => ({ body: {} }), targeted: false, codeFor: noErp },
  { endpoint: 'erp.stalls', request: () => ({}), targeted: false, codeFor: noErp },
  {
    endpoint: 'erp.sync',
    request: () => ({ body: {} }),
    targeted: false,
    allowedCode: 47011,
    codeFor: noErp,
  },
  {
    endpoint: 'erp.assignSupplier',
    request: (x) => ({ body: { ids: [1], supplierId: x.pickupSupplierId } }),
    targeted: true,
    codeFor: { ...noErp, purchaser: 0 },
  },
  { endpoint: 'erp.erpTakePage', request: () => ({ body: {} }), targeted: false, codeFor: noErp },
  {
    endpoint: 'erp.assignTakeSupplier',
    request: (x) => ({ body: { ids: [1], supplierId: x.pickupSupplierId } }),
    targeted: true,
    codeFor: { ...noErp, purchaser: 0 },
  },
  {
    endpoint: 'packScan.packPrint',
    request: (x) => ({ body: { orderNo: x.daifaOrderNo } }),
    targeted: true,
    codeFor: { purchaser: 40400 },
  },
  {
    endpoint: 'packScan.packClear',
    request: (x) => ({ body: { orderNo: x.daifaOrderNo } }),
    targeted: true,
    codeFor: { purchaser: 40400 },
  },
  { endpoint: 'statistics.shopTake', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'statistics.shopTakeExport', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'statistics.outStock', request: () => ({ body: { by: 'ARTICLE' } }), targeted: false },
  { endpoint: 'statistics.outStockExport', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'statistics.takeReturn', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'statistics.takeReturnExport', request: () => ({ body: {} }), targeted: false },
  {
    endpoint: 'pickup.exportTakeListV2',
    request: (x) => ({ body: { selection: { mode: 'ids', ids: [x.pickupWaitingId] } } }),
    targeted: true,
  },
  {
    endpoint: 'pickup.exportTakeFile',
    request: (x) => ({ body: { selection: { mode: 'ids', ids: [x.pickupWaitingId] } } }),
    targeted: true,
  },
  { endpoint: 'pickup.getPageAuditState', request: () => ({}), targeted: false },
  { endpoint: 'pickup.auditDay', request: () => ({ body: { day: '2020-01-06' } }), targeted: false },
  { endpoint: 'pickup.setFulfilMode', request: () => ({ body: { mode: 'PLATFORM' } }), targeted: false },
  { endpoint: 'user', request: () => ({}), targeted: false },
  { endpoint: 'logout', request: () => ({}), targeted: false },
  { endpoint: 'permissions', request: () => ({}), targeted: false },
  { endpoint: 'manualDeliveryPermission', request: () => ({}), targeted: false },
  {
    endpoint: 'roleAdd',
    request: (x) => ({ body: { roleName: `新角色${x.n}`, permissionCodes: ['/offlineReturnOrder/pickup'] } }),
    targeted: false,
  },
  {
    endpoint: 'roleEdit',
    request: (x) => ({ body: { id: x.roleId, roleName: `改名${x.n}` } }),
    targeted: true,
  },
  { endpoint: 'roleList', request: () => ({ body: {} }), targeted: false },
  {
    endpoint: 'roleAuthorize',
    request: (x) => ({ body: { roleId: x.roleId, permissionCodes: ['/offlineReturnOrder/pickup'] } }),
    targeted: true,
  },
  { endpoint: 'rolePermissions', request: (x) => ({ params: { id: x.roleId } }), targeted: true },
  { endpoint: 'roleRemove', request: (x) => ({ params: { id: x.roleId } }), targeted: true },
  { endpoint: 'userPage', request: () => ({ body: { pageNum: 1, pageSize: 20 } }), targeted: false },
  {
    endpoint: 'userAdd',
    request: (x) => ({ body: { username: `new${x.n}`, password: 'secret123', subUsername: '新人' } }),
    targeted: false,
  },
  {
    endpoint: 'userEdit',
    request: (x) => ({ body: { id: x.userId, subUsername: '改名', roleIds: [x.roleId] } }),
    targeted: true,
  },
  { endpoint: 'userUpdateState', request: (x) => ({ body: { id: x.userId, state: 0 } }), targeted: true },
  {
    endpoint: 'userPassword',
    request: (x) => ({ body: { id: x.userId, password: 'another123' } }),
    targeted: true,
  },
  { endpoint: 'userDelete', request: (x) => ({ params: { id: x.userId } }), targeted: true },
  { endpoint: 'messageUnreadCount', request: () => ({ body: {} }), targeted: false },
  // 物流查询: any account, its own tenant's parcels (others' read as not found, no 40400 to probe with)
  { endpoint: 'express.trace', request: () => ({ body: { waybillNos: ['YT7300000001'] } }), targeted: false },
  // 工作台: needs /home; each figure and card only for its page's holders
  { endpoint: 'home.data', request: () => ({}), targeted: false },
  { endpoint: 'home.todo', request: () => ({}), targeted: false },
  { endpoint: 'home.trend', request: () => ({ body: { days: 7 } }), targeted: false },
  // 消息中心: every account reads its own; ids of others' messages mark nothing (no 40400 to probe with)
  {
    endpoint: 'message.list',
    request: () => ({ body: { pageNum: 1, pageSize: 20, unreadOnly: false } }),
    targeted: false,
  },
  { endpoint: 'message.markRead', request: () => ({ body: { ids: [1, 2] } }), targeted: false },
  {
    endpoint: 'message.popups',
    request: () => ({ body: { since: '2026-11-01T00:00:00.000Z' } }),
    targeted: false,
  },
  { endpoint: 'message.subscription', request: () => ({}), targeted: false },
  {
    endpoint: 'message.saveSubscription',
    request: () => ({ body: { items: [{ category: 'SYSTEM', receive: true, popup: false }] } }),
    targeted: false,
  },
  {
    endpoint: 'message.noticeList',
    request: () => ({ body: { pageNum: 1, pageSize: 10 } }),
    targeted: false,
  },
  {
    endpoint: 'message.systemNoticeList',
    request: () => ({ body: { pageNum: 1, pageSize: 10 } }),
    targeted: false,
  },
  { endpoint: 'message.noticeDetail', request: () => ({ query: { id: '1' } }), targeted: false },
  { endpoint: 'message.systemNoticeDetail', request: () => ({ query: { id: '13' } }), targeted: false },
  { endpoint: 'message.noticeRead', request: () => ({ body: { id: 1 } }), targeted: false },
  { endpoint: 'message.popup', request: () => ({ query: { page: '/home' } }), targeted: false },
  // the demo's first popup (工作台, everyone): marked seen, again and again the same
  { endpoint: 'message.popupShown', request: () => ({ body: { id: 1 } }), targeted: false },
  { endpoint: 'shopAuthPopup', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'markNotShopPopup', request: (x) => ({ body: { id: x.shopId } }), targeted: true },
  { endpoint: 'problemParcelCount', request: () => ({}), targeted: false },
  { endpoint: 'replenishWaiting', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'existErp', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'needPlatformSettingPopup', request: () => ({}), targeted: false },
  {
    endpoint: 'tracking',
    request: () => ({
      body: { sellerUserId: 1, beforePage: '/home', currentPage: '/order/orderList', httpStatus: 200 },
    }),
    targeted: false,
  },
  { endpoint: 'shop.list', request: () => ({ body: {} }), targeted: false },
  {
    endpoint: 'shop.authorizeStart',
    request: (x) => ({ body: { platform: 'PDD', shopId: x.shopId } }),
    targeted: true,
  },
  // No authorisation was started for this state, so an allowed caller is told it expired.
  {
    endpoint: 'shop.authorizeFinish',
    request: () => ({ body: { code: 'abc', state: 'unknown-state' } }),
    targeted: false,
    allowedCode: 40000,
  },
  { endpoint: 'shop.cancel', request: (x) => ({ body: { shopId: x.shopId } }), targeted: true },
  { endpoint: 'shop.syncNow', request: (x) => ({ body: { shopId: x.shopId } }), targeted: true },
  { endpoint: 'shop.syncLogs', request: (x) => ({ body: { shopId: x.shopId } }), targeted: true },
  {
    endpoint: 'shop.redBookSendCode',
    request: (x) => ({ body: { shopId: x.redBookShopId } }),
    targeted: true,
    allowedCode: 40900,
  },
  {
    endpoint: 'shop.redBookVerify',
    request: (x) => ({ body: { shopId: x.redBookShopId, code: '123456' } }),
    targeted: true,
    allowedCode: 40900,
  },
  { endpoint: 'shopOrder.shopOptions', request: () => ({}), targeted: false },
  { endpoint: 'shopOrder.page', request: () => ({ body: { tab: 'all', pageSize: 20 } }), targeted: false },
  { endpoint: 'shopOrder.detail', request: (x) => ({ params: { id: x.orderId } }), targeted: true },
  { endpoint: 'shopOrder.revealReceiver', request: (x) => ({ params: { id: x.orderId } }), targeted: true },
  {
    endpoint: 'shopOrder.remark',
    request: (x) => ({ body: { id: x.orderId, sellerRemark: '备注', sellerFlag: 2 } }),
    targeted: true,
  },
  { endpoint: 'shopOrder.hold', request: (x) => ({ body: { ids: [x.orderId] } }), targeted: true },
  { endpoint: 'shopOrder.release', request: (x) => ({ body: { ids: [x.orderId] } }), targeted: true },
  {
    endpoint: 'shopOrder.syncOne',
    request: (x) => ({ params: { id: x.orderId } }),
    targeted: true,
    allowedCode: 40900,
  },
  {
    endpoint: 'shopOrder.bulk',
    request: (x) => ({
      body: { selection: { mode: 'ids', ids: [x.orderId] }, action: { kind: 'flag', sellerFlag: 3 } },
    }),
    targeted: true,
  },
  {
    endpoint: 'shopOrder.exportJob',
    request: (x) => ({ body: { selection: { mode: 'ids', ids: [x.orderId] } } }),
    targeted: true,
  },
  // An allowed caller gets the .xlsx itself (the matrix counts a spreadsheet answer as 0).
  {
    endpoint: 'shopOrder.exportFile',
    request: (x) => ({ body: { selection: { mode: 'ids', ids: [x.orderId] } } }),
    targeted: true,
  },
  {
    endpoint: 'listJob.bulkJob',
    request: (x) => ({ params: { id: x.bulkJobId } }),
    targeted: true,
    codeFor: creatorOnly,
  },
  {
    endpoint: 'listJob.bulkJobItems',
    request: (x) => ({ params: { id: x.bulkJobId } }),
    targeted: true,
    codeFor: creatorOnly,
  },
  {
    endpoint: 'listJob.retryBulkJob',
    request: (x) => ({ params: { id: x.bulkJobId } }),
    targeted: true,
    codeFor: creatorOnly,
  },
  { endpoint: 'listJob.exports', request: () => ({}), targeted: false },
  // Still being written: the owner is told to wait.
  {
    endpoint: 'listJob.exportFile',
    request: (x) => ({ params: { id: x.exportId } }),
    targeted: true,
    allowedCode: 40000,
    codeFor: creatorOnly,
  },
  {
    endpoint: 'listPref.columnSettings',
    request: () => ({ query: { listKey: 'shopOrders' } }),
    targeted: false,
    codeFor: needsOrderList,
  },
  {
    endpoint: 'listPref.saveColumnSettings',
    request: () => ({
      body: { listKey: 'shopOrders', settings: [{ key: 'goods', visible: true, width: 300 }] },
    }),
    targeted: false,
    codeFor: needsOrderList,
  },
  {
    endpoint: 'listPref.views',
    request: () => ({ query: { listKey: 'shopOrders' } }),
    targeted: false,
    codeFor: needsOrderList,
  },
  {
    endpoint: 'listPref.createView',
    request: (x) => ({
      body: { listKey: 'shopOrders', name: `视图${x.n}`, shared: false, filter: { tab: 'SENT' } },
    }),
    targeted: false,
    codeFor: needsOrderList,
  },
  {
    endpoint: 'listPref.updateView',
    request: (x) => ({ body: { id: x.viewId, name: `改名${x.n}` } }),
    targeted: true,
    codeFor: needsOrderList,
  },
  {
    endpoint: 'listPref.deleteView',
    request: (x) => ({ params: { id: x.viewId } }),
    targeted: true,
    codeFor: needsOrderList,
  },
  { endpoint: 'labelTemplate.list', request: () => ({}), targeted: false },
  { endpoint: 'labelTemplate.get', request: (x) => ({ params: { id: x.templateId } }), targeted: true },
  {
    endpoint: 'labelTemplate.create',
    request: (x) => ({ body: { kind: 'custom', name: `新模板${x.n}`, body: MINIMAL_TEMPLATE } }),
    targeted: false,
  },
  {
    endpoint: 'labelTemplate.save',
    request: (x) => ({ body: { id: x.templateId, baseVersion: 1, name: '改名', body: MINIMAL_TEMPLATE } }),
    targeted: true,
  },
  { endpoint: 'labelTemplate.versions', request: (x) => ({ params: { id: x.templateId } }), targeted: true },
  {
    endpoint: 'labelTemplate.version',
    request: (x) => ({ params: { id: x.templateId, version: 1 } }),
    targeted: true,
  },
  {
    endpoint: 'labelTemplate.restore',
    request: (x) => ({ body: { id: x.templateId, version: 1, baseVersion: 1 } }),
    targeted: true,
  },
  { endpoint: 'labelTemplate.remove', request: (x) => ({ params: { id: x.templateId } }), targeted: true },
  {
    endpoint: 'printLog.record',
    request: (x) => ({
      body: {
        templateId: x.templateId,
        templateName: '目标模板',
        kind: 'custom',
        mode: 'lodop-raster',
        printer: 'Gprinter GP-1324D',
        labels: 1,
        failed: 0,
        result: 'PRINTED',
        template: MINIMAL_TEMPLATE,
        rows: [{ SHOP_ORDER_NO: 'T1' }],
      },
    }),
    targeted: true,
  },
  { endpoint: 'printLog.page', request: () => ({ body: { pageNum: 1, pageSize: 20 } }), targeted: false },
  { endpoint: 'printLog.detail', request: (x) => ({ params: { id: x.printJobId } }), targeted: true },
  { endpoint: 'labelTemplate.pickupSetting', request: () => ({}), targeted: false },
  {
    endpoint: 'labelTemplate.savePickupSetting',
    request: () => ({ body: { baseVersion: 0, template: PICKUP_SPEC_SAMPLE } }),
    targeted: false,
  },
  { endpoint: 'certificate.page', request: () => ({ body: { pageNum: 1, pageSize: 20 } }), targeted: false },
  { endpoint: 'certificate.get', request: (x) => ({ params: { id: x.certificateId } }), targeted: true },
  {
    endpoint: 'certificate.create',
    // a 货号 of its own each time: one certificate per 货号
    request: () => ({
      body: { brand: '衣衫汇', categoryName: '连衣裙', artNo: `L${++certificateNo}`, quantity: 2 },
    }),
    targeted: false,
  },
  {
    endpoint: 'certificate.update',
    request: (x) => ({
      body: {
        id: x.certificateId,
        brand: '衣衫汇',
        categoryName: '连衣裙',
        artNo: `U${++certificateNo}`,
        quantity: 3,
      },
    }),
    targeted: true,
  },
  { endpoint: 'certificate.remove', request: (x) => ({ params: { id: x.certificateId } }), targeted: true },
  // The matrix runs with no image host to reach: an allowed caller is told the address cannot be read.
  {
    endpoint: 'labelTemplate.image',
    request: () => ({ query: { url: 'http://127.0.0.1:9/logo.png' } }),
    targeted: false,
    allowedCode: 40000,
  },
  { endpoint: 'labelTemplate.sampleRows', request: () => ({}), targeted: false },
  { endpoint: 'funds.smsCode', request: () => ({ body: { scene: 'PAY_PASSWORD' } }), targeted: false },
  {
    endpoint: 'funds.smsCodeV2',
    request: (x) => ({
      body: {
        scene: 'BIND_ALIPAY',
        phone: `1370000${String(x.n).padStart(4, '0')}`,
        captchaId: x.captchaId,
        captchaCode: x.captchaCode,
      },
    }),
    targeted: false,
  },
  { endpoint: 'funds.oldBalance', request: () => ({}), targeted: false },
  {
    endpoint: 'funds.migrateOldBalance',
    request: (x) => ({ headers: money(x, 'migrate') }),
    targeted: false,
  },
  { endpoint: 'payLaterStatistics', request: () => ({}), targeted: false },
  { endpoint: 'funds.overview', request: () => ({}), targeted: false },
  {
    endpoint: 'funds.billPage',
    request: () => ({ body: { pageSize: 20, filter: { direction: 'IN' } } }),
    targeted: false,
  },
  // The rival tenant has no bills: 没有符合条件的数据可导出 (40000).
  {
    endpoint: 'funds.billExport',
    request: () => ({ body: { filter: { direction: 'IN' } } }),
    targeted: false,
    codeFor: { otherTenant: 40000 },
  },
  {
    endpoint: 'funds.billExportFile',
    // kinds the demo and the matrix book a few of: the fixtures' recharges passed the direct download's 1,000 rows
    request: () => ({
      body: { filter: { billTypes: ['WITHDRAWAL', 'TRANSFER', 'APPEAL', 'OTHER', 'OFFLINE_REFUND'] } },
    }),
    targeted: false,
    codeFor: { otherTenant: 40000 },
  },
  { endpoint: 'funds.billDetail', request: (x) => ({ params: { id: x.billId } }), targeted: true },
  {
    endpoint: 'funds.recharge',
    request: (x) => ({ body: { amountFen: 10000 }, headers: money(x, 'recharge') }),
    targeted: false,
  },
  {
    endpoint: 'funds.rechargePage',
    request: () => ({ body: { pageNum: 1, pageSize: 20 } }),
    targeted: false,
  },
  { endpoint: 'funds.payPasswordState', request: () => ({}), targeted: false },
  // No code was sent for these accounts: an allowed caller reaches the SMS check and is refused there.
  {
    endpoint: 'funds.payPasswordSet',
    request: () => ({ body: { payPassword: '258369', smsCode: '123456' } }),
    targeted: false,
    allowedCode: 42005,
  },
  {
    endpoint: 'funds.payPasswordReset',
    request: () => ({ body: { payPassword: '258369', smsCode: '123456' } }),
    targeted: false,
    allowedCode: 42005,
  },
  {
    endpoint: 'funds.payOrder',
    request: (x) => ({ params: { payNo: x.payNo } }),
    targeted: true,
    codeFor: needsRecharge,
  },
  {
    endpoint: 'funds.paySubmit',
    request: (x) => ({ body: { payNo: x.payNo, method: 'ALIPAY' }, headers: money(x, 'pay') }),
    targeted: true,
    codeFor: needsRecharge,
  },
  {
    endpoint: 'funds.payStatus',
    request: (x) => ({ params: { payNo: x.payNo } }),
    targeted: true,
    codeFor: needsRecharge,
  },
  { endpoint: 'funds.withdrawQuota', request: () => ({}), targeted: false },
  // The accounts of the matrix have no PIN: an allowed caller is stopped at the PIN (42004 未设置支付密码).
  {
    endpoint: 'funds.withdrawApply',
    request: (x) => ({
      body: { amountFen: 10000, payPassword: '258369', smsCode: '123456' },
      headers: money(x, 'withdraw'),
    }),
    targeted: false,
    allowedCode: 42004,
  },
  {
    endpoint: 'funds.withdrawPage',
    request: () => ({ body: { pageNum: 1, pageSize: 20 } }),
    targeted: false,
  },
  { endpoint: 'funds.withdrawCancel', request: (x) => ({ params: { no: x.withdrawNo } }), targeted: true },
  { endpoint: 'funds.alipayBinding', request: () => ({}), targeted: false },
  {
    endpoint: 'funds.alipayBind',
    request: () => ({
      body: { account: '13900139000', realName: '王采购', smsCode: '123456', payPassword: '258369' },
    }),
    targeted: false,
    allowedCode: 42004,
  },
  {
    endpoint: 'funds.alipayUnbind',
    request: () => ({ body: { payPassword: '258369' } }),
    targeted: false,
    allowedCode: 42004,
  },
  {
    endpoint: 'funds.replenishPage',
    request: () => ({ body: { tab: 'ALL', pageNum: 1, pageSize: 20 } }),
    targeted: false,
  },
  {
    endpoint: 'funds.replenishPay',
    request: (x) => ({ body: { replenishNos: [x.replenishNo] }, headers: money(x, 'replenish') }),
    targeted: true,
  },
  {
    endpoint: 'funds.replenishCancel',
    request: (x) => ({ body: { replenishNos: [x.replenishNo] } }),
    targeted: true,
  },
  // /ops: no tenant session reaches these (test/ops/ops.test.ts signs in as the operator).
  { endpoint: 'ops.logout', request: () => ({}), targeted: false },
  { endpoint: 'ops.withdrawals', request: () => ({ body: { state: 'REVIEWING' } }), targeted: false },
  { endpoint: 'ops.approveWithdrawal', request: (x) => ({ params: { no: x.withdrawNo } }), targeted: false },
  {
    endpoint: 'ops.rejectWithdrawal',
    request: (x) => ({ params: { no: x.withdrawNo }, body: { reason: '信息有误' } }),
    targeted: false,
  },
  { endpoint: 'ops.appeals', request: () => ({}), targeted: false },
  // no appeal has this id: an operator is told so
  {
    endpoint: 'ops.appealApprove',
    request: () => ({ params: { id: 999999999 }, body: { fen: 100 } }),
    targeted: false,
    allowedCode: 40400,
  },
  {
    endpoint: 'ops.appealReject',
    request: () => ({ params: { id: 999999999 }, body: { reason: '理由不成立' } }),
    targeted: false,
    allowedCode: 40400,
  },
  { endpoint: 'ops.popups', request: () => ({}), targeted: false },
  {
    endpoint: 'ops.createPopup',
    request: () => ({
      body: {
        title: '测试弹窗',
        body: '内容',
        page: 'ALL',
        priority: 1,
        frequency: 'ONCE',
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: '2026-01-02T00:00:00.000Z',
      },
    }),
    targeted: false,
  },
  {
    endpoint: 'ops.withdrawPopup',
    request: () => ({ params: { id: 999999999 } }),
    targeted: false,
    allowedCode: 40400,
  },
  { endpoint: 'ops.anomalies', request: () => ({}), targeted: false },
  { endpoint: 'ops.resolveAnomaly', request: () => ({ params: { id: 1 } }), targeted: false },
  { endpoint: 'ops.refunds', request: () => ({}), targeted: false },
  {
    endpoint: 'ops.adjust',
    request: (x) => ({
      body: { username: 'purchaser', billType: 'OTHER', fen: 100, reason: '测试调账' },
      headers: money(x, 'adjust'),
    }),
    targeted: false,
  },
  { endpoint: 'ops.reconcile', request: () => ({}), targeted: false },
  { endpoint: 'ops.manualDelivery', request: () => ({ body: { keyword: 'sell' } }), targeted: false },
  {
    endpoint: 'ops.setManualDelivery',
    request: () => ({ body: { username: 'seller', on: true, reason: '已签拿退货协议' } }),
    targeted: false,
  },
  { endpoint: 'ops.priceChecks', request: () => ({}), targeted: false },
  {
    endpoint: 'ops.priceCollect',
    request: (x) => ({ params: { id: x.collectId }, body: { lines: [{ priceFen: 3500 }] } }),
    targeted: false,
  },
  {
    endpoint: 'ops.rejectCollect',
    request: (x) => ({ params: { id: x.collectId }, body: { reason: '找不到' } }),
    targeted: false,
  },
  {
    endpoint: 'funds.couponPage',
    request: () => ({ body: { tab: 'UNUSED', pageNum: 1, pageSize: 20 } }),
    targeted: false,
  },
  {
    endpoint: 'funds.dailyStatement',
    request: () => ({ body: { from: '2026-10-01', to: '2026-11-30' } }),
    targeted: false,
  },
  {
    endpoint: 'funds.dailyStatementExport',
    request: () => ({ body: { from: '2026-10-01', to: '2026-11-30' } }),
    targeted: false,
  },
  { endpoint: 'funds.aliLedgerAuthState', request: () => ({}), targeted: false },
  {
    endpoint: 'funds.aliLedgerAuth',
    request: () => ({
      body: { account: 'caigou@example.com', realName: '王采购', capPercent: 30, payPassword: '258369' },
    }),
    targeted: false,
    allowedCode: 42004,
  },
  {
    endpoint: 'funds.aliLedgerRevoke',
    request: () => ({ body: { payPassword: '258369' } }),
    targeted: false,
    allowedCode: 42004,
  },
  {
    endpoint: 'funds.aliLedgerPage',
    request: () => ({ body: { tab: 'ALL', pageNum: 1, pageSize: 20 } }),
    targeted: false,
  },
  {
    endpoint: 'daifa.express',
    request: () => ({ query: { provinceCode: '440000', weightG: '950' } }),
    targeted: false,
  },
  { endpoint: 'daifa.expressAll', request: () => ({}), targeted: false },
  {
    endpoint: 'daifa.page',
    request: () => ({ body: { tab: 'WAIT_PAY', pageSize: 20 } }),
    targeted: false,
  },
  { endpoint: 'daifa.detail', request: (x) => ({ params: { orderNo: x.daifaOrderNo } }), targeted: true },
  {
    endpoint: 'daifa.revealReceiver',
    request: (x) => ({ params: { orderNo: x.daifaOrderNo } }),
    targeted: true,
  },
  { endpoint: 'daifa.tabCounts', request: () => ({ body: { flag: 'LACK' } }), targeted: false },
  { endpoint: 'daifa.timeline', request: (x) => ({ params: { orderNo: x.daifaOrderNo } }), targeted: true },
  { endpoint: 'daifa.tracking', request: (x) => ({ params: { orderNo: x.daifaOrderNo } }), targeted: true },
  {
    endpoint: 'daifa.cancel',
    request: (x) => ({
      body: { orderNo: x.daifaOrderNo, reason: '买家不要了' },
      headers: money(x, 'daifa-cancel'),
    }),
    targeted: true,
  },
  {
    endpoint: 'daifa.pay',
    request: (x) => ({ body: { selection: { mode: 'ids', ids: [x.daifaOrderId] } } }),
    targeted: true,
  },
  {
    endpoint: 'daifa.bulk',
    request: (x) => ({
      body: { selection: { mode: 'ids', ids: [x.daifaOrderId] }, action: { kind: 'hold' } },
    }),
    targeted: true,
  },
  {
    endpoint: 'daifa.exportJob',
    request: (x) => ({ body: { selection: { mode: 'ids', ids: [x.daifaOrderId] } } }),
    targeted: true,
  },
  {
    endpoint: 'daifa.exportFile',
    request: (x) => ({ body: { selection: { mode: 'ids', ids: [x.daifaOrderId] } } }),
    targeted: true,
  },
  // The target order never went back to a shop: nothing failed, so nothing to retry (40900).
  {
    endpoint: 'daifa.writeBackRetry',
    request: (x) => ({ body: { orderNo: x.daifaOrderNo } }),
    targeted: true,
    allowedCode: 40900,
  },
  {
    endpoint: 'daifa.fromShopPreview',
    request: (x) => ({ body: { shopOrderIds: [x.orderId] } }),
    targeted: true,
  },
  // The target shop order has no 商品关联: it comes back refused, nothing placed, no market asked.
  {
    endpoint: 'daifa.fromShopOrders',
    request: (x) => ({
      body: { shopOrderIds: [x.orderId], requestKey: `matrix-fromshop-${x.n}-${x.key}`, courierCode: 'ZTO' },
    }),
    targeted: true,
  },
  // The market is out of reach in the matrix: an allowed caller gets as far as asking it (40900).
  {
    endpoint: 'daifa.goodsAssociate',
    request: () => ({
      body: {
        articleNo: 'X8613',
        color: '黑色',
        size: 'S',
        goodsId: 'G100001',
        goodsColor: '黑色',
        goodsSize: 'S',
      },
    }),
    targeted: false,
    allowedCode: 40900,
  },
  // The target order is unpaid: 挂起 and 恢复 are refused by its state once every access check passed.
  {
    endpoint: 'daifa.hold',
    request: (x) => ({ body: { orderNo: x.daifaOrderNo } }),
    targeted: true,
    allowedCode: 40900,
  },
  {
    endpoint: 'daifa.release',
    request: (x) => ({ body: { orderNo: x.daifaOrderNo } }),
    targeted: true,
    allowedCode: 40900,
  },
  // The market is out of reach in the matrix: an allowed caller gets as far as asking it (40900).
  {
    endpoint: 'daifa.place',
    request: (x) => ({
      body: {
        requestKey: `matrix-place-${x.n}-${x.key}`,
        courierCode: 'ZTO',
        receiver: { name: '李四', phone: '13912345678', areaCode: '440305', address: '科技园 1 号' },
        lines: [{ goodsId: 'G100001', color: '黑色', size: 'M', qty: 1 }],
      },
    }),
    targeted: false,
    allowedCode: 40900,
  },
  {
    endpoint: 'daifa.quote',
    request: () => ({
      body: {
        courierCode: 'ZTO',
        receiver: { name: '李四', phone: '13912345678', areaCode: '440305', address: '科技园 1 号' },
        lines: [{ goodsId: 'G100001', color: '黑色', size: 'M', qty: 1 }],
      },
    }),
    targeted: false,
    allowedCode: 40900,
  },
  { endpoint: 'goodsAssociation.page', request: () => ({ body: { tab: 'LINKED' } }), targeted: false },
  // The market is out of reach in the matrix: an allowed caller gets as far as asking it (40900).
  {
    endpoint: 'goodsAssociation.save',
    request: () => ({
      body: {
        articleNo: 'X8613',
        color: '黑色',
        size: 'S',
        goodsId: 'G100001',
        goodsColor: '黑色',
        goodsSize: 'S',
      },
    }),
    targeted: false,
    allowedCode: 40900,
  },
  // the caller's own SKUs of that 货号 only: another tenant's are not found
  {
    endpoint: 'goodsAssociation.saveArticle',
    request: (x) => ({ body: { articleNo: x.associatedArticleNo, goodsId: 'G100001' } }),
    targeted: true,
    allowedCode: 40900,
  },
  {
    endpoint: 'goodsAssociation.remove',
    request: (x) => ({ body: { articleNo: x.associatedArticleNo, color: '黑色', size: 'M' } }),
    targeted: true,
  },
  // another tenant's SKU has no history here: an empty list, never theirs
  {
    endpoint: 'goodsAssociation.history',
    request: (x) => ({ body: { articleNo: x.associatedArticleNo, color: '黑色', size: 'M' } }),
    targeted: false,
  },
  {
    endpoint: 'goodsAssociation.bulk',
    request: (x) => ({ body: { selection: { mode: 'ids', ids: [x.shopSkuId] }, action: { kind: 'adopt' } } }),
    targeted: true,
  },
  {
    endpoint: 'goodsAssociation.exportJob',
    request: (x) => ({ body: { selection: { mode: 'ids', ids: [x.shopSkuId] } } }),
    targeted: true,
  },
  {
    endpoint: 'goodsAssociation.exportFile',
    request: (x) => ({ body: { selection: { mode: 'ids', ids: [x.shopSkuId] } } }),
    targeted: true,
  },
  {
    endpoint: 'goodsAssociation.importFile',
    request: () => ({ body: {} }),
    targeted: false,
    allowedCode: 43006,
  },
  {
    endpoint: 'daifa.collectSave',
    request: () => ({
      body: {
        rows: [
          {
            receiver: { name: '李四', phone: '', areaCode: '', address: '' },
            lines: [{ stall: '国投', articleNo: 'A8821', color: '', size: '', qty: null }],
          },
        ],
      },
    }),
    targeted: false,
  },
  // The market is out of reach in the matrix: an allowed caller gets as far as asking it (40900).
  {
    endpoint: 'daifa.collectSubmit',
    request: (x) => ({
      body: {
        requestKey: `matrix-collect-${x.n}-${x.key}`,
        courierCode: 'ZTO',
        rows: [
          {
            receiver: { name: '李四', phone: '13912345678', areaCode: '440305', address: '科技园 1 号' },
            lines: [{ stall: '国投 3F-A316', articleNo: 'A8821', color: '杏色', size: 'M', qty: 1 }],
          },
        ],
      },
    }),
    targeted: false,
    allowedCode: 40900,
  },
  { endpoint: 'daifa.collectPage', request: () => ({ body: {} }), targeted: false },
  // A JSON body is no file: an allowed caller is told to choose one (43006).
  { endpoint: 'daifa.importUpload', request: () => ({ body: {} }), targeted: false, allowedCode: 43006 },
  { endpoint: 'daifa.importPage', request: () => ({}), targeted: false },
  { endpoint: 'daifa.importTemplate', request: () => ({}), targeted: false },
  { endpoint: 'daifa.importGet', request: (x) => ({ params: { id: x.importId } }), targeted: true },
  {
    endpoint: 'daifa.importRows',
    request: (x) => ({ params: { id: x.importId }, body: {} }),
    targeted: true,
  },
  { endpoint: 'daifa.importErrors', request: (x) => ({ params: { id: x.importId } }), targeted: true },
  // Checking rows asks the market, out of reach in the matrix (40900).
  {
    endpoint: 'daifa.importMapping',
    request: (x) => ({
      params: { id: x.importId },
      body: {
        courierCode: 'ZTO',
        mapping: {
          platformOrderNo: null,
          receiverName: 0,
          phone: 0,
          province: null,
          city: null,
          district: null,
          address: 0,
          stall: 0,
          articleNo: 0,
          color: 0,
          size: 0,
          qty: 0,
          courier: null,
          remark: null,
        },
      },
    }),
    targeted: true,
    allowedCode: 40000,
  },
  {
    endpoint: 'daifa.importRowUpdate',
    request: (x) => ({ params: { id: x.importId }, body: { rowNo: 2, values: { articleNo: 'A8822' } } }),
    targeted: true,
    allowedCode: 40900,
  },
  // No row of the target is ready to place: an allowed caller is told to fix the errors first.
  {
    endpoint: 'daifa.importPlace',
    request: (x) => ({ params: { id: x.importId }, body: { requestKey: `matrix-import-${x.n}-${x.key}` } }),
    targeted: true,
    allowedCode: 40000,
  },
  { endpoint: 'daifa.collectDelete', request: (x) => ({ params: { id: x.collectId } }), targeted: true },
  {
    endpoint: 'daifa.goodsSearch',
    request: () => ({ query: { keyword: 'K4551' } }),
    targeted: false,
    allowedCode: 40900,
  },
  {
    endpoint: 'daifa.goods',
    request: () => ({ params: { goodsId: 'G100001' } }),
    targeted: false,
    allowedCode: 40900,
  },
  {
    endpoint: 'daifa.sameStyle',
    request: () => ({ params: { goodsId: 'G100001' } }),
    targeted: false,
    allowedCode: 40900,
  },
  { endpoint: 'daifa.area', request: () => ({}), targeted: false },
  // The matrix's warehouse is out of reach: an allowed caller is told so.
  { endpoint: 'daifa.sendAddress', request: () => ({}), targeted: false, allowedCode: 40900 },
  { endpoint: 'daifa.abnormalPage', request: () => ({ body: { kind: 'LACK' } }), targeted: false },
  { endpoint: 'daifa.abnormalCounts', request: () => ({}), targeted: false },
  // The target order is unpaid: its line is in no exception, refused by its state once every check passed.
  {
    endpoint: 'daifa.abnormalResolve',
    request: (x) => ({ body: { items: [{ orderNo: x.daifaOrderNo, lineNo: 1 }], action: 'REFUND' } }),
    targeted: true,
    allowedCode: 40900,
  },
  {
    endpoint: 'daifa.updateAddress',
    request: (x) => ({
      body: {
        orderNo: x.daifaOrderNo,
        receiver: { name: '王五', phone: '13800138000', areaCode: '440106', address: '天河路 1 号' },
      },
    }),
    targeted: true,
  },
  {
    endpoint: 'offline.orderSave',
    request: (x) => ({
      body: {
        requestKey: `matrix-offline-${x.n}-${x.key}`,
        customer: { name: '周丽娟', phone: '13812345601' },
        lines: [offlineLine],
        submit: true,
      },
    }),
    targeted: false,
  },
  { endpoint: 'offline.orderPage', request: () => ({ body: {} }), targeted: false },
  {
    endpoint: 'offline.orderDetail',
    request: (x) => ({ params: { id: x.offlineDraftId } }),
    targeted: true,
  },
  {
    endpoint: 'offline.orderAction',
    request: (x) => ({ body: { id: x.offlineDraftId, version: 1, action: 'SUBMIT' } }),
    targeted: true,
  },
  {
    endpoint: 'offline.orderTook',
    request: (x) => ({ body: { id: x.offlineTakingId, version: 1, lines: [{ lineNo: 1, tookQty: 1 }] } }),
    targeted: true,
  },
  { endpoint: 'offline.orderDelete', request: (x) => ({ params: { id: x.offlineDraftId } }), targeted: true },
  {
    endpoint: 'offline.orderLabels',
    request: (x) => ({ body: { ids: [x.offlineDraftId, x.offlineTakingId] } }),
    targeted: true,
  },
  {
    endpoint: 'offline.returnSave',
    request: (x) => ({
      body: {
        requestKey: `matrix-return-${x.n}-${x.key}`,
        customer: { name: '周丽娟', phone: '13812345601' },
        reason: 'QUALITY',
        lines: [offlineLine],
      },
    }),
    targeted: false,
  },
  { endpoint: 'offline.returnPage', request: () => ({ body: {} }), targeted: false },
  {
    endpoint: 'offline.returnAction',
    request: (x) => ({
      body: { id: x.offlineReturnId, version: 1, action: 'START', staffId: x.returnStaffId },
    }),
    targeted: true,
  },
  {
    endpoint: 'offline.returnDelete',
    request: (x) => ({ params: { id: x.offlineReturnId } }),
    targeted: true,
  },
  {
    endpoint: 'offline.returnLabels',
    request: (x) => ({ body: { ids: [x.offlineReturnId] } }),
    targeted: true,
  },
  {
    endpoint: 'offline.returnSource',
    request: (x) => ({ query: { orderNo: x.offlineTookNo } }),
    targeted: true,
  },
  { endpoint: 'customGoods.page', request: () => ({ body: {} }), targeted: false },
  {
    endpoint: 'customGoods.save',
    request: (x) => ({
      body: {
        id: x.customGoodsId,
        stall: '新金马 3F-318',
        articleNo: `CG-${x.n}-${x.key.slice(0, 8)}`,
        title: '真丝衬衫',
        colors: ['白色'],
        sizes: ['M', 'L'],
        priceFen: 9200,
        weightG: 250,
      },
    }),
    targeted: true,
  },
  { endpoint: 'customGoods.exportFile', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'customGoods.importFile', request: () => ({ body: {} }), targeted: false, allowedCode: 43006 },
  // no file: refused in the pictures' own words once every access check passed
  { endpoint: 'upload.image', request: () => ({ body: {} }), targeted: false, allowedCode: 46006 },
  { endpoint: 'upload.imageFile', request: (x) => ({ params: { imageId: x.imageId } }), targeted: true },
  { endpoint: 'customGoods.remove', request: (x) => ({ params: { id: x.customGoodsId } }), targeted: true },
  { endpoint: 'afterSale.preview', request: (x) => ({ body: { orderNo: x.daifaOrderNo } }), targeted: true },
  {
    // the matrix's order is unpaid: a caller allowed to ask is told to cancel it instead
    endpoint: 'afterSale.apply',
    request: (x) => ({
      body: { orderNo: x.daifaOrderNo, type: 'REFUND_UNDELIVERY', lineNos: [1], reason: '买家不想要了' },
      headers: money(x, 'aftersale-apply'),
    }),
    targeted: true,
    allowedCode: 44001,
  },
  { endpoint: 'afterSale.page', request: () => ({ body: {} }), targeted: false },
  {
    endpoint: 'afterSale.bulk',
    request: (x) => ({
      body: { selection: { mode: 'ids', ids: [x.afterSaleId] }, action: { kind: 'cancel' } },
    }),
    targeted: true,
  },
  {
    endpoint: 'afterSale.exportJob',
    request: (x) => ({ body: { selection: { mode: 'ids', ids: [x.afterSaleId] } } }),
    targeted: true,
  },
  {
    endpoint: 'afterSale.exportFile',
    request: (x) => ({ body: { selection: { mode: 'ids', ids: [x.afterSaleId] } } }),
    targeted: true,
  },
  // another account's number is simply not found (a scan page tells nothing of others)
  { endpoint: 'afterSale.quickQuery', request: (x) => ({ body: { code: x.daifaOrderNo } }), targeted: false },
  { endpoint: 'afterSale.detail', request: (x) => ({ params: { asNo: x.afterSaleNo } }), targeted: true },
  { endpoint: 'problemParcel.page', request: () => ({ body: {} }), targeted: false },
  // another account's 问题件 is answered "不存在" per id, never discarded
  {
    endpoint: 'problemParcel.discard',
    request: (x) => ({ body: { ids: [x.problemParcelId] } }),
    targeted: false,
  },
  // another account's 问题件 are left out of the list, not refused
  {
    endpoint: 'problemParcel.goodsList',
    request: (x) => ({ body: { ids: [x.problemParcelId] } }),
    targeted: false,
  },
  // the matrix's 问题件 is a courier's, not a return's: an allowed caller is told it cannot
  {
    endpoint: 'problemParcel.resolve',
    request: (x) => ({
      body: { id: x.problemParcelId, action: 'RESTALL' },
      headers: { 'idempotency-key': x.key },
    }),
    targeted: true,
    allowedCode: 40900,
  },
  // the matrix's case is a finished 未发货仅退款, not 已拒绝: an allowed caller is told so
  {
    endpoint: 'afterSale.appeal',
    request: (x) => ({ body: { asNo: x.afterSaleNo, fen: 100, reason: '档口拒收不当' } }),
    targeted: true,
    allowedCode: 40900,
  },
  // the matrix's case is a finished 未发货仅退款: no offer to answer
  {
    endpoint: 'afterSale.negotiationAccept',
    request: (x) => ({ body: { asNo: x.afterSaleNo, accept: true }, headers: { 'idempotency-key': x.key } }),
    targeted: true,
    allowedCode: 40900,
  },
  { endpoint: 'shopAfterSale.page', request: () => ({ body: {} }), targeted: false },
  {
    endpoint: 'shopAfterSale.detail',
    request: (x) => ({ params: { id: x.shopAfterSaleId } }),
    targeted: true,
  },
  // the matrix's shop case was never dropshipped: an allowed caller is told so
  {
    endpoint: 'shopAfterSale.convert',
    request: (x) => ({ body: { id: x.shopAfterSaleId }, headers: { 'idempotency-key': x.key } }),
    targeted: true,
    allowedCode: 44001,
  },
  { endpoint: 'autoAfterSale.settings', request: () => ({}), targeted: false },
  {
    endpoint: 'autoAfterSale.save',
    request: () => ({
      body: {
        enabled: false,
        rules: {
          refundUndelivery: { on: true, trigger: 'APPLY', waitMinutes: 0 },
          returnGoods: { on: false },
        },
      },
    }),
    targeted: false,
  },
  { endpoint: 'autoAfterSale.logPage', request: () => ({ body: {} }), targeted: false },
  // the matrix's shop case was never dropshipped: decided again, it is skipped once more
  { endpoint: 'autoAfterSale.retry', request: (x) => ({ body: { id: x.autoLogId } }), targeted: true },
  { endpoint: 'autoAfterSale.activeTag', request: () => ({}), targeted: false },
  { endpoint: 'sendBack.page', request: () => ({ body: {} }), targeted: false },
  { endpoint: 'headless.page', request: () => ({ body: { headlessType: 1 } }), targeted: false },
  { endpoint: 'headless.search', request: () => ({ body: { phoneTail: '1234' } }), targeted: false },
  // the pool is everyone's: an allowed caller with the wrong number is told it does not match
  {
    endpoint: 'headless.claim',
    request: (x) => ({ body: { headlessNo: x.headlessNo, waybillNo: 'ZZ00000000' } }),
    targeted: false,
    allowedCode: 44007,
  },
  {
    endpoint: 'headless.photoSearch',
    request: () => ({ body: { image: TINY_JPEG.toString('base64') } }),
    targeted: false,
  },
  {
    endpoint: 'headless.linkCandidates',
    request: (x) => ({ body: { headlessNo: x.mineHeadlessNo } }),
    targeted: true,
  },
  // the matrix's case is over: an allowed caller reaches the case and is told it awaits no parcel
  {
    endpoint: 'headless.link',
    request: (x) => ({ body: { headlessNo: x.mineHeadlessNo, asNo: x.afterSaleNo } }),
    targeted: true,
    allowedCode: 40900,
  },
  // the photo of a parcel of the purchaser's: its staff who may open no after-sale page get 40300
  {
    endpoint: 'headless.photo',
    request: (x) => ({ params: { id: `${x.mineHeadlessNo}-C` } }),
    targeted: true,
    codeFor: { picker: 40300, finance: 40300 },
  },
  { endpoint: 'sendBack.express', request: () => ({}), targeted: false },
  { endpoint: 'sendBack.expressFee', request: () => ({ body: { areaCode: '440106' } }), targeted: false },
  {
    endpoint: 'sendBack.quote',
    request: (x) => ({ body: { problemIds: [x.problemParcelId], areaCode: '440106' } }),
    targeted: true,
  },
  {
    endpoint: 'sendBack.create',
    request: (x) => ({
      body: {
        problemIds: [x.problemParcelId],
        courierCode: 'ZTO',
        receiver: { name: '陈小姐', phone: '13800138000', areaCode: '440106', address: '天河路 1 号' },
      },
      headers: { 'idempotency-key': x.key },
    }),
    targeted: true,
  },
  { endpoint: 'sendBack.pay', request: (x) => ({ body: { postNo: x.postNo } }), targeted: true },
  { endpoint: 'sendBack.cancel', request: (x) => ({ body: { postNo: x.postNo } }), targeted: true },
  {
    endpoint: 'sendBack.receiver',
    request: (x) => ({
      body: {
        postNo: x.postNo,
        receiver: { name: '陈先生', phone: '13800138001', areaCode: '440106', address: '天河路 2 号' },
      },
    }),
    targeted: true,
  },
  // the matrix's case is a finished 未发货仅退款: nothing comes back, nothing to call off
  {
    endpoint: 'afterSale.returnWaybill',
    request: (x) => ({ body: { asNo: x.afterSaleNo, waybillNo: `YT${x.n}0000000`, courier: 'YTO' } }),
    targeted: true,
    allowedCode: 40900,
  },
  {
    endpoint: 'afterSale.cancel',
    request: (x) => ({ body: { asNo: x.afterSaleNo } }),
    targeted: true,
    allowedCode: 40900,
  },
  // the matrix's case is a finished 未发货仅退款, no failed interception: an allowed caller is told so
  {
    endpoint: 'afterSale.toReturn',
    request: (x) => ({ body: { asNo: x.afterSaleNo }, headers: { 'idempotency-key': x.key } }),
    targeted: true,
    allowedCode: 40900,
  },
  // the matrix runs without a warehouse (unreachable): the address is refused as out of reach
  { endpoint: 'returnSetting.returnAddress', request: () => ({}), targeted: false, allowedCode: 40900 },
  { endpoint: 'returnSetting.returnPhones', request: () => ({}), targeted: false },
  {
    endpoint: 'returnSetting.saveReturnPhone',
    request: (x) => ({ body: { shopId: x.shopId, phone: '020-83591234' } }),
    targeted: true,
  },
  { endpoint: 'platformSetting.customInfo', request: () => ({}), targeted: false },
  {
    endpoint: 'platformSetting.saveCustomInfo',
    request: () => ({
      body: { sender: { name: '小雅服饰', phone: '13800138000' }, remark: '{件数}件', neutral: false },
    }),
    targeted: false,
  },
  {
    endpoint: 'platformSetting.saveShopSender',
    request: (x) => ({ body: { shopId: x.shopId, sender: { name: '小雅服饰', phone: '020-83591234' } } }),
    targeted: true,
  },
  { endpoint: 'platformSetting.speedDelivery', request: () => ({}), targeted: false },
  { endpoint: 'help.categories', request: () => ({}), targeted: false },
  { endpoint: 'help.article', request: () => ({ query: { slug: 'recharge' } }), targeted: false },
  { endpoint: 'help.search', request: () => ({ body: { question: '怎么充值' } }), targeted: false },
  { endpoint: 'help.forRoute', request: () => ({ query: { path: '/home' } }), targeted: false },
  { endpoint: 'platformSetting.fulfilmentStrategy', request: () => ({}), targeted: false },
  {
    endpoint: 'platformSetting.saveFulfilmentStrategy',
    request: () => ({ body: { lackWaitDays: 3, nextDayTries: 3 } }),
    targeted: false,
  },
  { endpoint: 'intercept.rules', request: () => ({}), targeted: false },
  {
    endpoint: 'intercept.save',
    request: (x) => ({
      body: { name: `拦截规则${x.n}`, conditions: { buyerRemark: ['不要发'] }, actions: { hold: {} } },
    }),
    targeted: false,
  },
  {
    endpoint: 'intercept.toggle',
    request: (x) => ({ body: { id: x.interceptRuleId, version: 1, enabled: false } }),
    targeted: true,
  },
  {
    endpoint: 'intercept.move',
    request: (x) => ({ body: { id: x.interceptRuleId, direction: 'UP' } }),
    targeted: true,
  },
  { endpoint: 'intercept.remove', request: (x) => ({ body: { id: x.interceptRuleId } }), targeted: true },
  {
    endpoint: 'intercept.trial',
    request: () => ({ body: { conditions: { provinces: ['广东省'], amount: { min: 100 } } } }),
    targeted: false,
  },
  { endpoint: 'intercept.applyNow', request: (x) => ({ body: { id: x.interceptRuleId } }), targeted: true },
  { endpoint: 'intercept.hits', request: () => ({ body: { pageNum: 1, pageSize: 20 } }), targeted: false },
  {
    endpoint: 'platformSetting.saveSpeedDelivery',
    request: () => ({ body: { platform: 'PDD', enabled: false } }),
    targeted: false,
  },
];
