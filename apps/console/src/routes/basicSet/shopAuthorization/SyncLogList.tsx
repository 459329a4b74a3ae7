import { Flex, List, Typography } from 'antd';
import { shopSyncResult, type ShopSyncLog } from '@oms/api-client';
import { formatDateTime, StatusTag } from '@oms/ui';
import { syncTriggerLabel } from './syncTriggers.ts';

/** The sync log on a phone: one block a run, nothing to scroll sideways. */
export function SyncLogList({ logs }: { logs: ShopSyncLog[] }) {
  return (
    <List
      dataSource={logs}
      rowKey="id"
      locale={{ emptyText: '还没有同步记录' }}
      renderItem={(log) => (
        <List.Item>
          <Flex vertical gap={2} style={{ width: '100%' }}>
            <Flex justify="space-between" gap={8}>
              <span>{formatDateTime(log.startedAt)}</span>
              <Flex gap={8}>
                <Typography.Text type="secondary">{syncTriggerLabel(log.trigger)}</Typography.Text>
                <StatusTag appearance="dot" map={shopSyncResult} code={log.result} />
              </Flex>
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              新增 {log.created} · 更新 {log.updated} · 无变化 {log.unchanged}
            </Typography.Text>
            {log.error && <Typography.Text type="danger">{log.error}</Typography.Text>}
          </Flex>
        </List.Item>
      )}
    />
  );
}
