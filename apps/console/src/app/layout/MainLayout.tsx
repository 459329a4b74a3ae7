import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Flex, Spin, Typography } from 'antd';
import { brands } from '@oms/api-client';
import { PageShell, useNarrowLayout } from '@oms/ui';
import { Link, useLocation } from 'react-router-dom';
import { GuardedOutlet, useMayOpen } from '../guards/GuardedOutlet.tsx';
import { NavigationEffects } from '../navigation/NavigationEffects.tsx';
import { prefetchListOf } from '../navigation/prefetchedLists.ts';
import { findRoute } from '../routes/routeTable.ts';
import { currentBrand } from '../session/brand.ts';
import { loadSession } from '../session/loadSession.ts';
import { useSession } from '../session/sessionStore.ts';
import { GuidanceTours } from '../tours/GuidanceTours.tsx';
import { menuHas } from '../menu/buildMenu.ts';
import { HeaderBar } from './HeaderBar.tsx';
import { LeftMenu } from './LeftMenu.tsx';
import { ShopAuthPopup } from './ShopAuthPopup.tsx';
import { useLater } from './useLater.ts';

// 弹窗提醒's poller and its API come after the first load (they pop nothing up before the first poll)
const MessagePopups = lazy(() => import('./MessagePopups.tsx').then((m) => ({ default: m.MessagePopups })));

// Its Markdown renderer loads with it, after the first screen.
const PlatformPopup = lazy(() => import('./PlatformPopup.tsx').then((m) => ({ default: m.PlatformPopup })));
const SessionFailure = lazy(() => import('./SessionFailure.tsx'));

/** The signed-in frame: loads the session once, then header, left menu and the guarded page. */
/**
 * Pages in the middle of something (paying, a PIN, binding Alipay): no shop popup or tour opens over
 * them; they wait for the next page.
 */
const QUIET_PAGES = new Set(['/funds/pay', '/funds/resetPayPass', '/funds/bindAlipay']);

export function MainLayout() {
  const { status, failure, user, menu, brand } = useSession();
  const location = useLocation();
  const narrow = useNarrowLayout();
  const [tourGroup, setTourGroup] = useState<string | null>(null);
  // One overlay at a time: the tours wait while the shop popup is open.
  const [popupOpen, setPopupOpen] = useState(false);
  const [tourShowing, setTourShowing] = useState(false);
  const openGroup = useCallback((group: string | null) => setTourGroup(group), []);
  const popupsDue = useLater(3000);

  useEffect(() => {
    void loadSession(currentBrand());
  }, []);
  // A list's first page is asked for as its address is taken, before its page's code has arrived.
  const mayPrefetch = useMayOpen(location.pathname) && status === 'ready' && !!user;
  useMemo(
    () => mayPrefetch && prefetchListOf(location.pathname, location.search),
    [mayPrefetch, location.pathname, location.search],
  );

  if (status === 'loading') return <Spin fullscreen tip="加载中" />;
  if (status === 'failed' || !user) {
    return (
      <Suspense fallback={null}>
        <SessionFailure message={failure} />
      </Suspense>
    );
  }

  const route = findRoute(location.pathname);
  const quiet = QUIET_PAGES.has(location.pathname);
  return (
    <PageShell
      logo={
        <Link to="/home" aria-label="返回工作台">
          <Flex
            align="center"
            justify="center"
            style={{
              width: 32,
              height: 32,
              borderRadius: 8,
              background: '#1d6fb8',
              color: '#fff',
              fontWeight: 700,
            }}
          >
            订
          </Flex>
        </Link>
      }
      title={
        <Flex align="baseline" gap={8}>
          <span>订单管理系统</span>
          {/* A phone has no room for the secondary text. */}
          {!narrow && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {brands[brand].supplierLabel}
            </Typography.Text>
          )}
        </Flex>
      }
      headerExtra={<HeaderBar user={user} />}
      menu={<LeftMenu menu={menu} forceOpen={tourGroup ? [tourGroup] : []} />}
      showMenu={route?.leftBarShow ?? true}
      navigationKey={location.pathname}
    >
      <NavigationEffects />
      <GuardedOutlet />
      {popupsDue && (
        <Suspense fallback={null}>
          <MessagePopups />
        </Suspense>
      )}
      {!quiet && menuHas(menu, '/basicSet/shopAuthorization') && (
        <ShopAuthPopup userId={user.userId} onOpenChange={setPopupOpen} />
      )}
      {!quiet && !popupOpen && (
        <GuidanceTours menu={menu} onOpenGroup={openGroup} onShowingChange={setTourShowing} />
      )}
      {/* the platform's popup last: after the shop popup and the tours, one overlay at a time */}
      {popupsDue && !quiet && !popupOpen && !tourShowing && (
        <Suspense fallback={null}>
          <PlatformPopup page={location.pathname} />
        </Suspense>
      )}
    </PageShell>
  );
}
