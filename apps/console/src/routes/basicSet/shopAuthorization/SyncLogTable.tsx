import { Flex, Typography } from 'antd';
import { shopSyncResult, type ShopSyncLog } from '@oms/api-client';
import { DataTable, formatDateTime, StatusTag } from '@oms/ui';
import { syncTriggerLabel } from './syncTriggers.ts';

/** The sync log on a wide screen: a run a row, with when it ended under when it started. */
export function SyncLogTable({ logs }: { logs: ShopSyncLog[] }) {
  return (
    <DataTable<ShopSyncLog>
      rowKey="id"
      maxHeight={false}
      pagination={false}
      dataSource={logs}
      locale={{ emptyText: '还没有同步记录' }}
      columns={[
        {
          title: '时间',
          dataIndex: 'startedAt',
          width: 170,
          render: (t: string, log) => (
            <Flex vertical>
              <span>{formatDateTime(t)}</span>
              {log.finishedAt && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  结束 {formatDateTime(log.finishedAt)}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        { title: '触发方式', dataIndex: 'trigger', width: 80, render: (t: string) => syncTriggerLabel(t) },
        {
          title: '结果',
          dataIndex: 'result',
          width: 90,
          render: (r: string) => <StatusTag appearance="dot" map={shopSyncResult} code={r} />,
        },
        { title: '新增', dataIndex: 'created', width: 70, align: 'right' },
        { title: '更新', dataIndex: 'updated', width: 70, align: 'right' },
        { title: '无变化', dataIndex: 'unchanged', width: 80, align: 'right' },
        {
          title: '错误信息',
          dataIndex: 'error',
          width: 200,
          render: (e: string | null) => (e ? <Typography.Text type="danger">{e}</Typography.Text> : '-'),
        },
      ]}
    />
  );
}
