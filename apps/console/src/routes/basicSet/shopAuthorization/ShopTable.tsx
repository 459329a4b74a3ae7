import { salesChannel, stateLabel, type ShopRow } from '@oms/api-client';
import { DataTable } from '@oms/ui';
import { LastSync } from './LastSync.tsx';
import { ShopActions, type ShopActionHandlers } from './ShopActions.tsx';
import { DateTimeLines, DaysLeft, ShopState } from './ShopCells.tsx';

export interface ShopListProps {
  shops: ShopRow[];
  isSyncing(shopId: number): boolean;
  on: ShopActionHandlers;
}

/** The shops on a wide screen: one row each, sized to fit beside the menu at 1440 px; 操作 pinned on the right. */
export function ShopTable({ shops, isSyncing, on }: ShopListProps) {
  return (
    <DataTable<ShopRow>
      rowKey="id"
      maxHeight={false}
      pagination={false}
      dataSource={shops}
      columns={[
        {
          title: '平台',
          dataIndex: 'platform',
          width: 80,
          render: (code: string) => stateLabel(salesChannel, code),
        },
        { title: '店铺名称', dataIndex: 'name', width: 150 },
        {
          title: '授权时间',
          dataIndex: 'lastAuthTime',
          width: 110,
          render: (t: string) => <DateTimeLines value={t} />,
        },
        {
          title: '到期时间',
          dataIndex: 'expireTime',
          width: 110,
          render: (t: string) => <DateTimeLines value={t} />,
        },
        { title: '剩余天数', key: 'leftDays', width: 80, render: (_, shop) => <DaysLeft shop={shop} /> },
        { title: '状态', key: 'authState', width: 100, render: (_, shop) => <ShopState shop={shop} /> },
        { title: '订单数', dataIndex: 'orderCount', width: 80, align: 'right' },
        {
          title: '最近同步',
          key: 'lastSync',
          width: 170,
          render: (_, shop) => <LastSync shop={shop} syncing={isSyncing(shop.id)} />,
        },
        {
          title: '操作',
          key: 'actions',
          width: 190,
          fixed: 'right',
          render: (_, shop) => <ShopActions shop={shop} syncing={isSyncing(shop.id)} on={on} />,
        },
      ]}
    />
  );
}
