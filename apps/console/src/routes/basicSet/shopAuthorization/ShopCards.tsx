import { Card, Descriptions, Flex } from 'antd';
import { salesChannel, stateLabel } from '@oms/api-client';
import { formatDateTime } from '@oms/ui';
import { LastSync } from './LastSync.tsx';
import { ShopActions } from './ShopActions.tsx';
import { DaysLeft, ShopState } from './ShopCells.tsx';
import type { ShopListProps } from './ShopTable.tsx';

/** The shops on a phone: a card each with what decides the next step (state, expiry, last sync), then the actions. */
export function ShopCards({ shops, isSyncing, on }: ShopListProps) {
  return (
    <Flex vertical gap={12} role="list" aria-label="店铺列表">
      {shops.map((shop) => (
        <Card
          key={shop.id}
          role="listitem"
          size="small"
          title={shop.name}
          extra={<ShopState shop={shop} />}
          actions={[<ShopActions key="actions" shop={shop} syncing={isSyncing(shop.id)} on={on} />]}
          styles={{ actions: { padding: '0 8px' } }}
        >
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'platform', label: '平台', children: stateLabel(salesChannel, shop.platform) },
              { key: 'orderCount', label: '订单数', children: shop.orderCount },
              {
                key: 'expireTime',
                label: '到期时间',
                span: 2,
                children: (
                  <Flex gap={8} wrap>
                    <span>{formatDateTime(shop.expireTime)}</span>
                    <span>
                      剩余 <DaysLeft shop={shop} />
                    </span>
                  </Flex>
                ),
              },
              {
                key: 'lastSync',
                label: '最近同步',
                span: 2,
                children: <LastSync shop={shop} syncing={isSyncing(shop.id)} />,
              },
            ]}
          />
        </Card>
      ))}
    </Flex>
  );
}
