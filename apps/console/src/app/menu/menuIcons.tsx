import type { ReactNode } from 'react';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GiftOutlined,
  PrinterOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';

/** An icon per top-level menu code; presentation only, so it lives in the console, not the contract. */
export const menuIcons: Record<string, ReactNode> = {
  '/home': <DashboardOutlined aria-hidden />,
  shopOrder: <ShopOutlined aria-hidden />,
  daifa: <ShoppingOutlined aria-hidden />,
  e3hReportGetGoods: <FileTextOutlined aria-hidden />,
  offlineReturnOrder: <SwapOutlined aria-hidden />,
  print: <PrinterOutlined aria-hidden />,
  goods: <AppstoreOutlined aria-hidden />,
  funds: <AccountBookOutlined aria-hidden />,
  asset: <GiftOutlined aria-hidden />,
  statistics: <BarChartOutlined aria-hidden />,
  accountPermission: <TeamOutlined aria-hidden />,
  basicSet: <SettingOutlined aria-hidden />,
};
