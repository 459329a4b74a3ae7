import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spin } from 'antd';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { GroupRedirect } from './guards/GuardedOutlet.tsx';
import { DocumentTitle } from './navigation/DocumentTitle.tsx';
import { redirects, routeTable, type PageKey, type RouteEntry } from './routes/routeTable.ts';

const pages: Record<PageKey, ComponentType> = {
  home: lazy(() => import('../routes/home/HomePage.tsx')),
  forbidden: lazy(() => import('../routes/results/ForbiddenPage.tsx')),
  notFound: lazy(() => import('../routes/results/NotFoundPage.tsx')),
  login: lazy(() => import('../routes/login/LoginPage.tsx')),
  accountManagement: lazy(() => import('../routes/accountPermission/AccountManagementPage.tsx')),
  shopOrders: lazy(() => import('../routes/order/shopOrders/ShopOrdersPage.tsx')),
  daifaOrders: lazy(() => import('../routes/order/daifaOrders/DaifaOrdersPage.tsx')),
  daifaOrderDetail: lazy(() => import('../routes/order/daifaOrders/DaifaOrderDetailPage.tsx')),
  placeOrder: lazy(() => import('../routes/order/placeOrder/PlaceOrderPage.tsx')),
  abnormalList: lazy(() => import('../routes/order/abnormalList/AbnormalListPage.tsx')),
  goodsAssociation: lazy(() => import('../routes/goods/association/GoodsAssociationPage.tsx')),
  customGoods: lazy(() => import('../routes/goods/customGoods/CustomGoodsPage.tsx')),
  erpGoods: lazy(() => import('../routes/goods/supplier/ErpGoodsPage.tsx')),
  afterSaleList: lazy(() => import('../routes/afterSale/afterSaleList/AfterSaleListPage.tsx')),
  problemList: lazy(() => import('../routes/afterSale/problemList/ProblemListPage.tsx')),
  problemSendBack: lazy(() => import('../routes/afterSale/problemSendBack/ProblemSendBackPage.tsx')),
  headlessList: lazy(() => import('../routes/afterSale/headlessList/HeadlessListPage.tsx')),
  automaticAfterSale: lazy(() => import('../routes/basicSet/automaticAfterSale/AutomaticAfterSalePage.tsx')),
  automaticLog: lazy(() => import('../routes/basicSet/automaticAfterSale/AutomaticLogPage.tsx')),
  shopAfterSaleDetail: lazy(() => import('../routes/afterSale/shopAfterSale/ShopAfterSaleDetailPage.tsx')),
  // one component: a claimed 无头件 is a 问题件, sent back by its id
  headlessSendBack: lazy(() => import('../routes/afterSale/problemSendBack/ProblemSendBackPage.tsx')),
  afterSaleQuickQuery: lazy(() => import('../routes/afterSale/quickQuery/QuickQueryPage.tsx')),
  returnPhone: lazy(() => import('../routes/basicSet/returnPhone/ReturnPhonePage.tsx')),
  customInfo: lazy(() => import('../routes/basicSet/customInfo/CustomInfoPage.tsx')),
  speedDelivery: lazy(() => import('../routes/basicSet/speedDelivery/SpeedDeliveryPage.tsx')),
  autoIntercept: lazy(() => import('../routes/basicSet/autoIntercept/AutoInterceptPage.tsx')),
  helpCenter: lazy(() => import('../routes/helpCenter/HelpCenterPage.tsx')),
  fulfilmentStrategy: lazy(() => import('../routes/basicSet/fulfilmentStrategy/FulfilmentStrategyPage.tsx')),
  afterSaleDetail: lazy(() => import('../routes/afterSale/afterSaleDetail/AfterSaleDetailPage.tsx')),
  expressList: lazy(() => import('../routes/order/expressList/ExpressListPage.tsx')),
  orderCollect: lazy(() => import('../routes/order/orderCollect/OrderCollectPage.tsx')),
  orderCollectRecord: lazy(() => import('../routes/order/orderCollectRecord/OrderCollectRecordPage.tsx')),
  intelligentImport: lazy(() => import('../routes/order/intelligentImport/IntelligentImportPage.tsx')),
  offlineList: lazy(() => import('../routes/order/offlineList/OfflineListPage.tsx')),
  offlineCreate: lazy(() => import('../routes/order/offlineCreate/OfflineCreatePage.tsx')),
  offlineReturns: lazy(() => import('../routes/order/offlineReturn/OfflineReturnPage.tsx')),
  pickup: lazy(() => import('../routes/offlineReturnOrder/pickup/PickupPage.tsx')),
  supplierManagement: lazy(() => import('../routes/basicSet/supplierManagement/SupplierManagementPage.tsx')),
  returnAssign: lazy(() => import('../routes/offlineReturnOrder/returns/ReturnAssignPage.tsx')),
  returnRegistration: lazy(
    () => import('../routes/offlineReturnOrder/registration/ReturnRegistrationPage.tsx'),
  ),
  shopAuthorization: lazy(() => import('../routes/basicSet/shopAuthorization/ShopAuthorizationPage.tsx')),
  tagEditor: lazy(() => import('../routes/print/tagEditor/TagEditorPage.tsx')),
  printSetting: lazy(() => import('../routes/print/printSetting/PrintSettingPage.tsx')),
  customCertificate: lazy(() => import('../routes/basicSet/customCertificate/CustomCertificatePage.tsx')),
  addCustomCertificate: lazy(
    () => import('../routes/basicSet/customCertificate/AddCustomCertificatePage.tsx'),
  ),
  fundsBalance: lazy(() => import('../routes/funds/balance/BalancePage.tsx')),
  rechargeWithdraw: lazy(() => import('../routes/funds/rechargeWithdraw/RechargeWithdrawPage.tsx')),
  fundsPay: lazy(() => import('../routes/funds/pay/PayPage.tsx')),
  resetPayPass: lazy(() => import('../routes/funds/resetPayPass/ResetPayPassPage.tsx')),
  bindAlipay: lazy(() => import('../routes/funds/bindAlipay/BindAlipayPage.tsx')),
  transferRecord: lazy(() => import('../routes/funds/transferRecord/TransferRecordPage.tsx')),
  nahuoSettlement: lazy(() => import('../routes/funds/nahuoSettlement/NahuoSettlementPage.tsx')),
  nahuoyuanSettlement: lazy(() => import('../routes/funds/nahuoSettlement/NahuoyuanSettlementPage.tsx')),
  accountStatement: lazy(() => import('../routes/funds/accountStatement/AccountStatementPage.tsx')),
  printDelivery: lazy(() => import('../routes/print/printDelivery/PrintDeliveryPage.tsx')),
  scanPrint: lazy(() => import('../routes/print/scanPrint/ScanPrintPage.tsx')),
  orderFreePrint: lazy(() => import('../routes/print/orderFreePrint/FreePrintPage.tsx')),
  moreProduct: lazy(() => import('../routes/print/moreProduct/MoreProductPage.tsx')),
  orderTakeStatistics: lazy(() => import('../routes/statistics/OrderTakeStatisticsPage.tsx')),
  outStock: lazy(() => import('../routes/statistics/OutStockPage.tsx')),
  takeReturn: lazy(() => import('../routes/statistics/TakeReturnPage.tsx')),
  coupon: lazy(() => import('../routes/funds/coupon/CouponPage.tsx')),
  aliLedger: lazy(() => import('../routes/funds/aliLedger/AliLedgerPage.tsx')),
  messageCenter: lazy(() => import('../routes/announcement/MessageCenterPage.tsx')),
  noticeDetail: lazy(() => import('../routes/announcement/NoticeDetailPage.tsx')),
  expressMsg: lazy(() => import('../routes/expressMsg/ExpressMsgPage.tsx')),
  aliLedgerAuth: lazy(() => import('../routes/funds/aliLedger/AliLedgerAuthPage.tsx')),
};
// The frame (menu, header, popups) loads with the first page that uses it, not with the sign-in page.
const MainLayout = lazy(() => import('./layout/MainLayout.tsx').then((m) => ({ default: m.MainLayout })));
const NotAvailablePage = lazy(() => import('../routes/notAvailable/NotAvailablePage.tsx'));
const RouteErrorPage = lazy(() => import('../routes/results/RouteErrorPage.tsx'));

