import type { ComponentType } from 'react';
import { findRoute, type PageKey } from './routeTable.ts';

/** Each page's code, loaded on its first visit (its own chunk). */
export const pageLoaders: Record<PageKey, () => Promise<{ default: ComponentType }>> = {
  home: () => import('../../routes/home/HomePage.tsx'),
  forbidden: () => import('../../routes/results/ForbiddenPage.tsx'),
  notFound: () => import('../../routes/results/NotFoundPage.tsx'),
  login: () => import('../../routes/login/LoginPage.tsx'),
  accountManagement: () => import('../../routes/accountPermission/AccountManagementPage.tsx'),
  shopOrders: () => import('../../routes/order/shopOrders/ShopOrdersPage.tsx'),
  daifaOrders: () => import('../../routes/order/daifaOrders/DaifaOrdersPage.tsx'),
  daifaOrderDetail: () => import('../../routes/order/daifaOrders/DaifaOrderDetailPage.tsx'),
  placeOrder: () => import('../../routes/order/placeOrder/PlaceOrderPage.tsx'),
  abnormalList: () => import('../../routes/order/abnormalList/AbnormalListPage.tsx'),
  goodsAssociation: () => import('../../routes/goods/association/GoodsAssociationPage.tsx'),
  customGoods: () => import('../../routes/goods/customGoods/CustomGoodsPage.tsx'),
  expressList: () => import('../../routes/order/expressList/ExpressListPage.tsx'),
  orderCollect: () => import('../../routes/order/orderCollect/OrderCollectPage.tsx'),
  orderCollectRecord: () => import('../../routes/order/orderCollectRecord/OrderCollectRecordPage.tsx'),
  intelligentImport: () => import('../../routes/order/intelligentImport/IntelligentImportPage.tsx'),
  offlineList: () => import('../../routes/order/offlineList/OfflineListPage.tsx'),
  offlineCreate: () => import('../../routes/order/offlineCreate/OfflineCreatePage.tsx'),
  offlineReturns: () => import('../../routes/order/offlineReturn/OfflineReturnPage.tsx'),
  shopAuthorization: () => import('../../routes/basicSet/shopAuthorization/ShopAuthorizationPage.tsx'),
  tagEditor: () => import('../../routes/print/tagEditor/TagEditorPage.tsx'),
  printSetting: () => import('../../routes/print/printSetting/PrintSettingPage.tsx'),
  customCertificate: () => import('../../routes/basicSet/customCertificate/CustomCertificatePage.tsx'),
  addCustomCertificate: () => import('../../routes/basicSet/customCertificate/AddCustomCertificatePage.tsx'),
  fundsBalance: () => import('../../routes/funds/balance/BalancePage.tsx'),
  rechargeWithdraw: () => import('../../routes/funds/rechargeWithdraw/RechargeWithdrawPage.tsx'),
  fundsPay: () => import('../../routes/funds/pay/PayPage.tsx'),
  resetPayPass: () => import('../../routes/funds/resetPayPass/ResetPayPassPage.tsx'),
  bindAlipay: () => import('../../routes/funds/bindAlipay/BindAlipayPage.tsx'),
  transferRecord: () => import('../../routes/funds/transferRecord/TransferRecordPage.tsx'),
  coupon: () => import('../../routes/funds/coupon/CouponPage.tsx'),
  aliLedger: () => import('../../routes/funds/aliLedger/AliLedgerPage.tsx'),
  aliLedgerAuth: () => import('../../routes/funds/aliLedger/AliLedgerAuthPage.tsx'),
};

/**
 * Fetches a page's code ahead of the click that opens it (a hand on its menu entry, or focus there):
 * the click then waits for the page's data alone. A failure here is the click's to show.
 */
export function preloadPage(pathname: string): void {
  const page = findRoute(pathname)?.page;
  if (page) pageLoaders[page]().catch(() => undefined);
}
