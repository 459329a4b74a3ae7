import type { Brand } from '@oms/api-client';

/** Which frame a route renders in. */
export type RouteLayout = 'main' | 'bare';

/** Pages that exist today; every other route shows the real frame and a "not available yet" state. */
export type PageKey =
  | 'home'
  | 'forbidden'
  | 'notFound'
  | 'login'
  | 'accountManagement'
  | 'shopOrders'
  | 'daifaOrders'
  | 'daifaOrderDetail'
  | 'placeOrder'
  | 'abnormalList'
  | 'orderCollect'
  | 'orderCollectRecord'
  | 'intelligentImport'
  | 'offlineList'
  | 'offlineCreate'
  | 'offlineReturns'
  | 'pickup'
  | 'returnAssign'
  | 'returnRegistration'
  | 'supplierManagement'
  | 'erpGoods'
  | 'expressList'
  | 'goodsAssociation'
  | 'customGoods'
  | 'afterSaleList'
  | 'problemList'
  | 'problemSendBack'
  | 'headlessList'
  | 'headlessSendBack'
  | 'afterSaleDetail'
  | 'shopAfterSaleDetail'
  | 'returnPhone'
  | 'customInfo'
  | 'speedDelivery'
  | 'autoIntercept'
  | 'fulfilmentStrategy'
  | 'helpCenter'
  | 'automaticAfterSale'
  | 'automaticLog'
  | 'afterSaleQuickQuery'
  | 'shopAuthorization'
  | 'tagEditor'
  | 'printSetting'
  | 'customCertificate'
  | 'addCustomCertificate'
  | 'fundsBalance'
  | 'rechargeWithdraw'
  | 'fundsPay'
  | 'resetPayPass'
  | 'bindAlipay'
  | 'transferRecord'
  | 'nahuoSettlement'
  | 'nahuoyuanSettlement'
  | 'accountStatement'
  | 'printDelivery'
  | 'scanPrint'
  | 'orderFreePrint'
  | 'moreProduct'
  | 'orderTakeStatistics'
  | 'outStock'
  | 'takeReturn'
  | 'coupon'
  | 'aliLedger'
  | 'aliLedgerAuth'
  | 'messageCenter'
  | 'noticeDetail'
  | 'expressMsg';

export interface RouteEntry {
  path: string;
  /** The page title, also used in the document title `{title} | order management system`. */
  title: string;
  layout: RouteLayout;
  /** false hides the left bar (spec §2 meta leftBarShow). */
  leftBarShow: boolean;
  /** The permission code this route is a menu entry for (its own path). */
  menuCode?: string;
  /**
   * A non-menu route that rides on another entry's permission: spec §6's placeOrder,
   * intelligentImport and 平台代发设置 sub-pages, and each list's own detail pages (a detail page of
   * a list you may not open would only show refusals).
   */
  requires?: string;
  /**
   * Open to every account that may sign in to this console (and /login to anyone). Said out loud so
   * that a route cannot simply forget its rule: every entry has a menu code, `requires` or this.
   */
  open?: true;
  /** Limits the route to these brands; another brand gets the 404 page. */
  onlyBrands?: readonly Brand[];
  exceptBrands?: readonly Brand[];
  /** Denied with /403 when the tenant lacks the manual-delivery permission (spec §6). */
  needsManualDelivery?: boolean;
  page?: PageKey;
}

export interface RedirectEntry {
  from: string;
  to: string;
}

const E3H: readonly Brand[] = ['e3hw', 'e3hm'];

type Spec = Omit<RouteEntry, 'layout' | 'leftBarShow'> & Partial<Pick<RouteEntry, 'layout' | 'leftBarShow'>>;
const route = (spec: Spec): RouteEntry => ({ layout: 'main', leftBarShow: true, ...spec });
const menu = (path: string, title: string, extra: Partial<Spec> = {}) =>
  route({ path, title, menuCode: path, ...extra });

