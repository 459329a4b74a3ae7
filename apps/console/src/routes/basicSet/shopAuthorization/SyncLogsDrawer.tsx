import { Drawer } from 'antd';
import type { ShopRow } from '@oms/api-client';
import { useNarrowLayout } from '@oms/ui';
import { useSyncLogs } from '../../../api/shops.ts';
import { ShopListState } from './ShopListState.tsx';
import { SyncLogList } from './SyncLogList.tsx';
import { SyncLogTable } from './SyncLogTable.tsx';
import { SYNC_POLL_MS } from './useWatchedShops.ts';

/** 同步日志 of one shop, newest first; asked again every 2 s while the newest run is still going. */
export function SyncLogsDrawer({ shop, onClose }: { shop: ShopRow | null; onClose: () => void }) {
  const narrow = useNarrowLayout();
  const logs = useSyncLogs(shop?.id ?? null, (latest) =>
    latest?.[0]?.result === 'RUNNING' ? SYNC_POLL_MS : 0,
  );

  const body = () => {
    if (logs.error)
      return <ShopListState kind="error" message={logs.error.message} onRetry={() => void logs.mutate()} />;
    if (!logs.data) return <ShopListState kind="loading" />;
    return narrow ? <SyncLogList logs={logs.data} /> : <SyncLogTable logs={logs.data} />;
  };

  return (
    <Drawer
      open={shop !== null}
      title={`同步日志：${shop?.name ?? ''}`}
      size={narrow ? '100%' : 880}
      onClose={onClose}
      destroyOnHidden
    >
      {body()}
    </Drawer>
  );
}
