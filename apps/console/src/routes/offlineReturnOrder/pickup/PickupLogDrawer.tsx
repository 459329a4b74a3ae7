import { Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import type { PickupRow } from '@oms/api-client';
import { formatDateTime } from '@oms/ui';
import { usePickupLog } from '../../../api/pickup.ts';

/** 操作日志 of one line: who assigned, reported, stopped or took it back, newest first. */
export function PickupLogDrawer({ row, onClose }: { row: PickupRow | null; onClose: () => void }) {
  const { data, isLoading } = usePickupLog(row?.taskId ?? null);
  return (
    <Drawer
      open={row !== null}
      title={row ? `操作日志：${row.articleNo} ${row.color}/${row.size}` : ''}
      onClose={onClose}
    >
      {row && (
        <Typography.Paragraph type="secondary">
          {row.orderNo} · 取货码 {row.takeCode}
        </Typography.Paragraph>
      )}
      {isLoading ? (
        <Spin />
      ) : !data?.length ? (
        <Empty description="暂无操作" />
      ) : (
        <Timeline
          items={data.map((e) => ({
            children: (
              <>
                <div>{e.text}</div>
                <Typography.Text type="secondary">
                  {e.byName} · {formatDateTime(e.at)}
                </Typography.Text>
              </>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
