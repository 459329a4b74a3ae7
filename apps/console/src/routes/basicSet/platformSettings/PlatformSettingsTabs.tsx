import { Link, useLocation } from 'react-router-dom';
import { Flex, theme } from 'antd';

/** 平台代发设置's sub-pages, in the order sellers look for them (spec §1: the tour names the first five). */
export const PLATFORM_SETTINGS_TABS = [
  { path: '/basicSet/automaticAfterSale', title: '自动售后设置' },
  { path: '/basicSet/speedSelivery', title: '提速发货' },
  { path: '/basicSet/customInfo', title: '自定义发货信息' },
  { path: '/basicSet/customCertificate', title: '自定义合格证' },
  { path: '/basicSet/setPayment', title: '货款后付设置' },
  { path: '/basicSet/returnPhone', title: '店铺退货电话' },
  { path: '/basicSet/distributionMode', title: '供货备货模式' },
  { path: '/basicSet/autoIntercept', title: '自动拦截策略' },
  { path: '/basicSet/orderFulfillmentStrategy', title: '订单履约策略' },
] as const;

/** A sub-page's own pages open under its tab (新建合格证 under 自定义合格证, the log under 自动售后设置). */
const OWNER: Record<string, string> = {
  '/basicSet/addCustomCertificate': '/basicSet/customCertificate',
  '/basicSet/automaticAfterSale/AutomaticLog': '/basicSet/automaticAfterSale',
};

/**
 * The bar over every page of 平台代发设置: a link per page (Ctrl+click opens a tab), the current one marked
 * and underlined. Links, not antd Tabs: nine tabs overflow on a laptop and antd's 更多 button sits inside
 * its tablist, which screen readers are told holds tabs only.
 */
export function PlatformSettingsTabs() {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const active = OWNER[pathname] ?? pathname;
  return (
    <nav
      aria-label="平台代发设置"
      style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, marginBottom: 12 }}
    >
      <Flex wrap gap="4px 24px">
        {PLATFORM_SETTINGS_TABS.map((t) => {
          const current = t.path === active;
          return (
            <Link
              key={t.path}
              to={t.path}
              aria-current={current ? 'page' : undefined}
              style={{
                padding: '8px 0',
                color: current ? token.colorPrimary : token.colorText,
                borderBottom: `2px solid ${current ? token.colorPrimary : 'transparent'}`,
                marginBottom: -1,
              }}
            >
              {t.title}
            </Link>
          );
        })}
      </Flex>
    </nav>
  );
}
