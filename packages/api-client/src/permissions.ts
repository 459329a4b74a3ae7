import type { Brand } from './brands.ts';

/**
 * The whole permission tree, once. A leaf's code is the console route it opens (spec §6); a group's
 * code names the menu group. The server grants and checks these codes; the console builds its left
 * menu from the same tree, so a menu entry and its permission can never disagree.
 */
export interface PermissionNode {
  code: string;
  title: string;
  children?: PermissionNode[];
  /** Shown only when the account has the manual-delivery (拿退货) permission. */
  needsManualDelivery?: boolean;
  /** Shown only when POST /api/b2/purchaser/assigned/existErp answers true. */
  needsErp?: boolean;
  /** Limits the entry to these brands; absent means every brand. */
  onlyBrands?: readonly Brand[];
  /** Hides the entry for these brands. */
  exceptBrands?: readonly Brand[];
  /** A right inside a page (指派, 打印), granted like an entry, never a menu entry; follows its page. */
  action?: true;
  /** A live count shown beside the entry. */
  badge?: 'problemParcel' | 'replenishWaiting';
}

const E3H: readonly Brand[] = ['e3hw', 'e3hm'];

/** In-page rights of 拿退货管理: a picker (退货员) holds the entry alone and sees their own work. */
export const PICKUP_ASSIGN_CODE = '/offlineReturnOrder/pickup/assign';
export const PICKUP_PRINT_CODE = '/offlineReturnOrder/pickup/print';
export const RETURN_ASSIGN_CODE = '/offlineReturnOrder/offlineReturnOrderList/assign';

export const permissionTree: readonly PermissionNode[] = [
  { code: '/home', title: '工作台' },
  {
    code: 'shopOrder',
    title: '店铺订单',
    children: [{ code: '/order/orderList', title: '同步订单' }],
  },
  {
    code: 'daifa',
    title: '代发管理',
    children: [
      { code: '/order/daifaOrderList', title: '代发订单' },
      { code: '/afterSale/afterSaleList', title: '售后订单' },
      { code: '/afterSale/problemList', title: '问题件', badge: 'problemParcel' },
      { code: '/afterSale/headlessList', title: '无头件认领' },
    ],
  },
  {
    code: 'e3hReportGetGoods',
    title: '报单管理',
    onlyBrands: E3H,
    children: [
      { code: '/e3hReportGetGoods/myDeclaration', title: '我的报单' },
      { code: '/e3hReportGetGoods/declarationHistory', title: '报单历史' },
    ],
  },
  {
    code: 'offlineReturnOrder',
    title: '拿退货管理',
    needsManualDelivery: true,
    children: [
      { code: '/offlineReturnOrder/pickup', title: '拿货任务指派' },
      // without 指派 the page is the picker's own 我的任务
      { code: PICKUP_ASSIGN_CODE, title: '拿货任务指派：指派与管理', action: true },
      { code: PICKUP_PRINT_CODE, title: '拿货任务指派：打印标签', action: true },
      { code: '/offlineReturnOrder/offlineReturnOrderList', title: '退货登记指派' },
      { code: RETURN_ASSIGN_CODE, title: '退货登记指派：指派与管理', action: true },
    ],
  },
  {
    code: 'print',
    title: '打印发货',
    needsManualDelivery: true,
    children: [
      { code: '/print/printDelivery', title: '打印发货' },
      { code: '/print/orderFreePrint', title: '自由打印' },
      { code: '/print/scanPrint', title: '扫描打印' },
      { code: '/print/moreProduct', title: '多件合打' },
      { code: '/print/printSetting', title: '打印设置' },
    ],
  },
  {
    code: 'goods',
    title: '商品管理',
    children: [
      { code: '/goods/association', title: '商品关联' },
      { code: '/goods/supplier', title: '商品供应商', needsErp: true },
      { code: '/goods/customGoods', title: '自定义商品', needsManualDelivery: true, exceptBrands: ['go2'] },
    ],
  },
  {
    code: 'funds',
    title: '资金管理',
    children: [
      { code: '/funds/balance', title: '我的余额' },
      { code: '/funds/rechargeWithdraw', title: '充值提现' },
      { code: '/funds/transferRecord', title: '代发补款记录', badge: 'replenishWaiting' },
      { code: '/funds/nahuoSettlement', title: '拿货结算账单', needsManualDelivery: true },
      { code: '/funds/accountStatement', title: '对账单', needsManualDelivery: true },
    ],
  },
  {
    code: 'asset',
    title: '资产管理',
    onlyBrands: ['go2'],
    children: [{ code: '/funds/coupon', title: '我的优惠劵' }],
  },
  {
    code: 'statistics',
    title: '数据统计',
    children: [
      { code: '/statistics/orderTakeStatistics', title: '店铺拿退统计' },
      { code: '/statistics/outStock', title: '缺货统计' },
      { code: '/statistics/takeReturn', title: '拿退货统计' },
    ],
  },
  {
    code: 'accountPermission',
    title: '账号权限',
    children: [{ code: '/accountPermission/accountManagement', title: '账号管理' }],
  },
  {
    code: 'basicSet',
    title: '基础设置',
    children: [
      { code: '/basicSet/shopAuthorization', title: '店铺授权' },
      { code: '/basicSet/supplierManagement', title: '供应商管理', needsManualDelivery: true },
      { code: '/basicSet/automaticAfterSale', title: '平台代发设置' },
    ],
  },
];