/** Every route of spec §2, in one place. */
export const routeTable: readonly RouteEntry[] = [
  menu('/home', '工作台', { page: 'home' }),

  menu('/order/orderList', '同步订单', { page: 'shopOrders' }),
  menu('/order/daifaOrderList', '代发订单', { page: 'daifaOrders' }),
  route({
    path: '/order/daifaOrderList/daifaOrederListDetail',
    title: '代发订单详情',
    requires: '/order/daifaOrderList',
    page: 'daifaOrderDetail',
  }),
  route({
    path: '/order/abnormalList',
    title: '异常订单',
    requires: '/order/daifaOrderList',
    page: 'abnormalList',
  }),
  route({
    path: '/order/intelligentImport',
    title: '订单导入',
    requires: '/order/daifaOrderList',
    page: 'intelligentImport',
  }),
  route({
    path: '/order/thirdOrderDetail',
    title: '店铺售后详情',
    requires: '/afterSale/afterSaleList',
    page: 'shopAfterSaleDetail',
  }),
  route({
    path: '/order/placeOrder',
    title: '代发下单',
    requires: '/order/daifaOrderList',
    page: 'placeOrder',
  }),
  route({
    path: '/order/orderCollectRecord',
    title: '报单记录',
    requires: '/order/daifaOrderList',
    page: 'orderCollectRecord',
  }),
  route({
    path: '/order/orderCollect',
    title: '手动报单',
    requires: '/order/daifaOrderList',
    page: 'orderCollect',
  }),
  // A purchaser's own customers: on the 拿货任务指派 / 退货登记指派 entries (their permission codes).
  route({
    path: '/order/getOfflineList',
    title: '线下拿货单',
    requires: '/offlineReturnOrder/pickup',
    needsManualDelivery: true,
    page: 'offlineList',
  }),
  route({
    path: '/order/getOfflineCreate',
    title: '新建线下拿货单',
    requires: '/offlineReturnOrder/pickup',
    needsManualDelivery: true,
    page: 'offlineCreate',
  }),
  route({
    path: '/order/offlineReturnOrder',
    title: '线下退货单',
    requires: '/offlineReturnOrder/offlineReturnOrderList',
    needsManualDelivery: true,
    page: 'offlineReturns',
  }),
  route({
    path: '/order/expressList',
    title: '快递列表',
    layout: 'bare',
    leftBarShow: false,
    page: 'expressList',
    open: true,
  }),

  menu('/afterSale/afterSaleList', '售后订单', { page: 'afterSaleList' }),
  route({
    path: '/afterSale/afterSaleListDetail',
    title: '售后订单详情',
    requires: '/afterSale/afterSaleList',
    page: 'afterSaleDetail',
  }),
  route({
    path: '/afterSale/quickQuery',
    title: '售后快速查询',
    requires: '/afterSale/afterSaleList',
    page: 'afterSaleQuickQuery',
  }),
  menu('/afterSale/problemList', '问题件', { page: 'problemList' }),
  route({
    path: '/afterSale/problemSendBack',
    title: '问题件寄回',
    requires: '/afterSale/problemList',
    page: 'problemSendBack',
  }),
  menu('/afterSale/headlessList', '无头件认领', { page: 'headlessList' }),
  route({
    path: '/afterSale/headlessSendBack',
    title: '无头件寄回',
    requires: '/afterSale/headlessList',
    page: 'headlessSendBack',
  }),

  menu('/e3hReportGetGoods/myDeclaration', '我的报单', { onlyBrands: E3H }),
  menu('/e3hReportGetGoods/declarationHistory', '报单历史', { onlyBrands: E3H }),

  menu('/offlineReturnOrder/pickup', '拿货任务指派', { needsManualDelivery: true, page: 'pickup' }),
  menu('/offlineReturnOrder/offlineReturnOrderList', '退货登记指派', {
    needsManualDelivery: true,
    page: 'returnAssign',
  }),
  route({
    path: '/offlineReturnOrder/returnRegistration',
    title: '退货登记',
    requires: '/offlineReturnOrder/offlineReturnOrderList',
    needsManualDelivery: true,
    page: 'returnRegistration',
  }),

  menu('/print/printDelivery', '打印发货', { needsManualDelivery: true, page: 'printDelivery' }),
  menu('/print/orderFreePrint', '自由打印', { needsManualDelivery: true, page: 'orderFreePrint' }),
  menu('/print/scanPrint', '扫描打印', { needsManualDelivery: true, page: 'scanPrint' }),
  menu('/print/moreProduct', '多件合打', { needsManualDelivery: true, page: 'moreProduct' }),
  menu('/print/printSetting', '打印设置', { needsManualDelivery: true, page: 'printSetting' }),
  route({
    path: '/tagEditorFabric',
    title: '标签编辑器',
    requires: '/print/printSetting',
    page: 'tagEditor',
  }),

  menu('/goods/association', '商品关联', { page: 'goodsAssociation' }),
  menu('/goods/supplier', '商品供应商', { page: 'erpGoods' }),
  menu('/goods/customGoods', '自定义商品', {
    page: 'customGoods',
    needsManualDelivery: true,
    exceptBrands: ['go2'],
  }),

  menu('/funds/balance', '我的余额', { page: 'fundsBalance' }),
  menu('/funds/rechargeWithdraw', '充值提现', { page: 'rechargeWithdraw' }),
  menu('/funds/transferRecord', '代发补款记录', { page: 'transferRecord' }),
  menu('/funds/nahuoSettlement', '拿货结算账单', { needsManualDelivery: true, page: 'nahuoSettlement' }),
  route({
    path: '/funds/nahuoSettlement/nahuoyuanSettlement',
    title: '拿货员结算',
    requires: '/funds/nahuoSettlement',
    needsManualDelivery: true,
    page: 'nahuoyuanSettlement',
  }),
  menu('/funds/accountStatement', '对账单', { needsManualDelivery: true, page: 'accountStatement' }),
  menu('/funds/coupon', '我的优惠劵', { onlyBrands: ['go2'], page: 'coupon' }),
  route({ path: '/funds/aliLedger', title: '支付宝分账', requires: '/funds/balance', page: 'aliLedger' }),
  route({
    path: '/funds/aliLedgerAuth',
    title: '支付宝分账授权',
    requires: '/funds/balance',
    page: 'aliLedgerAuth',
  }),
  // Who may pay a document is decided by the server from the payment order (the document's own page).
  route({ path: '/funds/pay', title: '支付', page: 'fundsPay', open: true }),
  route({
    path: '/funds/bindAlipay',
    title: '绑定支付宝',
    requires: '/funds/rechargeWithdraw',
    page: 'bindAlipay',
  }),
  // Each account's own pay password.
  route({ path: '/funds/resetPayPass', title: '修改支付密码', page: 'resetPayPass', open: true }),

  menu('/statistics/orderTakeStatistics', '店铺拿退统计', { page: 'orderTakeStatistics' }),
  menu('/statistics/outStock', '缺货统计', { page: 'outStock' }),
  menu('/statistics/takeReturn', '拿退货统计', { page: 'takeReturn' }),

  menu('/accountPermission/accountManagement', '账号管理', { page: 'accountManagement' }),

  menu('/basicSet/shopAuthorization', '店铺授权', { page: 'shopAuthorization' }),
  menu('/basicSet/supplierManagement', '供应商管理', {
    needsManualDelivery: true,
    page: 'supplierManagement',
  }),
  menu('/basicSet/automaticAfterSale', '自动售后设置', { page: 'automaticAfterSale' }),
  route({
    path: '/basicSet/returnPhone',
    title: '店铺退货电话',
    requires: '/basicSet/automaticAfterSale',
    page: 'returnPhone',
  }),
  route({
    path: '/basicSet/automaticAfterSale/AutomaticLog',
    title: '自动售后日志',
    requires: '/basicSet/automaticAfterSale',
    page: 'automaticLog',
  }),
  route({
    path: '/basicSet/speedSelivery',
    title: '提速发货',
    requires: '/basicSet/automaticAfterSale',
    page: 'speedDelivery',
  }),
  route({
    path: '/basicSet/distributionMode',
    title: '供货备货模式',
    requires: '/basicSet/automaticAfterSale',
  }),
  route({
    path: '/basicSet/customInfo',
    title: '自定义发货信息',
    requires: '/basicSet/automaticAfterSale',
    page: 'customInfo',
  }),
  route({ path: '/basicSet/setPayment', title: '货款后付设置', requires: '/basicSet/automaticAfterSale' }),
  route({
    path: '/basicSet/customCertificate',
    title: '自定义合格证',
    requires: '/basicSet/automaticAfterSale',
    page: 'customCertificate',
  }),
  route({
    path: '/basicSet/addCustomCertificate',
    title: '新建合格证',
    requires: '/basicSet/automaticAfterSale',
    page: 'addCustomCertificate',
  }),
  // The dropship settings of 平台代发设置, as its other sub-pages (spec §6).
  route({
    path: '/basicSet/autoIntercept',
    title: '自动拦截策略',
    requires: '/basicSet/automaticAfterSale',
    page: 'autoIntercept',
  }),
  route({
    path: '/basicSet/orderFulfillmentStrategy',
    title: '订单履约策略',
    requires: '/basicSet/automaticAfterSale',
    page: 'fulfilmentStrategy',
  }),

  route({ path: '/announcement/list', title: '消息中心', open: true, page: 'messageCenter' }),
  route({ path: '/announcement/details', title: '公告详情', open: true, page: 'noticeDetail' }),
  route({ path: '/helpCenter', title: '帮助中心', leftBarShow: false, open: true, page: 'helpCenter' }),
  route({ path: '/expressMsg', title: '物流查询', leftBarShow: false, open: true, page: 'expressMsg' }),
  route({ path: '/workorder/myworkorder', title: '我的工单', open: true }),
  route({ path: '/member/pay', title: '会员购买', leftBarShow: false, open: true }),

  route({ path: '/login', title: '登录', layout: 'bare', leftBarShow: false, page: 'login', open: true }),
  route({ path: '/403', title: '暂无权限', page: 'forbidden', open: true }),
];

/** The 404 page's entry (the catch-all). */
export const notFoundRoute: RouteEntry = route({ path: '*', title: '页面不存在', page: 'notFound' });

/** Parent paths that open their default child (spec §2). */
export const redirects: readonly RedirectEntry[] = [
  { from: '/', to: '/home' },
  { from: '/basicSet', to: '/basicSet/shopAuthorization' },
  { from: '/announcement', to: '/announcement/list' },
  { from: '/workorder', to: '/workorder/myworkorder' },
  { from: '/offlineReturnOrder', to: '/offlineReturnOrder/offlineReturnOrderList' },
  { from: '/accountPermission', to: '/accountPermission/accountManagement' },
  { from: '/print', to: '/print/printDelivery' },
  { from: '/member', to: '/member/pay' },
  { from: '/e3hReportGetGoods', to: '/e3hReportGetGoods/myDeclaration' },
];

const byPath = new Map(routeTable.map((r) => [r.path, r]));

export function findRoute(pathname: string): RouteEntry | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(clean);
}

export const DOCUMENT_TITLE_SUFFIX = ' | order management system';

export function documentTitle(entry: RouteEntry | undefined): string {
  return `${(entry ?? notFoundRoute).title}${DOCUMENT_TITLE_SUFFIX}`;
}
