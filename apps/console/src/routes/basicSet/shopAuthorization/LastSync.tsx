import { Flex, Typography } from 'antd';
import { shopSyncResult, type ShopRow } from '@oms/api-client';
import { formatDateTime, StatusTag } from '@oms/ui';
import { useSyncLogs } from '../../../api/shops.ts';
import { SYNC_POLL_MS } from './useWatchedShops.ts';

/** 最近同步: when, how it ended, and the platform's error under it (the whole text on hover). */
export function LastSync({ shop, syncing }: { shop: ShopRow; syncing: boolean }) {
  if (syncing) return <SyncInProgress shopId={shop.id} />;
  if (!shop.lastSyncAt) return <Typography.Text type="secondary">尚未同步</Typography.Text>;
  return (
    <Flex vertical gap={2} align="flex-start">
      <span>{formatDateTime(shop.lastSyncAt)}</span>
      <StatusTag appearance="dot" map={shopSyncResult} code={shop.lastSyncResult} />
      {shop.lastSyncError && (
        <Typography.Text
          type="danger"
          ellipsis={{ tooltip: shop.lastSyncError }}
          style={{ maxWidth: 160, fontSize: 12 }}
        >
          {shop.lastSyncError}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** While a run the seller asked for is under way: 同步中, with what the running log has counted so far. */
function SyncInProgress({ shopId }: { shopId: number }) {
  const newest = useSyncLogs(shopId, SYNC_POLL_MS).data?.[0];
  const running = newest?.result === 'RUNNING' ? newest : null;
  return (
    <Flex vertical gap={2} align="flex-start" role="status">
      <StatusTag appearance="dot" map={shopSyncResult} code="RUNNING" />
      {running && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          已新增 {running.created} · 更新 {running.updated}
        </Typography.Text>
      )}
    </Flex>
  );
}
