import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ShopRow } from '@oms/api-client';
import { Page, useNarrowLayout } from '@oms/ui';
import { useSession } from '../../../app/session/sessionStore.ts';
import { AddShopDialog } from './AddShopDialog.tsx';
import { RedBookDailyPrompt } from './RedBookDailyPrompt.tsx';
import { RedBookVerifyDialog } from './RedBookVerifyDialog.tsx';
import type { ShopActionHandlers } from './ShopActions.tsx';
import { ShopCards } from './ShopCards.tsx';
import { ShopListState } from './ShopListState.tsx';
import { ShopTable } from './ShopTable.tsx';
import { SyncLogsDrawer } from './SyncLogsDrawer.tsx';
import { useAuthorizeReturn } from './useAuthorizeReturn.ts';
import { useRefreshShops } from './useRefreshShops.ts';
import { useShopWrites } from './useShopWrites.ts';
import { useWatchedShops } from './useWatchedShops.ts';

/** 店铺授权: the seller's shops on each platform, their authorisation, order sync and the REDBOOK check. */
export default function ShopAuthorizationPage() {
  const userId = useSession((s) => s.user?.userId ?? null);
  const narrow = useNarrowLayout();
  const shops = useWatchedShops();
  const refresh = useRefreshShops();
  const writes = useShopWrites(shops.watch);
  const [adding, setAdding] = useState(false);
  const [logsOf, setLogsOf] = useState<ShopRow | null>(null);
  // By id, so the dialog shows the list's latest word on the shop (a lock after too many wrong codes).
  const [verifyingId, setVerifyingId] = useState<number | null>(null);
  const verifying = shops.data?.find((s) => s.id === verifyingId) ?? null;
  const lastSyncOf = (shopId: number) => shops.data?.find((s) => s.id === shopId)?.lastSyncAt ?? null;

  // Authorising (new or again) and verifying both start a sync on the server: watch it like 立即同步.
  const watchServerSync = (shopId: number) => {
    shops.watch(shopId, lastSyncOf(shopId));
    void refresh();
  };
  useAuthorizeReturn(watchServerSync);

  const on: ShopActionHandlers = {
    verify: (shop) => setVerifyingId(shop.id),
    reauthorize: writes.reauthorize,
    syncNow: (shop) => void writes.syncNow(shop),
    showLogs: setLogsOf,
    cancel: (shop) => void writes.cancel(shop),
  };
  const addShop = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
      添加店铺
    </Button>
  );

  const body = () => {
    if (shops.error && !shops.data)
      return <ShopListState kind="error" message={shops.error.message} onRetry={() => void shops.mutate()} />;
    if (!shops.data) return <ShopListState kind="loading" />;
    if (shops.data.length === 0)
      return <ShopListState kind="empty" title="还没有授权的店铺" action={addShop} />;
    const List = narrow ? ShopCards : ShopTable;
    return <List shops={shops.data} isSyncing={shops.isSyncing} on={on} />;
  };

  return (
    <Page title="店铺授权" extra={shops.data?.length ? addShop : undefined}>
      {body()}
      <AddShopDialog open={adding} onClose={() => setAdding(false)} />
      <SyncLogsDrawer shop={logsOf} onClose={() => setLogsOf(null)} />
      <RedBookVerifyDialog
        shop={verifying}
        onClose={() => setVerifyingId(null)}
        onVerified={(shop) => {
          setVerifyingId(null);
          watchServerSync(shop.id);
        }}
        onLocked={() => void refresh()}
      />
      {userId !== null && <RedBookDailyPrompt userId={userId} shops={shops.data} onVerify={on.verify} />}
    </Page>
  );
}