function suspended(node: ReactNode) {
  return <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>{node}</Suspense>;
}

function elementOf(entry: RouteEntry) {
  if (entry.page) {
    const Page = pages[entry.page];
    return suspended(<Page />);
  }
  return suspended(<NotAvailablePage title={entry.title} />);
}

export function buildRoutes(): RouteObject[] {
  // A page that throws while rendering shows RouteErrorPage in its place, inside the frame.
  const failed = suspended(<RouteErrorPage />);
  const toObject = (entry: RouteEntry): RouteObject => ({
    path: entry.path,
    element: elementOf(entry),
    errorElement: failed,
  });
  const NotFound = pages.notFound;
  return [
    {
      element: <DocumentTitle />,
      errorElement: failed,
      children: [
        // The root needs no session; group addresses do (their target depends on the account), so they
        // live under the layout, which loads the session first.
        ...redirects
          .filter((r) => r.from === '/')
          .map((r) => ({ path: r.from, element: <Navigate to={r.to} replace /> })),
        ...routeTable.filter((r) => r.layout === 'bare').map(toObject),
        {
          element: suspended(<MainLayout />),
          children: [
            ...redirects
              .filter((r) => r.from !== '/')
              .map((r) => ({ path: r.from, element: <GroupRedirect from={r.from} to={r.to} /> })),
            ...routeTable.filter((r) => r.layout === 'main').map(toObject),
            { path: '*', element: suspended(<NotFound />) },
          ],
        },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());
