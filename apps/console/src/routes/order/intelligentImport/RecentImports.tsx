import { Button, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { importStateLabels, type ImportSummary } from '@oms/api-client';
import { formatDateTime, ListState, RowCards, useNarrowLayout } from '@oms/ui';
import { useRecentImports } from '../../../api/daifaImport.ts';

type Recent = Omit<ImportSummary, 'headers' | 'mapping' | 'unpaidOrderIds'>;

const STATE_COLORS: Record<ImportSummary['state'], string> = {
  CHECKED: 'warning',
  PLACING: 'processing',
  PLACED: 'success',
};

/** This seller's latest imports: open one to fix its rows, place it or see what it placed (cards on a phone). */
export function RecentImports({ onOpen }: { onOpen: (id: number) => void }) {
  const { data, error, isLoading, mutate } = useRecentImports();
  const narrow = useNarrowLayout();
  if (error && !data) return <ListState kind="error" message={error.message} onRetry={() => void mutate()} />;
  const columns: ColumnsType<Recent> = [
    { title: '导入时间', key: 'at', width: 150, render: (_, r) => formatDateTime(r.createdAt) },
    { title: '文件', dataIndex: 'fileName', ellipsis: true },
    {
      title: '行 / 订单',
      key: 'size',
      width: 110,
      render: (_, r) => `${r.totalRows} 行 / ${r.orders} 单`,
    },
    {
      title: '结果',
      key: 'result',
      width: 220,
      render: (_, r) => (
        <>
          <Tag color={STATE_COLORS[r.state]}>{importStateLabels[r.state]}</Tag>
          {r.state === 'CHECKED' ? (
            <Typography.Text type={r.errorRows ? 'danger' : 'secondary'}>
              {r.errorRows ? `${r.errorRows} 行有错` : `${r.readyOrders} 单可下单`}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">
              已下单 {r.placedOrders}
              {r.failedOrders ? `，失败 ${r.failedOrders}` : ''}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: '操作',
      key: 'open',
      width: 90,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => onOpen(r.id)}>
          {r.state === 'CHECKED' ? '修正并下单' : '查看'}
        </Button>
      ),
    },
  ];
  if (narrow)
    return (
      <RowCards<Recent>
        aria-label="最近导入"
        rowKey="id"
        rows={data?.list ?? []}
        columns={columns}
        titleKey="fileName"
        rowLabel={(r) => r.fileName}
        loading={isLoading}
        empty="还没有导入过订单"
      />
    );
  return (
    <Table<Recent>
      aria-label="最近导入"
      size="small"
      rowKey="id"
      loading={isLoading}
      dataSource={data?.list ?? []}
      pagination={false}
      scroll={{ x: 760 }}
      locale={{ emptyText: '还没有导入过订单' }}
      columns={columns}
    />
  );
}