/** Every node depth-first, groups before their children. */
export function flattenPermissionTree(
  tree: readonly PermissionNode[] = permissionTree,
  parentCode: string | null = null,
): Array<PermissionNode & { parentCode: string | null }> {
  return tree.flatMap((node) => [
    { ...node, parentCode },
    ...flattenPermissionTree(node.children ?? [], node.code),
  ]);
}

export const allPermissionCodes: readonly string[] = flattenPermissionTree().map((n) => n.code);
const knownCodes = new Set(allPermissionCodes);

export function isPermissionCode(code: string): boolean {
  return knownCodes.has(code);
}

/** The code tree the wire carries: `{code, children}` only, pruned to the granted codes. */
export interface PermissionCodeNode {
  code: string;
  children: PermissionCodeNode[];
}

export function permissionCodeTree(
  granted: ReadonlySet<string> | 'all',
  tree: readonly PermissionNode[] = permissionTree,
): PermissionCodeNode[] {
  const out: PermissionCodeNode[] = [];
  for (const node of tree) {
    const children = permissionCodeTree(granted, node.children ?? []);
    const self = granted === 'all' || granted.has(node.code);
    if (self || children.length > 0) out.push({ code: node.code, children });
  }
  return out;
}

export function flattenCodeTree(tree: readonly PermissionCodeNode[]): string[] {
  return tree.flatMap((n) => [n.code, ...flattenCodeTree(n.children)]);
}

/**
 * Routes that are not menu entries but ride on one (spec §6): the key is reachable only with the
 * value's permission.
 */
export const routePermissionDependencies: Readonly<Record<string, string>> = {
  '/order/placeOrder': '/order/daifaOrderList',
  '/order/intelligentImport': '/order/daifaOrderList',
  '/order/abnormalList': '/order/daifaOrderList',
  '/order/orderCollect': '/order/daifaOrderList',
  '/order/orderCollectRecord': '/order/daifaOrderList',
  '/basicSet/speedSelivery': '/basicSet/automaticAfterSale',
  '/basicSet/customInfo': '/basicSet/automaticAfterSale',
  '/basicSet/setPayment': '/basicSet/automaticAfterSale',
  '/basicSet/customCertificate': '/basicSet/automaticAfterSale',
  '/basicSet/returnPhone': '/basicSet/automaticAfterSale',
};

/** The permission code guarding role and sub-account management on the server. */
export const ACCOUNT_MANAGEMENT_CODE = '/accountPermission/accountManagement';
