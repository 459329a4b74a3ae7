import { Button, Flex, Tooltip } from 'antd';
import type { ShopRow } from '@oms/api-client';
import { canCancel, needsRedBookCheck, syncBlockedReason } from './shopRules.ts';

export interface ShopActionHandlers {
  verify(shop: ShopRow): void;
  reauthorize(shop: ShopRow): void;
  syncNow(shop: ShopRow): void;
  showLogs(shop: ShopRow): void;
  cancel(shop: ShopRow): void;
}

/** The 操作 of one shop, in the table and on a phone's card alike; a blocked action says why on hover. */
export function ShopActions({
  shop,
  syncing,
  on,
}: {
  shop: ShopRow;
  syncing: boolean;
  on: ShopActionHandlers;
}) {
  const blocked = syncBlockedReason(shop);
  return (
    <Flex wrap gap={4} align="center">
      {needsRedBookCheck(shop) && (
        <Button type="primary" size="small" ghost onClick={() => on.verify(shop)}>
          验证
        </Button>
      )}
      <Button type="link" size="small" onClick={() => on.reauthorize(shop)}>
        重新授权
      </Button>
      <Tooltip title={blocked}>
        <Button
          type="link"
          size="small"
          disabled={blocked !== null || syncing}
          loading={syncing}
          onClick={() => on.syncNow(shop)}
        >
          立即同步
        </Button>
      </Tooltip>
      <Button type="link" size="small" onClick={() => on.showLogs(shop)}>
        同步日志
      </Button>
      {canCancel(shop) && (
        <Button type="link" size="small" danger onClick={() => on.cancel(shop)}>
          取消授权
        </Button>
      )}
    </Flex>
  );
}
