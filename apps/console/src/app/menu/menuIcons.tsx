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
  '/home': <DashboardOutlined />,
  shopOrder: <ShopOutlined />,
  daifa: <ShoppingOutlined />,
  e3hReportGetGoods: <FileTextOutlined />,
  offlineReturnOrder: <SwapOutlined />,
  print: <PrinterOutlined />,
  goods: <AppstoreOutlined />,
  funds: <AccountBookOutlined />,
  asset: <GiftOutlined />,
  statistics: <BarChartOutlined />,
  accountPermission: <TeamOutlined />,
  basicSet: <SettingOutlined />,
};
